import { useId } from 'react'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { sshKeyView } from '~/api/queries/ssh-keys'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams } from '~/hooks/use-params'
import { Button } from '~/ui/Button'
import { FieldLabel } from '~/ui/FieldLabel'
import { SideModal } from '~/ui/SideModal'
import { Textarea, TextInput } from '~/ui/TextInput'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(sshKeyView(requireParams(params, 'sshKey').sshKey))
  return null
}

/** A read-only field: focusable and selectable, so the key can be copied. */
function ReadOnlyField({
  label,
  value,
  multiline,
}: {
  label: string
  value: string
  multiline?: boolean
}) {
  const id = useId()
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {multiline ? (
        <Textarea id={id} value={value} readOnly mono rows={6} className="break-all" />
      ) : (
        <TextInput id={id} value={value} readOnly />
      )}
    </div>
  )
}

// The API has no update for SSH keys (spec section 7: GET and DELETE only), so the
// edit route shows the key as it is.
export default function SshKeyViewForm() {
  const navigate = useNavigate()
  const { sshKey } = requireParams(useParams(), 'sshKey')
  const { data } = usePrefetchedQuery(sshKeyView(sshKey))
  const close = () => navigate(pb.sshKeys())
  return (
    <SideModal isOpen title="View SSH key" subtitle={data.name} onDismiss={close}>
      <SideModal.Body>
        <ReadOnlyField label="Name" value={data.name} />
        <ReadOnlyField label="Description" value={data.description} />
        <ReadOnlyField label="Public key" value={data.publicKey} multiline />
      </SideModal.Body>
      <SideModal.Footer>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </SideModal.Footer>
    </SideModal>
  )
}
