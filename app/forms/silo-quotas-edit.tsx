// Changing a silo's quotas, from its quotas tab (the spec gives it no route). Each field
// says what the silo holds now; only the quotas changed are sent.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { VirtualResourceCounts } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { siloUtilizationView } from '~/api/queries/silos'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/ui/toast-store'

import { QuotasFields } from './silo-quotas-fields'
import { fromQuotas, quotasSchema, toQuotasUpdate, type QuotasValues } from './silo-quotas-values'
import { readNow, useEditConflict } from './use-edit-conflict'

const schema = z.object({ quotas: quotasSchema })
type Values = z.infer<typeof schema>

const showQuotas = (q: QuotasValues) =>
  `${q.cpus} vCPUs, ${q.memory} GiB memory, ${q.storage} ${q.storageUnit} storage`

type Props = {
  silo: string
  /** the quotas as the tab shows them */
  current: VirtualResourceCounts
  provisioned: VirtualResourceCounts
  onDismiss: () => void
}

export function SiloQuotasEditForm({ silo, current, provisioned, onDismiss }: Props) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { quotas: fromQuotas(current) },
  })
  const update = useApiMutation(api.siloQuotasUpdate, {
    invalidates: [
      'siloUtilizationView',
      'siloQuotasView',
      'siloUtilizationList',
      'systemQuotasList',
    ],
    onSuccess() {
      addToast({ variant: 'success', title: 'Quotas updated', content: silo })
      onDismiss()
    },
  })
  // What the form sends: its save and its "Copy as" menu share it. Only the quotas changed
  // are sent: from the values read at the save, or (to copy) those the form opened with.
  const toRequest = ({ quotas }: Values, base: VirtualResourceCounts = current) => ({
    op: 'siloQuotasUpdate' as const,
    params: { path: { silo }, body: toQuotasUpdate(quotas, base) },
  })
  // quotas have no time_modified: the values as the form opened are compared with now's
  const conflict = useEditConflict({
    opened: current,
    read: async () => (await readNow(siloUtilizationView(silo))).allocated,
    toValues: (q: VirtualResourceCounts): Values => ({ quotas: fromQuotas(q) }),
    fields: { quotas: { label: 'Quotas', show: showQuotas } },
    form,
    save: async (values, now) => {
      await update.mutateAsync(toRequest(values, now).params)
    },
    noun: 'silo’s quotas',
  })
  return (
    <>
      <SideModalForm
        title="Edit quotas"
        subtitle={`Silo ${silo}`}
        form={form}
        onSubmit={conflict.submit}
        copyAs={(values) => toRequest(values)}
        onDismiss={onDismiss}
        submitLabel="Update quotas"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <p className="text-sm text-secondary">
          The most the silo&apos;s projects may hold at once, all together. 0 means none at all.
        </p>
        <QuotasFields control={form.control} provisioned={provisioned} />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
