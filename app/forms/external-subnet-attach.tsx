// Attach an external subnet to an instance of its project, from the subnets list.
import type { ExternalSubnet, Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { instanceActionRule, instanceActionStatesText } from '~/api/action-reasons'
import { api, useApiMutation } from '~/api/client'
import { instanceCan } from '~/api/util'
import { PickOneForm } from '~/components/form/PickOneForm'
import { addToast } from '~/ui/toast-store'

type Props = {
  project: string
  subnet: ExternalSubnet
  /** The project's instances; `undefined` while they load */
  instances: Instance[] | undefined
  onDismiss: () => void
}

export function ExternalSubnetAttachForm({ project, subnet, instances, onDismiss }: Props) {
  const attach = useApiMutation(api.externalSubnetAttach, {
    invalidates: ['externalSubnetList', 'instanceExternalSubnetList'],
    onSuccess(attached) {
      addToast({ variant: 'success', title: 'External subnet attached', content: attached.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (instance: string) => ({
    op: 'externalSubnetAttach' as const,
    params: { path: { externalSubnet: subnet.name }, query: { project }, body: { instance } },
  })
  return (
    <PickOneForm
      title={`Attach ${subnet.name}`}
      label="Instance"
      hint={`The instance will be reachable at every address of ${subnet.subnet}, as its VPC's firewall rules allow. ${instanceActionRule('changeExternalSubnets')}, and it needs an address of the subnet's IP version.`}
      items={instances
        ?.filter(instanceCan.changeExternalSubnets)
        .map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
      emptyText={`No ${instanceActionStatesText('changeExternalSubnets')} instances in this project`}
      placeholder="Choose an instance"
      submitLabel="Attach"
      loading={attach.isPending}
      error={attach.error}
      onPick={(instance) => attach.mutate(toRequest(instance).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
    />
  )
}
