// Create a support bundle. Nexus's create takes no body (it records its own reason), so the
// form only says what a bundle holds and costs; once created, the dialog follows the bundle
// from collecting to active, then offers to close.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { SupportBundleInfo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, apiQuery, useApiMutation } from '~/api/client'
import { bundleIsChanging } from '~/api/support-bundle-rules'
import { ModalForm } from '~/components/form/ModalForm'
import { SupportBundleStateBadge } from '~/components/SupportBundleStateBadge'
import { Button } from '~/ui/Button'
import { Modal } from '~/ui/Modal'
import { SpinnerIcon } from '~/ui/Spinner'
import { addToast } from '~/ui/toast-store'
import { pollWhile } from '~/util/poll'

// the view of the bundle just made, polled until it is collected (or fails)
const pollWhileChanging = pollWhile((b: SupportBundleInfo) => bundleIsChanging(b.state))

// what the form sends (a bundle of everything: the form asks nothing), for its submit and
// its "Copy as" menu
const toRequest = () => ({ op: 'supportBundleCreate' as const, params: { body: {} } })

export function SupportBundleCreateForm({ onDismiss }: { onDismiss: () => void }) {
  const [created, setCreated] = useState<SupportBundleInfo | null>(null)
  const form = useForm()
  const create = useApiMutation(api.supportBundleCreate, {
    invalidates: ['supportBundleList'],
    onSuccess(bundle) {
      addToast({ variant: 'success', title: 'Collecting support bundle', content: bundle.id })
      setCreated(bundle)
    },
  })

  if (created) return <CollectingBundle bundle={created} onDismiss={onDismiss} />

  return (
    <ModalForm
      title="Create support bundle"
      form={form}
      onSubmit={() => create.mutate(toRequest().params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Create bundle"
      loading={create.isPending}
      submitError={create.error}
    >
      <p className="text-sm text-secondary">
        The rack gathers the state of its sleds, its silos and Nexus&rsquo;s log into one zip file
        to send to support. Each bundle is kept on a disk of its own until it is deleted; when no
        disk is free, delete an old bundle first.
      </p>
    </ModalForm>
  )
}

function CollectingBundle({
  bundle,
  onDismiss,
}: {
  bundle: SupportBundleInfo
  onDismiss: () => void
}) {
  const view = useQuery({
    ...apiQuery(api.supportBundleView, { path: { bundleId: bundle.id } }),
    initialData: bundle,
    refetchInterval: (q) => pollWhileChanging(q.state.data),
  })
  const { state } = view.data
  return (
    <Modal isOpen title="Create support bundle" onDismiss={onDismiss}>
      <Modal.Body className="space-y-3">
        <div className="flex items-center gap-2">
          <span className="text-default">State</span>
          <SupportBundleStateBadge state={state} />
        </div>
        <p role="status" className="flex items-center gap-2">
          {state === 'collecting' && <SpinnerIcon size="sm" variant="neutral" />}
          {state === 'collecting'
            ? 'Collecting the rack’s state. This can take a while; it goes on if you close this.'
            : state === 'active'
              ? 'The bundle is ready to download from the list.'
              : `The bundle is ${state}.`}
        </p>
        <p className="font-mono text-xs break-all">{bundle.id}</p>
      </Modal.Body>
      {/* one way out: nothing here can be cancelled, the bundle goes on collecting */}
      <div className="flex justify-end border-t border-default px-4 py-3">
        <Button size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </Modal>
  )
}
