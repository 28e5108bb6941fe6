// Link a subnet pool to a silo, from the pool's linked silos tab: the silo's projects may
// then take external subnets from the pool. A silo has at most one default pool per IP
// version, used when no pool is named; making this pool the default takes that role from
// the silo's current default of its version, which the form names before anything changes.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import type { IpVersion } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi, invalidateAll } from '~/api/client'
import { linkableSiloPicker } from '~/api/queries/ip-pools'
import { siloSubnetPoolPicker, subnetPoolSiloPicker } from '~/api/queries/subnet-pools'
import { CheckboxField } from '~/components/form/CheckboxField'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

const schema = z.object({
  silo: z.string().min(1, 'Silo is required'),
  makeDefault: z.boolean(),
})

type Values = z.infer<typeof schema>

type Props = { pool: string; version: IpVersion; onDismiss: () => void }

const LINK_READS = ['systemSubnetPoolSiloList', 'siloSubnetPoolList'] as const

export function SubnetPoolSiloLinkForm({ pool, version, onDismiss }: Props) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { silo: '', makeDefault: false },
  })
  const [silo, makeDefault] = useWatch({ control: form.control, name: ['silo', 'makeDefault'] })

  const silos = useQuery(linkableSiloPicker)
  const links = useQuery(subnetPoolSiloPicker(pool))
  const linked = new Set(links.data?.items.map((l) => l.siloId))
  const choices =
    silos.data && links.data
      ? silos.data.items
          .filter((s) => !linked.has(s.id))
          .map((s) => ({ value: s.name, label: s.name }))
      : undefined

  // the chosen silo's default of this version now, to say what this link replaces
  const siloPools = useQuery({ ...siloSubnetPoolPicker(silo), enabled: !!silo && makeDefault })
  const currentDefault = siloPools.data?.items.find((p) => p.isDefault && p.ipVersion === version)

  // A link made by an earlier submit whose default change failed: the retry only makes it
  // the default, instead of failing on the link that now exists.
  const linkedSilo = useRef<string | null>(null)

  const link = useMutation({
    async mutationFn(values: Values) {
      if (linkedSilo.current !== values.silo) {
        // linked as a plain pool first: Nexus refuses a second default of a version,
        // while setting the default below demotes the old one
        await callApi(api.systemSubnetPoolSiloLink, {
          path: { pool },
          body: { silo: values.silo, isDefault: false },
        })
        linkedSilo.current = values.silo
        invalidateAll(LINK_READS)
      }
      if (values.makeDefault) {
        await callApi(api.systemSubnetPoolSiloUpdate, {
          path: { pool, silo: values.silo },
          body: { isDefault: true },
        })
      }
    },
    onSuccess(_, values) {
      invalidateAll(LINK_READS)
      addToast({
        variant: 'success',
        title: values.makeDefault ? 'Silo linked, pool is its default' : 'Silo linked',
        content: values.silo,
      })
      onDismiss()
    },
  })

  return (
    <ModalForm
      title="Link silo"
      form={form}
      onSubmit={(values) => link.mutate(values)}
      onDismiss={onDismiss}
      submitLabel="Link silo"
      loading={link.isPending}
      submitError={link.error ?? silos.error ?? links.error}
    >
      <SelectField
        control={form.control}
        name="silo"
        label="Silo"
        hint="Projects of the silo may take external subnets from this pool"
        placeholder={
          !choices ? 'Loading…' : choices.length === 0 ? 'Every silo is linked' : 'Select a silo'
        }
        items={choices ?? []}
      />
      <CheckboxField
        control={form.control}
        name="makeDefault"
        hint={`External subnets come from the silo’s default ${version === 'v4' ? 'IPv4' : 'IPv6'} pool when none is named`}
      >
        Make this the silo’s default pool
      </CheckboxField>
      {makeDefault && currentDefault && currentDefault.name !== pool && (
        <p className="text-sm text-secondary" role="status">
          <strong className="font-medium text-default">{currentDefault.name}</strong> is the default
          of {silo} now; this pool will take its place, and {currentDefault.name} stays linked.
        </p>
      )}
    </ModalForm>
  )
}
