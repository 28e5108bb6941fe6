import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { IpVersion, PoolSelector } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { dualStackEphemeral } from '~/api/queries/instances'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { ModalForm } from '~/components/form/ModalForm'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

// '' = the silo's default pool (of the chosen IP version), which the API picks when no pool
// is named
const schema = z.object({ pool: z.string(), ipVersion: z.enum(['v4', 'v6']) })
type Values = z.infer<typeof schema>

export const IP_VERSION_LABELS: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

type Props = {
  project: string
  instance: string
  /**
   * Where the rack has dual-stack ephemeral IPs, the IP versions the instance may still
   * take one of (the first is chosen); otherwise undefined
   */
  versions?: IpVersion[]
  onDismiss: () => void
}

/** A pool by name, or the silo's default pool (of `ipVersion` where the rack has versions) */
export const ephemeralPoolSelector = (pool: string, ipVersion?: IpVersion): PoolSelector =>
  pool ? { type: 'explicit', pool } : { type: 'auto', ipVersion }

export function EphemeralIpAttachForm({ project, instance, versions, onDismiss }: Props) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { pool: '', ipVersion: versions?.[0] ?? 'v4' },
  })
  const pools = useQuery(ipPoolPicker)
  const dualStack = useQuery(dualStackEphemeral)
  const ipVersion = form.watch('ipVersion')
  // an older rack chooses its pool by name alone: every pool is offered
  const ofVersion = (pools.data?.items ?? []).filter((p) => !versions || p.ipVersion === ipVersion)
  const defaultPool = ofVersion.find((p) => p.isDefault)
  const attach = useApiMutation(api.instanceEphemeralIpAttach, {
    invalidates: ['instanceExternalIpList'],
    onSuccess(ip) {
      addToast({ variant: 'success', title: 'Ephemeral IP attached', content: ip.ip })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({ pool, ipVersion }: Values) => ({
    op: 'instanceEphemeralIpAttach' as const,
    params: {
      path: { instance },
      query: { project },
      body: { poolSelector: ephemeralPoolSelector(pool, versions ? ipVersion : undefined) },
    },
  })
  return (
    <ModalForm
      title="Attach ephemeral IP"
      form={form}
      onSubmit={(values) => attach.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Attach"
      loading={attach.isPending}
      submitError={attach.error}
    >
      {versions && (
        <RadioField
          control={form.control}
          name="ipVersion"
          label="IP version"
          options={versions.map((v) => ({ value: v, label: IP_VERSION_LABELS[v] }))}
          // a pool holds addresses of one version
          onChange={() => form.setValue('pool', '')}
        />
      )}
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        placeholder={defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default'}
        items={ofVersion.filter((p) => !p.isDefault).map((p) => ({ value: p.name, label: p.name }))}
        hint="The address is taken from this pool and released when it is detached"
      />
      {dualStack.data && !dualStack.data.available && (
        <p className="text-sans-md text-secondary">{dualStack.data.reason}</p>
      )}
    </ModalForm>
  )
}
