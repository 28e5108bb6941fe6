// Start, stop, reboot and delete of one instance, shared by the instances list (row
// actions) and the instance page (header buttons), so both follow spec §4 in the same
// words.
import type { Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { instanceDisabledReason } from '~/api/action-reasons'
import { firstReason } from '~/api/action-reasons'
import { commandsOf } from '~/api/copy-as/load'
import { isTransitional, type InstanceAction } from '~/api/util'
import { useProjectAccess } from '~/hooks/use-project-access'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import type { RowAction } from '~/ui/RowActions'
import { addToast } from '~/ui/toast-store'
import { pollListWhile, pollWhile } from '~/util/poll'

// spec §4: run states move on by themselves after start, stop and reboot; keep what is
// shown current until every instance on it has settled
/** `refetchInterval` of a page of instances: poll while any of them is transitional. */
export const pollWhileTransitional = pollListWhile((i: Instance) => isTransitional(i.runState))

/** `refetchInterval` of one instance's view, for its page. */
export const pollInstanceWhileTransitional = pollWhile((i: Instance) => isTransitional(i.runState))

const instanceName = (name: string) => (
  <strong className="font-medium break-all text-default">{name}</strong>
)

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

// the list and the instance page both show the run state
const RUN_STATE_READS = ['instanceList', 'instanceView'] as const

type Options = {
  /** Runs after a delete succeeded, e.g. to leave the deleted instance's page. */
  onDelete?: () => void
}

/**
 * Returns `(instance) => actions`: Start, Stop, Reboot and Delete of an instance of
 * `project`, each disabled with its reason when the user's project role or the run state
 * does not allow it (the role's reason first: it holds whatever the state).
 */
export function useInstanceActions(project: string, { onDelete }: Options = {}) {
  const roleReason = useProjectAccess(project).changeReason('instances')
  const reason = (instance: Instance, action: InstanceAction) =>
    firstReason(roleReason, instanceDisabledReason(instance, action))
  // Start runs straight away, so it reports its own error; the others go through the
  // confirm dialog, which shows the error toast (style §4: exactly one)
  const startInstance = useApiMutation(api.instanceStart, {
    invalidates: RUN_STATE_READS,
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Starting instance', content: path.instance })
    },
    onError(error) {
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message })
    },
  })
  const stopInstance = useApiMutation(api.instanceStop, {
    invalidates: RUN_STATE_READS,
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Stopping instance', content: path.instance })
    },
  })
  const rebootInstance = useApiMutation(api.instanceReboot, {
    invalidates: RUN_STATE_READS,
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Rebooting instance', content: path.instance })
    },
  })
  const deleteInstance = useApiMutation(api.instanceDelete, {
    // not the instance's own view: it is gone, and a refetch would be a 404
    invalidates: ['instanceList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Instance deleted', content: path.instance })
      onDelete?.()
    },
  })

  return (instance: Instance): RowAction[] => {
    const params = { path: { instance: instance.name }, query: { project } }
    return [
      {
        label: 'Start',
        disabled: reason(instance, 'start'),
        onActivate: () => startInstance.mutate(params),
        commands: commandsOf({ op: 'instanceStart', params }),
      },
      {
        label: 'Stop',
        disabled: reason(instance, 'stop'),
        onActivate: () =>
          confirmRunStateChange('Stop', instance.name, () => stopInstance.mutateAsync(params)),
        commands: commandsOf({ op: 'instanceStop', params }),
      },
      {
        label: 'Reboot',
        disabled: reason(instance, 'reboot'),
        onActivate: () =>
          confirmRunStateChange('Reboot', instance.name, () => rebootInstance.mutateAsync(params)),
        commands: commandsOf({ op: 'instanceReboot', params }),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: reason(instance, 'delete'),
        onActivate: confirmDelete({
          resourceKind: 'instance',
          label: instance.name,
          doDelete: () => deleteInstance.mutateAsync(params),
        }),
        commands: commandsOf({ op: 'instanceDelete', params }),
      },
    ]
  }
}
