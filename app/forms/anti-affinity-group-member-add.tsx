import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'

import { api, PICKER_PAGE_SIZE, useApiMutation } from '~/api/client'
import { instancePicker } from '~/api/queries/instances'
import { hasNextPage } from '~/api/util'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Modal } from '~/ui/Modal'
import { Select } from '~/ui/Select'
import { Spinner } from '~/ui/Spinner'
import { addToast } from '~/ui/toast-store'

type Props = {
  project: string
  antiAffinityGroup: string
  /** Ids of the group's current members, left out of the choices. */
  memberIds: ReadonlySet<string>
  onDismiss: () => void
}

/** "Add instance" on an anti-affinity group's page: pick one of the project's other instances. */
export function AntiAffinityGroupMemberAddForm({
  project,
  antiAffinityGroup,
  memberIds,
  onDismiss,
}: Props) {
  const id = useId()
  const formId = `${id}-form`
  const [instance, setInstance] = useState('')
  const [missing, setMissing] = useState(false)
  const instances = useQuery(instancePicker(project))
  const choices = (instances.data?.items ?? []).filter((i) => !memberIds.has(i.id))

  const add = useApiMutation(api.antiAffinityGroupMemberInstanceAdd, {
    invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
    onSuccess(member) {
      addToast({
        variant: 'success',
        title: 'Instance added to anti-affinity group',
        content: member.value.name,
      })
      onDismiss()
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (add.isPending) return
    if (!instance) return setMissing(true)
    add.mutate({ path: { antiAffinityGroup, instance }, query: { project } })
  }

  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <Modal isOpen title="Add instance to group" onDismiss={onDismiss} width="medium">
      <Modal.Body>
        {instances.isPending ? (
          <Spinner label="Loading instances" />
        ) : instances.error ? (
          <ErrorMessage>{instances.error.message}</ErrorMessage>
        ) : (
          <form id={formId} noValidate onSubmit={submit} className="space-y-4">
            <div>
              <FieldLabel htmlFor={id}>Instance</FieldLabel>
              <FieldHint id={hintId}>
                Only an instance that is not running can join; stop it first.
                {hasNextPage(instances.data, PICKER_PAGE_SIZE) &&
                  ` Showing the first ${PICKER_PAGE_SIZE} instances of the project.`}
              </FieldHint>
              <Select
                id={id}
                className="mt-2"
                value={instance}
                onChange={(e) => {
                  setInstance(e.target.value)
                  setMissing(false)
                }}
                aria-invalid={missing}
                aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
              >
                <option value="">
                  {choices.length ? 'Select an instance' : 'No instances left to add'}
                </option>
                {choices.map((i) => (
                  <option key={i.id} value={i.name}>
                    {i.name} ({i.runState})
                  </option>
                ))}
              </Select>
              <FieldError id={errorId}>{missing && 'Instance is required'}</FieldError>
            </div>
            {add.error && <ErrorMessage>{add.error.message}</ErrorMessage>}
          </form>
        )}
      </Modal.Body>
      <Modal.Footer
        actionText="Add to group"
        formId={formId}
        actionLoading={add.isPending}
        disabled={!instances.data}
      />
    </Modal>
  )
}
