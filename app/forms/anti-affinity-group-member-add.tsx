import { useQuery } from '@tanstack/react-query'

import { api, PICKER_PAGE_SIZE, useApiMutation } from '~/api/client'
import { instancePicker } from '~/api/queries/instances'
import { hasNextPage } from '~/api/util'
import { PickOneForm } from '~/components/form/PickOneForm'
import { addToast } from '~/ui/toast-store'

type Props = {
  project: string
  antiAffinityGroup: string
  /** Ids of the group's current members, left out of the choices. */
  memberIds: ReadonlySet<string>
  onDismiss: () => void
}

/** "Add instance" on an anti-affinity group's page: pick one of the project's other instances. */
export function AntiAffinityGroupMemberAddForm({
  project,
  antiAffinityGroup,
  memberIds,
  onDismiss,
}: Props) {
  // the API has no filter for "not in this group": take every instance, leave members out
  const instances = useQuery(instancePicker(project))
  const add = useApiMutation(api.antiAffinityGroupMemberInstanceAdd, {
    invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
    onSuccess(member) {
      addToast({
        variant: 'success',
        title: 'Instance added to anti-affinity group',
        content: member.value.name,
      })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (instance: string) => ({
    op: 'antiAffinityGroupMemberInstanceAdd' as const,
    params: { path: { antiAffinityGroup, instance }, query: { project } },
  })
  const truncated = instances.data && hasNextPage(instances.data, PICKER_PAGE_SIZE)
  return (
    <PickOneForm
      title="Add instance to group"
      label="Instance"
      hint={
        'Only an instance that is not running can join; stop it first.' +
        (truncated ? ` Showing the first ${PICKER_PAGE_SIZE} instances of the project.` : '')
      }
      items={instances.data?.items
        .filter((i) => !memberIds.has(i.id))
        .map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
      emptyText="No instances left to add"
      placeholder="Select an instance"
      submitLabel="Add to group"
      loading={add.isPending}
      error={add.error ?? instances.error}
      onPick={(instance) => add.mutate(toRequest(instance).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
    />
  )
}
