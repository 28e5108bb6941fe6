// The instance's networking (spec §2 tab "networking"): its network interfaces, which
// change only while it is stopped (spec §4 updateNic), and its external IPs.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import type {
  ExternalIp,
  InstanceNetworkInterface,
  IpVersion,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { instanceDisabledReason } from '~/api/action-reasons'
import { floatingIpPicker } from '~/api/queries/floating-ips'
import {
  dualStackEphemeral,
  instanceExternalIps,
  instanceNics,
  instanceView,
  ipVersionOf,
} from '~/api/queries/instances'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { subnetById, vpcById } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { EphemeralIpAttachForm } from '~/forms/ephemeral-ip-attach'
import { FloatingIpAttachForm } from '~/forms/floating-ip-attach'
import { NetworkInterfaceCreateForm } from '~/forms/network-interface-create'
import { NetworkInterfaceEditForm } from '~/forms/network-interface-edit'
import { nicAddresses } from '~/forms/network-interface-values'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { RowsTable } from '~/table/RowsTable'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { RowActions } from '~/ui/RowActions'
import { addToast } from '~/ui/toast-store'
import { Section } from '~/ui/Section'

import { pollInstanceWhileTransitional } from '../instance-actions'
import { ExternalSubnetsSection } from './ExternalSubnetsSection'
import { ReachingRules } from './ReachingRules'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'instance')
  await Promise.all([
    queryClient.fetchQuery(instanceView(selector)),
    queryClient.fetchQuery(instanceNics(selector)),
    queryClient.fetchQuery(instanceExternalIps(selector)),
  ])
  return null
}

// Nexus refuses this delete, so the console does not offer it
const PRIMARY_DELETE_REASON =
  'The primary interface cannot be deleted while other interfaces are attached'

const none = <span className="text-tertiary">—</span>

// An interface holds the ids of its VPC and subnet; these show their names. A failed
// lookup shows a dash rather than taking the whole tab to the error page.
function VpcName({ id }: { id: string }) {
  const { data } = useQuery({
    ...vpcById(id),
    throwOnError: false,
  })
  return data ? data.name : none
}

function SubnetName({ id }: { id: string }) {
  const { data } = useQuery({
    ...subnetById(id),
    throwOnError: false,
  })
  return data ? data.name : none
}

const nicCol = createColumnHelper<InstanceNetworkInterface>()
const nicColumns = [
  nicCol.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <span className="flex items-center gap-2">
        <span className="font-medium">{info.getValue()}</span>
        {/* the space keeps "net0 primary" two words for screen readers */}
        {info.row.original.primary && (
          <>
            {' '}
            <Badge color="accent">primary</Badge>
          </>
        )}
      </span>
    ),
  }),
  commonColumns<InstanceNetworkInterface>().description,
  // an IPv4 address, an IPv6 one, or both (dual stack)
  nicCol.accessor((nic) => nicAddresses(nic).join(', '), {
    id: 'ip',
    header: 'IP',
    cell: (info) => <span className="font-mono">{info.getValue()}</span>,
  }),
  nicCol.accessor('vpcId', { header: 'VPC', cell: (info) => <VpcName id={info.getValue()} /> }),
  nicCol.accessor('subnetId', {
    header: 'Subnet',
    cell: (info) => <SubnetName id={info.getValue()} />,
  }),
]

const ipCol = createColumnHelper<ExternalIp>()
const ipStaticColumns = [
  ipCol.accessor('ip', {
    header: 'IP',
    cell: (info) => <span className="font-mono">{info.getValue()}</span>,
  }),
  ipCol.accessor('kind', {
    header: 'Kind',
    cell: (info) => (
      <Badge color={info.getValue() === 'floating' ? 'blue' : 'default'}>
        {/* SNAT: the address the instance's outbound traffic leaves from */}
        {info.getValue() === 'snat' ? 'SNAT' : info.getValue()}
      </Badge>
    ),
  }),
  ipCol.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (row.original.kind === 'floating' ? row.original.name : none),
  }),
]

const strong = (text: string) => (
  <strong className="font-medium break-all text-default">{text}</strong>
)

type Dialog =
  | { kind: 'nic-create' }
  | { kind: 'nic-edit'; nic: InstanceNetworkInterface }
  | { kind: 'ephemeral-attach'; versions?: IpVersion[] }
  | { kind: 'floating-attach' }

export default function NetworkingTab() {
  const selector = useInstanceParams()
  const { project } = selector
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const close = () => setDialog(null)
  const { changeReason } = useProjectAccess(project)

  const { data: instance } = usePrefetchedQuery({
    ...instanceView(selector),
    refetchInterval: (q) => pollInstanceWhileTransitional(q.state.data),
  })
  const { data: nics } = usePrefetchedQuery(instanceNics(selector))
  const { data: externalIps } = usePrefetchedQuery(instanceExternalIps(selector))
  const { data: floatingIps } = useQuery(floatingIpPicker(project))
  const { data: pools } = useQuery(ipPoolPicker)
  const { data: dualStack } = useQuery(dualStackEphemeral)

  const deleteNic = useApiMutation(api.instanceNetworkInterfaceDelete, {
    invalidates: ['instanceNetworkInterfaceList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Network interface deleted', content: path.interface })
    },
  })
  const detachEphemeral = useApiMutation(api.instanceEphemeralIpDetach, {
    invalidates: ['instanceExternalIpList'],
    onSuccess() {
      addToast({ variant: 'success', title: 'Ephemeral IP detached' })
    },
  })
  const detachFloating = useApiMutation(api.floatingIpDetach, {
    invalidates: ['instanceExternalIpList', 'floatingIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Floating IP detached', content: ip.name })
    },
  })

  const stateNicReason = instanceDisabledReason(instance, 'updateNic')
  const nicDisabledReason = firstReason(changeReason('networkInterfaces'), stateNicReason)
  // attaching and detaching external IPs change the instance
  const ipRoleReason = changeReason('instances')
  const hasSecondaries = nics.items.length > 1

  const nicTableColumns = [
    ...nicColumns,
    actionsColumn<InstanceNetworkInterface>((nic) => {
      const params = { path: { interface: nic.name }, query: { project, instance: instance.name } }
      return [
        {
          label: 'Edit',
          disabled: nicDisabledReason,
          onActivate: () => setDialog({ kind: 'nic-edit', nic }),
        },
        {
          label: 'Delete',
          danger: true,
          disabled: nicDisabledReason || (nic.primary && hasSecondaries && PRIMARY_DELETE_REASON),
          onActivate: confirmDelete({
            resourceKind: 'network interface',
            label: nic.name,
            doDelete: () => deleteNic.mutateAsync(params),
          }),
          commands: commandsOf({ op: 'instanceNetworkInterfaceDelete', params }),
        },
      ]
    }),
  ]

  const ephemeralParams = (ip: string) => ({
    path: { instance: instance.name },
    // with dual stack, an instance may have one of each version
    query: { project, ipVersion: ipVersionOf(ip) },
  })
  const floatingParams = (floatingIp: string) => ({ path: { floatingIp }, query: { project } })

  const ipTableColumns = [
    ...ipStaticColumns,
    ipCol.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: ip } }) =>
        // the SNAT address comes and goes with the instance
        ip.kind === 'snat' ? null : (
          <RowActions
            copyId={ip.kind === 'floating' ? ip.id : undefined}
            actions={[
              {
                label: 'Detach',
                disabled: ipRoleReason,
                onActivate: () =>
                  ip.kind === 'ephemeral'
                    ? confirmAction({
                        title: 'Detach ephemeral IP',
                        message: (
                          <>
                            Are you sure you want to detach the ephemeral IP {strong(ip.ip)} from{' '}
                            {strong(instance.name)}? The instance stops being reachable at it, and
                            the address goes back to its pool.
                          </>
                        ),
                        actionLabel: 'Detach',
                        doAction: () => detachEphemeral.mutateAsync(ephemeralParams(ip.ip)),
                        errorTitle: 'Could not detach ephemeral IP',
                      })
                    : confirmAction({
                        title: 'Detach floating IP',
                        message: (
                          <>
                            Are you sure you want to detach the floating IP {strong(ip.name)} (
                            {ip.ip}) from {strong(instance.name)}? The instance stops being
                            reachable at this address; the address stays with the project.
                          </>
                        ),
                        actionLabel: 'Detach',
                        doAction: () => detachFloating.mutateAsync(floatingParams(ip.name)),
                        errorTitle: 'Could not detach floating IP',
                      }),
                commands: commandsOf(
                  ip.kind === 'ephemeral'
                    ? { op: 'instanceEphemeralIpDetach', params: ephemeralParams(ip.ip) }
                    : { op: 'floatingIpDetach', params: floatingParams(ip.name) },
                ),
              },
            ]}
          />
        ),
    }),
  ]

  // Where the rack has dual-stack ephemeral IPs, an instance may hold one of each IP version
  // the silo has a pool of; otherwise one, whatever its version
  const ephemeralVersions = externalIps.items
    .filter((ip) => ip.kind === 'ephemeral')
    .map((ip) => ipVersionOf(ip.ip))
  const freeVersions = dualStack?.available
    ? (['v4', 'v6'] as const).filter(
        (v) =>
          !ephemeralVersions.includes(v) &&
          // before the pools are known, IPv4 as every silo has
          (pools ? pools.items.some((p) => p.ipVersion === v) : v === 'v4'),
      )
    : undefined
  const hasEphemeral = freeVersions
    ? freeVersions.length === 0 && ephemeralVersions.length > 0
    : ephemeralVersions.length > 0
  const availableFloatingIps = (floatingIps?.items ?? []).filter((f) => !f.instanceId)
  const floatingDisabledReason = firstReason(
    ipRoleReason,
    !floatingIps
      ? 'Loading floating IPs…'
      : availableFloatingIps.length === 0 && 'This project has no floating IPs free to attach',
  )
  const ephemeralReason = firstReason(
    ipRoleReason,
    hasEphemeral && 'This instance already has an ephemeral IP',
  )

  const addNicButton = (
    <Button
      size="sm"
      disabled={!!nicDisabledReason}
      disabledReason={nicDisabledReason}
      onClick={() => setDialog({ kind: 'nic-create' })}
    >
      Add network interface
    </Button>
  )

  return (
    <div className="space-y-10">
      <Section
        title="Network interfaces"
        actions={addNicButton}
        description={
          !!stateNicReason && 'Stop the instance to add, edit or delete network interfaces.'
        }
      >
        <RowsTable
          label="Network interfaces"
          rows={nics.items}
          columns={nicTableColumns}
          getRowId={(n) => n.id}
          emptyState={
            <EmptyState
              title="No network interfaces"
              body="This instance is on no VPC. Add an interface to connect it to a subnet."
            />
          }
        />
      </Section>

      <Section
        title="External IPs"
        actions={
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!!ephemeralReason}
              disabledReason={ephemeralReason}
              onClick={() => setDialog({ kind: 'ephemeral-attach', versions: freeVersions })}
            >
              Attach ephemeral IP
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!!floatingDisabledReason}
              disabledReason={floatingDisabledReason}
              onClick={() => setDialog({ kind: 'floating-attach' })}
            >
              Attach floating IP
            </Button>
          </>
        }
      >
        <RowsTable
          label="External IPs"
          rows={externalIps.items}
          columns={ipTableColumns}
          getRowId={(ip) => `${ip.kind}-${ip.ip}`}
          emptyState={
            <EmptyState
              title="No external IPs"
              body="Attach an ephemeral or a floating IP to reach this instance from outside its VPC."
            />
          }
        />
      </Section>

      <ExternalSubnetsSection project={project} instance={instance} />

      <ReachingRules project={project} instance={instance.name} nics={nics.items} />

      {dialog?.kind === 'nic-create' && (
        <NetworkInterfaceCreateForm project={project} instance={instance.name} onDismiss={close} />
      )}
      {dialog?.kind === 'nic-edit' && (
        <NetworkInterfaceEditForm
          project={project}
          instance={instance.name}
          nic={dialog.nic}
          onDismiss={close}
        />
      )}
      {dialog?.kind === 'ephemeral-attach' && (
        <EphemeralIpAttachForm
          project={project}
          instance={instance.name}
          versions={dialog.versions}
          onDismiss={close}
        />
      )}
      {dialog?.kind === 'floating-attach' && (
        <FloatingIpAttachForm
          project={project}
          instance={instance.name}
          available={availableFloatingIps}
          onDismiss={close}
        />
      )}
    </div>
  )
}
