// Link a pool (an IP pool or a subnet pool) to a silo, from the pool's linked silos tab:
// the silo's projects may then take from the pool. A silo has a default pool (one per IP
// version for subnet pools), used when no pool is named; making this pool the default
// takes that role from the silo's current one, which the form names before anything
// changes. The two kinds of pool differ only in their operations and words.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { type api, invalidateAll, type PageQuery } from '~/api/client'
import type { CopyRequest } from '~/api/copy-as/request'
import { linkableSiloPicker } from '~/api/queries/ip-pools'
import { CheckboxField } from '~/components/form/CheckboxField'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

const schema = z.object({
  silo: z.string().min(1, 'Silo is required'),
  makeDefault: z.boolean(),
})

type Values = z.infer<typeof schema>

type SiloPool = { name: string; isDefault: boolean }

/** What one kind of pool brings to the form */
export type PoolLinking<P extends SiloPool> = {
  /** The pool's links, to offer only the silos not linked yet */
  links: (pool: string) => PageQuery<{ items: { siloId: string }[] }>
  /** A silo's pools, to find the default this pool would replace */
  siloPools: (silo: string) => PageQuery<{ items: P[] }>
  /** Which of a silo's pools is the default this pool would replace */
  replaces: (siloPool: P) => boolean
  link: (pool: string, silo: string) => Promise<unknown>
  /** The request `link` sends, for the form's "Copy as" menu */
  linkRequest: (pool: string, silo: string) => CopyRequest
  makeDefault: (pool: string, silo: string) => Promise<unknown>
  /** The reads a link makes stale, by operation */
  reads: readonly (keyof typeof api)[]
  hints: { silo: string; makeDefault: string }
}

type Props<P extends SiloPool> = {
  pool: string
  linking: PoolLinking<P>
  onDismiss: () => void
}

export function PoolSiloLinkForm<P extends SiloPool>({ pool, linking, onDismiss }: Props<P>) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { silo: '', makeDefault: false },
  })
  const [silo, makeDefault] = useWatch({ control: form.control, name: ['silo', 'makeDefault'] })

  const silos = useQuery(linkableSiloPicker)
  const links = useQuery(linking.links(pool))
  const linked = new Set(links.data?.items.map((l) => l.siloId))
  const choices =
    silos.data && links.data
      ? silos.data.items
          .filter((s) => !linked.has(s.id))
          .map((s) => ({ value: s.name, label: s.name }))
      : undefined

  // the chosen silo's default now, to say what making this one the default replaces
  const siloPools = useQuery({ ...linking.siloPools(silo), enabled: !!silo && makeDefault })
  const currentDefault = siloPools.data?.items.find((p) => p.isDefault && linking.replaces(p))

  // A link made by an earlier submit whose default change failed: the retry only makes it
  // the default, instead of failing on the link that now exists.
  const linkedSilo = useRef<string | null>(null)

  const link = useMutation({
    async mutationFn(values: Values) {
      if (linkedSilo.current !== values.silo) {
        // linked as a plain pool first: Nexus refuses a second default, while setting the
        // default below replaces the old one
        await linking.link(pool, values.silo)
        linkedSilo.current = values.silo
        invalidateAll(linking.reads)
      }
      if (values.makeDefault) await linking.makeDefault(pool, values.silo)
    },
    onSuccess(_, values) {
      invalidateAll(linking.reads)
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
      // the link; making the pool the default after it is a second request
      copyAs={(values) => linking.linkRequest(pool, values.silo)}
      onDismiss={onDismiss}
      submitLabel="Link silo"
      loading={link.isPending}
      submitError={link.error ?? silos.error ?? links.error}
    >
      <SelectField
        control={form.control}
        name="silo"
        label="Silo"
        hint={linking.hints.silo}
        placeholder={
          !choices ? 'Loading…' : choices.length === 0 ? 'Every silo is linked' : 'Select a silo'
        }
        items={choices ?? []}
      />
      <CheckboxField control={form.control} name="makeDefault" hint={linking.hints.makeDefault}>
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
