// Link an IP pool to a silo, from the pool's linked silos tab: the silo's projects may then
// take addresses from the pool. A silo has at most one default pool, used when no pool is
// named; making this pool the default takes that role from the silo's current default,
// which the form names before anything changes.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { api, callApi, invalidateAll } from '~/api/client'
import { ipPoolSiloPicker, linkableSiloPicker, siloIpPoolPicker } from '~/api/queries/ip-pools'
import { CheckboxField } from '~/components/form/CheckboxField'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

const schema = z.object({
  silo: z.string().min(1, 'Silo is required'),
  makeDefault: z.boolean(),
})

type Values = z.infer<typeof schema>

type Props = { pool: string; onDismiss: () => void }

export function IpPoolSiloLinkForm({ pool, onDismiss }: Props) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { silo: '', makeDefault: false },
  })
  const [silo, makeDefault] = useWatch({ control: form.control, name: ['silo', 'makeDefault'] })

  const silos = useQuery(linkableSiloPicker)
  const links = useQuery(ipPoolSiloPicker(pool))
  const linked = new Set(links.data?.items.map((l) => l.siloId))
  const choices =
    silos.data && links.data
      ? silos.data.items
          .filter((s) => !linked.has(s.id))
          .map((s) => ({ value: s.name, label: s.name }))
      : undefined

  // the chosen silo's current default, to say what making this one the default replaces
  const siloPools = useQuery({ ...siloIpPoolPicker(silo), enabled: !!silo && makeDefault })
  const currentDefault = siloPools.data?.items.find((p) => p.isDefault)

  // A link made by an earlier submit whose default change failed: the retry only makes it
  // the default, instead of failing on the link that now exists.
  const linkedSilo = useRef<string | null>(null)

  const link = useMutation({
    async mutationFn(values: Values) {
      if (linkedSilo.current !== values.silo) {
        // linked as a plain pool first: a silo that has a default refuses a second one,
        // while setting the default below replaces the old one
        await callApi(api.systemIpPoolSiloLink, {
          path: { pool },
          body: { silo: values.silo, isDefault: false },
        })
        linkedSilo.current = values.silo
        invalidateAll(['systemIpPoolSiloList', 'siloIpPoolList'])
      }
      if (values.makeDefault) {
        await callApi(api.systemIpPoolSiloUpdate, {
          path: { pool, silo: values.silo },
          body: { isDefault: true },
        })
      }
    },
    onSuccess(_, values) {
      invalidateAll(['systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList'])
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
        hint="Projects of the silo may take addresses from this pool"
        placeholder={
          !choices ? 'Loading…' : choices.length === 0 ? 'Every silo is linked' : 'Select a silo'
        }
        items={choices ?? []}
      />
      <CheckboxField
        control={form.control}
        name="makeDefault"
        hint="Addresses come from the default pool when none is named"
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
