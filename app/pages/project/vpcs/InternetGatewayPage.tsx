// One internet gateway (spec §2 `internet-gateways/{gateway}`): the IP pools and the
// address its outbound traffic uses.
import { createColumnHelper } from '@tanstack/react-table'
import { useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'

import type { InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { gatewayIpAddressList, gatewayIpPoolList, internetGatewayView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams, useInternetGatewayParams } from '~/hooks/use-params'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
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
  const { data } = usePrefetchedQuery(internetGatewayView(selector))
  // pool names for the column; a link names its pool by id only
  const pools = useQuery(ipPoolPicker)
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name ?? id

  const poolColumns = [
    poolCol.accessor('name', { header: 'Name' }),
    poolCol.accessor('ipPoolId', { header: 'IP pool', cell: (info) => poolName(info.getValue()) }),
    commonColumns<InternetGatewayIpPool>().description,
  ]
  const addressColumns = [
    addressCol.accessor('name', { header: 'Name' }),
    addressCol.accessor('address', {
      header: 'Address',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    commonColumns<InternetGatewayIpAddress>().description,
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
      <Section title="IP pools">
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
      <Section title="IP addresses">
        <QueryTable
          label="IP addresses"
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
    </>
  )
}
