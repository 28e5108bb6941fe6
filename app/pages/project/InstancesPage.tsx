import { createColumnHelper } from '@tanstack/react-table'

import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { api, invalidateEndpoint, useApiMutation } from '~/api/client'
import {
  INSTANCE_ACTION_STATES,
  instanceCan,
  isTransitional,
  type InstanceAction,
} from '~/api/util'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { useProjectParams } from '~/hooks/use-params'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'

import { instanceList } from './instances-loader'

/** How often the list refetches while an instance on the page is changing state. */
const POLL_MS = 2000

// spec §4: run states move on by themselves after start, stop and reboot; keep the shown
// page current until every instance on it has settled
const pollWhileTransitional = (data: { items: Instance[] } | undefined) =>
  data?.items.some((i) => isTransitional(i.runState)) ? POLL_MS : false

/** "stopped or failed", "running, starting, rebooting or failed" */
const orList = (states: readonly InstanceState[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(', ')} or ${states.at(-1)}` : states.join('')

/** Why a row action is off, from the allowed states of spec §4 (via `instanceCan`). */
const disabledReason = (action: InstanceAction, verb: string) =>
  `Only a ${orList(INSTANCE_ACTION_STATES[action])} instance can be ${verb}`

const col = createColumnHelper<Instance>()
const staticColumns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  col.accessor('ncpus', { header: 'CPU', cell: (info) => `${info.getValue()} vCPU` }),
  col.accessor('memory', { header: 'Memory', cell: (info) => formatBytes(info.getValue()) }),
  col.accessor('runState', {
    header: 'State',
    cell: (info) => <InstanceStateBadge state={info.getValue()} />,
  }),
  commonColumns<Instance>().created,
]

const instanceName = (name: string) => (
  <strong className="font-medium break-all text-default">{name}</strong>
)

export default function InstancesPage() {
  const { project } = useProjectParams()

  // Start is a plain menu item, so it reports its own error; the others go through the
  // confirm dialog, which shows the error toast (style §4: exactly one)
  const startInstance = useApiMutation(api.instanceStart, {
    onSuccess(_, { path }) {
      void invalidateEndpoint('instanceList')
      addToast({ variant: 'success', title: 'Starting instance', content: path.instance })
    },
    onError(error) {
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message })
    },
  })
  const stopInstance = useApiMutation(api.instanceStop, {
    onSuccess(_, { path }) {
      void invalidateEndpoint('instanceList')
      addToast({ variant: 'success', title: 'Stopping instance', content: path.instance })
    },
  })
  const rebootInstance = useApiMutation(api.instanceReboot, {
    onSuccess(_, { path }) {
      void invalidateEndpoint('instanceList')
      addToast({ variant: 'success', title: 'Rebooting instance', content: path.instance })
    },
  })
  const deleteInstance = useApiMutation(api.instanceDelete, {
    onSuccess(_, { path }) {
      void invalidateEndpoint('instanceList')
      addToast({ variant: 'success', title: 'Instance deleted', content: path.instance })
    },
  })

  // Stop and Reboot ask first, in the same words
  const confirmRunStateChange = (
    verb: 'Stop' | 'Reboot',
    name: string,
    doAction: () => Promise<unknown>,
  ) =>
    confirmAction({
      title: `${verb} instance`,
      message: (
        <>
          Are you sure you want to {verb.toLowerCase()} {instanceName(name)}?
        </>
      ),
      actionLabel: verb,
      actionType: 'danger',
      doAction,
      errorTitle: `Could not ${verb.toLowerCase()} instance`,
    })

  const columns = [
    ...staticColumns,
    actionsColumn<Instance>((instance) => {
      const params = { path: { instance: instance.name }, query: { project } }
      return [
        {
          label: 'Start',
          disabled: !instanceCan.start(instance) && disabledReason('start', 'started'),
          onActivate: () => startInstance.mutate(params),
        },
        {
          label: 'Stop',
          disabled: !instanceCan.stop(instance) && disabledReason('stop', 'stopped'),
          onActivate: () =>
            confirmRunStateChange('Stop', instance.name, () => stopInstance.mutateAsync(params)),
        },
        {
          label: 'Reboot',
          disabled: !instanceCan.reboot(instance) && disabledReason('reboot', 'rebooted'),
          onActivate: () =>
            confirmRunStateChange('Reboot', instance.name, () =>
              rebootInstance.mutateAsync(params),
            ),
        },
        {
          label: 'Delete',
          danger: true,
          disabled: !instanceCan.delete(instance) && disabledReason('delete', 'deleted'),
          onActivate: confirmDelete({
            resourceKind: 'instance',
            label: instance.name,
            doDelete: () => deleteInstance.mutateAsync(params),
          }),
        },
      ]
    }),
  ]

  return (
    <>
      <PageHeader title="Instances" />
      <QueryTable
        label="Instances"
        query={instanceList(project)}
        columns={columns}
        getRowId={(i) => i.id}
        refetchInterval={pollWhileTransitional}
        emptyState={<EmptyState title="No instances" body="This project has no instances yet." />}
      />
    </>
  )
}
