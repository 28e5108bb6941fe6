// One internet gateway (spec §2 `internet-gateways/{gateway}`): the IP pools and the
// address its outbound traffic uses.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import type {
  InternetGatewayIpAddress,
  InternetGatewayIpPool,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { gatewayIpAddressList, gatewayIpPoolList, internetGatewayView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { GatewayIpAddressAttachForm } from '~/forms/gateway-ip-address-attach'
import { GatewayIpPoolAttachForm } from '~/forms/gateway-ip-pool-attach'
import { requireParams, useInternetGatewayParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'vpc', 'gateway')
  await Promise.all([
    queryClient.fetchQuery(internetGatewayView(selector)),
    queryClient.fetchQuery(gatewayIpPoolList(selector).firstPage()),
    queryClient.fetchQuery(gatewayIpAddressList(selector).firstPage()),
  ])
  return null
}

const poolCol = createColumnHelper<InternetGatewayIpPool>()
const addressCol = createColumnHelper<InternetGatewayIpAddress>()

export default function InternetGatewayPage() {
  const selector = useInternetGatewayParams()
  const { project, vpc, gateway } = selector
  const { data } = usePrefetchedQuery(internetGatewayView(selector))
  const [dialog, setDialog] = useState<'pool' | 'address' | null>(null)
  const roleReason = useProjectAccess(project).changeReason('internetGateways')
  const close = () => setDialog(null)
  const detachPool = useApiMutation(api.internetGatewayIpPoolDelete, {
    invalidates: ['internetGatewayIpPoolList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'IP pool detached', content: path.pool })
    },
  })
  const detachAddress = useApiMutation(api.internetGatewayIpAddressDelete, {
    invalidates: ['internetGatewayIpAddressList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'IP address detached', content: path.address })
    },
  })
  const poolParams = (pool: string) => ({ path: { pool }, query: { project, vpc, gateway } })
  const addressParams = (address: string) => ({
    path: { address },
    query: { project, vpc, gateway },
  })
  // Nexus refuses while routes to the gateway carry instance addresses of the pool (or
  // the address); the refusal says so, in the dialog's error
  const detach = (kind: 'pool' | 'address', name: string) =>
    confirmAction({
      title: kind === 'pool' ? 'Detach IP pool' : 'Detach IP address',
      message: `Detach ${name} from ${gateway}? Outbound traffic through the gateway stops using it.`,
      actionLabel: 'Detach',
      doAction: () =>
        kind === 'pool'
          ? detachPool.mutateAsync(poolParams(name))
          : detachAddress.mutateAsync(addressParams(name)),
      errorTitle: kind === 'pool' ? 'Could not detach IP pool' : 'Could not detach IP address',
    })
  // pool names for the column; a link names its pool by id only
  const pools = useQuery(ipPoolPicker)
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name ?? id

  const poolColumns = [
    poolCol.accessor('name', { header: 'Name' }),
    poolCol.accessor('ipPoolId', { header: 'IP pool', cell: (info) => poolName(info.getValue()) }),
    commonColumns<InternetGatewayIpPool>().description,
    actionsColumn<InternetGatewayIpPool>((p) => [
      {
        label: 'Detach',
        danger: true,
        disabled: roleReason,
        onActivate: () => detach('pool', p.name),
        commands: commandsOf({ op: 'internetGatewayIpPoolDelete', params: poolParams(p.name) }),
      },
    ]),
  ]
  const addressColumns = [
    addressCol.accessor('name', { header: 'Name' }),
    addressCol.accessor('address', {
      header: 'Address',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    commonColumns<InternetGatewayIpAddress>().description,
    actionsColumn<InternetGatewayIpAddress>((a) => [
      {
        label: 'Detach',
        danger: true,
        disabled: roleReason,
        onActivate: () => detach('address', a.name),
        commands: commandsOf({
          op: 'internetGatewayIpAddressDelete',
          params: addressParams(a.name),
        }),
      },
    ]),
  ]

  return (
    <>
      <PageHeader title={data.name} />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="VPC">{selector.vpc}</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {data.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(data.timeCreated)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <Section
        title="IP pools"
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={!!roleReason}
            disabledReason={roleReason}
            onClick={() => setDialog('pool')}
          >
            Attach IP pool
          </Button>
        }
      >
        <QueryTable
          label="IP pools"
          query={gatewayIpPoolList(selector)}
          columns={poolColumns}
          getRowId={(p) => p.id}
          emptyState={
            <EmptyState
              title="No IP pools"
              body="Outbound traffic through the gateway takes its source address from these pools."
            />
          }
        />
      </Section>
      <Section
        title="IP addresses"
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={!!roleReason}
            disabledReason={roleReason}
            onClick={() => setDialog('address')}
          >
            Attach IP address
          </Button>
        }
      >
        <QueryTable
          label="IP addresses"
          // a second table on the page: its filter and sort have their own keys
          urlKey="addresses"
          query={gatewayIpAddressList(selector)}
          columns={addressColumns}
          getRowId={(a) => a.id}
          emptyState={
            <EmptyState
              title="No IP addresses"
              body="A gateway can hold one address of its own for outbound traffic."
            />
          }
        />
      </Section>
      {dialog === 'pool' && (
        <GatewayIpPoolAttachForm project={project} vpc={vpc} gateway={gateway} onDismiss={close} />
      )}
      {dialog === 'address' && (
        <GatewayIpAddressAttachForm
          project={project}
          vpc={vpc}
          gateway={gateway}
          onDismiss={close}
        />
      )}
    </>
  )
}
