// One instance (spec §2): its header with run state and actions, its properties, and the
// tabs storage, networking, metrics, connect and settings, which render in the outlet.
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { forgetView, queryClient } from '~/api/client'
import { instanceDisks, instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { RouteTabs } from '~/components/RouteTabs'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { Button } from '~/ui/Button'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { formatBytes, formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'

import { pollInstanceWhileTransitional, useInstanceActions } from '../instance-actions'
import { autoRestartLabel } from './auto-restart'
import { SerialConsoleLink } from './SerialConsoleLink'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const selector = requireParams(params, 'project', 'instance')
  // a missing instance is a 404 page, through the route's error boundary
  await Promise.all([
    queryClient.fetchQuery(instanceView(selector)),
    queryClient.fetchQuery(instanceDisks(selector)),
  ])
  return null
}

export default function InstancePage() {
  const selector = useInstanceParams()
  const navigate = useNavigate()
  const { data: instance } = usePrefetchedQuery({
    ...instanceView(selector),
    refetchInterval: (q) => pollInstanceWhileTransitional(q.state.data),
  })
  const { data: disks } = usePrefetchedQuery(instanceDisks(selector))

  const instanceActions = useInstanceActions(selector.project, {
    onDelete() {
      // the deleted instance's reads would only answer 404 from now on
      forgetView(instanceView(selector).queryKey)
      navigate(pb.instances(selector))
    },
  })

  const bootDisk = disks?.items.find((d) => d.id === instance.bootDiskId)
  const tabs = [
    { to: pb.instanceStorage(selector), label: 'Storage' },
    { to: pb.instanceNetworking(selector), label: 'Networking' },
    { to: pb.instanceMetrics(selector), label: 'Metrics' },
    { to: pb.instanceConnect(selector), label: 'Connect' },
    { to: pb.instanceSettings(selector), label: 'Settings' },
  ]

  return (
    <>
      <PageHeader
        title={instance.name}
        status={<InstanceStateBadge state={instance.runState} />}
        actions={
          <>
            <SerialConsoleLink instance={instance} />
            {instanceActions(instance).map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.danger ? 'danger' : 'secondary'}
                disabled={!!action.disabled}
                disabledReason={action.disabled === true ? undefined : action.disabled}
                onClick={action.onActivate}
              >
                {action.label}
              </Button>
            ))}
          </>
        }
      />

      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="CPU">{instance.ncpus} vCPU</PropertiesTable.Row>
        <PropertiesTable.Row label="Memory">{formatBytes(instance.memory)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Hostname">
          <span className="font-mono">{instance.hostname}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="State">
          <InstanceStateBadge state={instance.runState} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Boot disk">
          {bootDisk ? bootDisk.name : <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Auto-restart">{autoRestartLabel(instance)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(instance.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {instance.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={instance.id} wide />
      </PropertiesTable>

      <RouteTabs label="Instance" tabs={tabs} />
      <Outlet />
    </>
  )
}
