// Making one of a silo's users its admin, from the silo's readiness checklist (an operator's
// page; the silo's own access page is only for its own users). Like every policy change it
// reads the policy afresh and writes it whole, so a change made since the page loaded stays.
import { useMutation, useQuery } from '@tanstack/react-query'

import { api, callApi, invalidateAll } from '~/api/client'
import { siloUserPicker, systemSiloPolicyView } from '~/api/queries/silos'
import { updateRole, type Policy } from '~/api/roles'
import { PickOneForm } from '~/components/form/PickOneForm'
import { addToast } from '~/ui/toast-store'

type Props = {
  silo: string
  onDismiss: () => void
}

export function SiloAdminAddForm({ silo, onDismiss }: Props) {
  const users = useQuery({ ...siloUserPicker(silo), throwOnError: false })
  // What the form sends: the policy with the user made admin, written whole. Its submit
  // applies that to the policy read afresh; its "Copy as" menu to the one this form read.
  const toRequest = (policy: Policy, userId: string) => ({
    op: 'siloPolicyUpdate' as const,
    params: {
      path: { silo },
      body: updateRole(policy, {
        identityId: userId,
        identityType: 'silo_user',
        roleName: 'admin',
      }),
    },
  })
  const policy = useQuery({ ...systemSiloPolicyView(silo), throwOnError: false })
  const makeAdmin = useMutation({
    async mutationFn(userId: string) {
      const current = await callApi(api.siloPolicyView, { path: { silo } })
      return callApi(api.siloPolicyUpdate, toRequest(current, userId).params)
    },
    onSuccess(_, userId) {
      invalidateAll(['siloPolicyView'])
      const name = users.data?.items.find((u) => u.id === userId)?.displayName ?? userId
      addToast({ variant: 'success', title: 'Silo admin added', content: name })
      onDismiss()
    },
  })
  return (
    <PickOneForm
      title="Make a user silo admin"
      label="User"
      hint="They can then give the silo's users and groups roles on it and on its projects."
      items={users.data?.items.map((u) => ({ value: u.id, label: u.displayName }))}
      emptyText="This silo has no users yet"
      placeholder="Select a user"
      submitLabel="Make admin"
      loading={makeAdmin.isPending}
      error={users.error ?? makeAdmin.error}
      onPick={(userId) => makeAdmin.mutate(userId)}
      copyAs={(userId) => policy.data && toRequest(policy.data, userId)}
      onDismiss={onDismiss}
    />
  )
}
