// Start, stop, reboot and delete of one instance, shared by the instances list (row
// actions) and the instance page (header buttons), so both follow spec §4 in the same
// words.
import type { Instance } from '~/api/__generated__/Api'
import { api, invalidateEndpoint, useApiMutation } from '~/api/client'
import {
  DISK_ACTION_STATES,
  INSTANCE_ACTION_STATES,
  instanceCan,
  isTransitional,
  type DiskAction,
  type InstanceAction,
} from '~/api/util'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import type { RowAction } from '~/ui/Table'
import { addToast } from '~/ui/toast-store'
import { pollListWhile, pollWhile } from '~/util/poll'

// spec §4: run states move on by themselves after start, stop and reboot; keep what is
// shown current until every instance on it has settled
/** `refetchInterval` of a page of instances: poll while any of them is transitional. */
export const pollWhileTransitional = pollListWhile((i: Instance) => isTransitional(i.runState))

/** `refetchInterval` of one instance's view, for its page. */
export const pollInstanceWhileTransitional = pollWhile((i: Instance) => isTransitional(i.runState))

/** "stopped or failed", "running, starting, rebooting or failed" */
const orList = (states: readonly string[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(', ')} or ${states.at(-1)}` : states.join('')

/** "a stopped", "an attached" */
const withArticle = (text: string) => `${/^[aeiou]/.test(text) ? 'an' : 'a'} ${text}`

/**
 * Why an instance action is off, from the allowed states of spec §4 (via `instanceCan`):
 * `instanceStateReason('attachDisk', 'can have disks attached')` reads "Only a creating or
 * stopped instance can have disks attached".
 */
export const instanceStateReason = (action: InstanceAction, phrase: string) =>
  `Only ${withArticle(orList(INSTANCE_ACTION_STATES[action]))} instance ${phrase}`

/** `instanceDisabledReason('start', 'started')`: "Only a stopped or failed instance can be started" */
export const instanceDisabledReason = (action: InstanceAction, verb: string) =>
  instanceStateReason(action, `can be ${verb}`)

/** Why a disk action is off (spec §4, via `diskCan`): "Only an attached disk can be detached" */
export const diskDisabledReason = (action: DiskAction, verb: string) =>
  `Only ${withArticle(orList(DISK_ACTION_STATES[action]))} disk can be ${verb}`

/** The reason when `instanceCan[action]` says no, else `false` (a `RowAction.disabled`). */
export const disabledUnless = (instance: Instance, action: InstanceAction, verb: string) =>
  !instanceCan[action](instance) && instanceDisabledReason(action, verb)

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
const refreshInstances = () => {
  void invalidateEndpoint('instanceList')
  void invalidateEndpoint('instanceView')
}

type Options = {
  /** Runs after a delete succeeded, e.g. to leave the deleted instance's page. */
  onDelete?: () => void
}

/**
 * Returns `(instance) => actions`: Start, Stop, Reboot and Delete of an instance of
 * `project`, each disabled with its reason when the run state does not allow it.
 */
export function useInstanceActions(project: string, { onDelete }: Options = {}) {
  // Start runs straight away, so it reports its own error; the others go through the
  // confirm dialog, which shows the error toast (style §4: exactly one)
  const startInstance = useApiMutation(api.instanceStart, {
    onSuccess(_, { path }) {
      refreshInstances()
      addToast({ variant: 'success', title: 'Starting instance', content: path.instance })
    },
    onError(error) {
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message })
    },
  })
  const stopInstance = useApiMutation(api.instanceStop, {
    onSuccess(_, { path }) {
      refreshInstances()
      addToast({ variant: 'success', title: 'Stopping instance', content: path.instance })
    },
  })
  const rebootInstance = useApiMutation(api.instanceReboot, {
    onSuccess(_, { path }) {
      refreshInstances()
      addToast({ variant: 'success', title: 'Rebooting instance', content: path.instance })
    },
  })
  const deleteInstance = useApiMutation(api.instanceDelete, {
    onSuccess(_, { path }) {
      // not the instance's own view: it is gone, and a refetch would be a 404
      void invalidateEndpoint('instanceList')
      addToast({ variant: 'success', title: 'Instance deleted', content: path.instance })
      onDelete?.()
    },
  })

  return (instance: Instance): RowAction[] => {
    const params = { path: { instance: instance.name }, query: { project } }
    return [
      {
        label: 'Start',
        disabled: disabledUnless(instance, 'start', 'started'),
        onActivate: () => startInstance.mutate(params),
      },
      {
        label: 'Stop',
        disabled: disabledUnless(instance, 'stop', 'stopped'),
        onActivate: () =>
          confirmRunStateChange('Stop', instance.name, () => stopInstance.mutateAsync(params)),
      },
      {
        label: 'Reboot',
        disabled: disabledUnless(instance, 'reboot', 'rebooted'),
        onActivate: () =>
          confirmRunStateChange('Reboot', instance.name, () => rebootInstance.mutateAsync(params)),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: disabledUnless(instance, 'delete', 'deleted'),
        onActivate: confirmDelete({
          resourceKind: 'instance',
          label: instance.name,
          doDelete: () => deleteInstance.mutateAsync(params),
        }),
      },
    ]
  }
}
