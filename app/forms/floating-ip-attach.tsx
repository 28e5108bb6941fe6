import type { FloatingIp } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { PickOneForm } from '~/components/form/PickOneForm'
import { addToast } from '~/ui/toast-store'

type Props = {
  project: string
  instance: string
  /** The project's floating IPs not attached to any instance */
  available: FloatingIp[]
  onDismiss: () => void
}

export function FloatingIpAttachForm({ project, instance, available, onDismiss }: Props) {
  const attach = useApiMutation(api.floatingIpAttach, {
    invalidates: ['instanceExternalIpList', 'floatingIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Floating IP attached', content: ip.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (floatingIp: string) => ({
    op: 'floatingIpAttach' as const,
    params: {
      path: { floatingIp },
      query: { project },
      body: { kind: 'instance' as const, parent: instance },
    },
  })
  return (
    <PickOneForm
      title="Attach floating IP"
      label="Floating IP"
      hint="Traffic to the floating IP will reach this instance, as its VPC's firewall rules allow."
      items={available.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
      emptyText="No free floating IPs in this project"
      placeholder="Choose a floating IP"
      submitLabel="Attach"
      loading={attach.isPending}
      error={attach.error}
      onPick={(floatingIp) => attach.mutate(toRequest(floatingIp).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
    />
  )
}

type ToInstanceProps = {
  project: string
  floatingIp: FloatingIp
  /** The project's instances, with the run state each is in */
  instances: Array<{ name: string; runState: string }> | undefined
  onDismiss: () => void
}

/** The same attach from the floating IP's side (the floating IPs list): pick an instance */
export function FloatingIpToInstanceForm({
  project,
  floatingIp,
  instances,
  onDismiss,
}: ToInstanceProps) {
  const attach = useApiMutation(api.floatingIpAttach, {
    invalidates: ['instanceExternalIpList', 'floatingIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Floating IP attached', content: ip.name })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (instance: string) => ({
    op: 'floatingIpAttach' as const,
    params: {
      path: { floatingIp: floatingIp.name },
      query: { project },
      body: { kind: 'instance' as const, parent: instance },
    },
  })
  return (
    <PickOneForm
      title={`Attach ${floatingIp.name}`}
      label="Instance"
      hint={`Traffic to ${floatingIp.ip} will reach the instance, as its VPC's firewall rules allow.`}
      items={instances?.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
      emptyText="No instances in this project"
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
