// Changing a sled's provision policy (spec §4), confirmed after a preview of what it does:
// the instances on the sled now, which stay there, and the rack's room for new instances
// before and after. A sled made non-provisionable keeps running what it runs; Nexus just
// stops placing new instances on it.
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import type { Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { sledInstancePicker, sledPicker } from '~/api/queries/hardware'
import { otherProvisionPolicy, PROVISION_POLICY_LABEL } from '~/api/sled-policy'
import { CopyAsSlot } from '~/components/form/CopyAsSlot'
import { errorDetail, InlineError } from '~/components/InlineError'
import { Modal } from '~/ui/Modal'
import { Spinner } from '~/ui/Spinner'
import { addToast } from '~/ui/toast-store'
import { formatBytes, formatNumber } from '~/util/format'

import { capacityPreview, type Capacity, type CapacityPreview } from './sled-capacity'

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`

const CAPACITY_ROWS: Array<[string, (c: Capacity) => string]> = [
  ['Provisionable sleds', (c) => formatNumber(c.sleds)],
  ['Hardware threads', (c) => formatNumber(c.threads)],
  ['RAM', (c) => formatBytes(c.ram)],
]

function CapacityTable({ preview }: { preview: CapacityPreview }) {
  const cell = 'px-3 py-1.5 text-right tabular-nums'
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-xs font-medium tracking-wide text-secondary uppercase">
        Room for new instances in this rack
      </caption>
      <thead>
        <tr className="border-b border-default text-xs text-secondary">
          <td />
          <th scope="col" className={`${cell} font-medium`}>
            Now
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {CAPACITY_ROWS.map(([label, format]) => (
          <tr key={label} className="border-b border-default last:border-b-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {label}
            </th>
            <td className={`${cell} text-default`}>{format(preview.before)}</td>
            <td className={`${cell} font-medium text-default`}>{format(preview.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function SledSetProvisionPolicyDialog({
  sled,
  onDismiss,
}: {
  sled: Sled
  onDismiss: () => void
}) {
  const serial = sled.baseboard.serial
  const to = otherProvisionPolicy(sled)
  const stopping = to === 'non_provisionable'
  const label = PROVISION_POLICY_LABEL[to]

  // shown in the dialog whatever they answer: the preview informs, it does not decide
  const sleds = useQuery({ ...sledPicker, throwOnError: false })
  const instances = useQuery({ ...sledInstancePicker(sled.id), throwOnError: false })
  const failed = [sleds, instances].find((q) => q.error)

  // what the dialog sends: its confirm and its "Copy as" menu share it
  const toRequest = () => ({
    op: 'sledSetProvisionPolicy' as const,
    params: { path: { sledId: sled.id }, body: { state: to } },
  })
  // the menu reads a form's values; this dialog asks nothing, so its form has no fields
  const noFields = useForm()

  const setPolicy = useApiMutation(api.sledSetProvisionPolicy, {
    invalidates: ['sledList', 'sledView'],
    onSuccess({ newState }) {
      addToast({
        variant: 'success',
        title: `Sled marked ${PROVISION_POLICY_LABEL[newState]}`,
        content: serial,
      })
    },
  })

  // spec §4: loading while it runs, an error notification on failure, closed either way
  async function confirm() {
    try {
      await setPolicy.mutateAsync(toRequest().params)
    } catch (error) {
      addToast({
        variant: 'error',
        title: 'Could not change provision policy',
        content: errorDetail(error),
      })
    } finally {
      onDismiss()
    }
  }

  const preview =
    sleds.data && instances.data
      ? capacityPreview({ sled, to, sleds: sleds.data.items, instances: instances.data.items })
      : null

  let previewBody
  if (failed) {
    previewBody = (
      <InlineError
        error={failed.error}
        retrying={sleds.isFetching || instances.isFetching}
        onRetry={() => {
          void sleds.refetch()
          void instances.refetch()
        }}
      />
    )
  } else if (!preview) {
    previewBody = <Spinner label="Reading the sled’s instances and the rack’s capacity" />
  } else {
    const { load } = preview
    previewBody = (
      <>
        {stopping && (
          <p>
            {load.instances === 0
              ? 'No instances run on this sled now.'
              : `Running on this sled now: ${plural(load.instances, 'instance', 'instances')}, ${plural(load.cpus, 'vCPU', 'vCPUs')} and ${formatBytes(load.memory)} of memory.`}
          </p>
        )}
        <CapacityTable preview={preview} />
        {preview.noneLeft && (
          <p className="rounded-md border border-notice/40 bg-notice/10 px-3 py-2 text-notice">
            No sled in this rack would take new instances: creating or starting an instance will
            fail until a sled is provisionable again.
          </p>
        )}
      </>
    )
  }

  return (
    <Modal
      isOpen
      title={`Mark sled ${label}`}
      // a request on its way is not abandoned: its outcome is about to be reported
      onDismiss={() => !setPolicy.isPending && onDismiss()}
    >
      <Modal.Body className="space-y-4">
        <p>
          {stopping ? (
            <>
              New instances will no longer be placed on sled {strong(serial)}. Instances running
              there now keep running on it.
            </>
          ) : (
            <>New instances may be placed on sled {strong(serial)} again.</>
          )}
        </p>
        <div aria-live="polite" className="space-y-4">
          {previewBody}
        </div>
      </Modal.Body>
      <Modal.Footer
        actionText={`Mark ${label}`}
        actionType={stopping ? 'danger' : 'primary'}
        actionLoading={setPolicy.isPending}
        onAction={() => void confirm()}
        // the preview is what this dialog is for: read it first (a failed one does not block)
        disabled={!preview && !failed}
        disabledReason={!preview && !failed ? 'Reading the preview' : undefined}
      >
        <CopyAsSlot form={noFields} copyAs={toRequest} />
      </Modal.Footer>
    </Modal>
  )
}
