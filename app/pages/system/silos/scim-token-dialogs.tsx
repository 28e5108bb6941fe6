// Making a SCIM token: a dialog that says what the token can do and asks to go on, then
// one that shows the secret. Nexus hands the secret over in the create's answer only, so
// it lives in this component's state while the dialog is open and nowhere else (not in
// the query cache): once the dialog closes, no one can see it again.
import { useState } from 'react'

import type { ScimClientBearerTokenValue } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { Button } from '~/ui/Button'
import { CopyToClipboard } from '~/ui/CopyToClipboard'
import { WarningIcon } from '~/ui/icons'
import { Modal } from '~/ui/Modal'
import { addToast } from '~/ui/toast-store'

type Step = { kind: 'confirm' } | { kind: 'created'; token: ScimClientBearerTokenValue }

export function ScimTokenCreateDialog({
  silo,
  onDismiss,
}: {
  silo: string
  onDismiss: () => void
}) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' })
  const create = useApiMutation(api.scimTokenCreate, {
    invalidates: ['scimTokenList'],
    // the answer holds the secret: keep no copy in the mutation cache once we are done
    gcTime: 0,
    onSuccess(token) {
      setStep({ kind: 'created', token })
    },
    onError(error) {
      addToast({ variant: 'error', title: 'Could not create SCIM token', content: error.message })
    },
  })

  const close = () => {
    create.reset()
    onDismiss()
  }

  if (step.kind === 'created') return <TokenCreated token={step.token} onDismiss={close} />

  return (
    <Modal isOpen title="Create SCIM token" onDismiss={close}>
      <Modal.Body className="space-y-3">
        <p>
          The silo’s identity provider uses the token to create, change and delete this silo’s users
          and groups. Since groups can carry roles, whoever holds it can make anyone an admin of the
          silo.
        </p>
        <p>Give it only to the identity provider, and keep it out of shared places.</p>
      </Modal.Body>
      <Modal.Footer
        actionText="Create token"
        onAction={() => create.mutate({ query: { silo } })}
        actionLoading={create.isPending}
      />
    </Modal>
  )
}

function TokenCreated({
  token,
  onDismiss,
}: {
  token: ScimClientBearerTokenValue
  onDismiss: () => void
}) {
  return (
    <Modal isOpen title="SCIM token created" width="free" onDismiss={onDismiss}>
      <Modal.Body className="space-y-4">
        <p
          role="note"
          className="flex gap-2 rounded-md border border-notice/30 bg-notice/10 px-3 py-2 text-notice"
        >
          <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span>
            This is the only time the token is shown. Copy it now into your identity provider’s SCIM
            settings: once this dialog is closed it cannot be shown again, and a lost token can only
            be replaced by a new one.
          </span>
        </p>
        <div>
          <div id="scim-bearer-token-label" className="mb-1.5 text-sm font-medium text-default">
            Bearer token
          </div>
          <div className="flex items-center gap-2 rounded-md border border-default bg-default py-1.5 pr-1.5 pl-3">
            <output
              aria-labelledby="scim-bearer-token-label"
              className="min-w-0 flex-1 font-mono text-xs break-all text-default select-all"
            >
              {token.bearerToken}
            </output>
            <CopyToClipboard text={token.bearerToken} aria-label="Copy token" />
          </div>
        </div>
        <p className="text-xs">
          Token ID <span className="font-mono">{token.id}</span> (shown in the list; not the secret)
        </p>
      </Modal.Body>
      <div className="flex shrink-0 justify-end border-t border-default px-4 py-3">
        <Button size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </Modal>
  )
}
