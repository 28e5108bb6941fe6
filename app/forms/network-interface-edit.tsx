import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useController, useForm } from 'react-hook-form'

import type { InstanceNetworkInterface } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { ApiError } from '~/api/errors'
import { instanceNics } from '~/api/queries/instances'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { Checkbox } from '~/ui/Checkbox'
import { FieldHint } from '~/ui/FieldLabel'
import { addToast } from '~/ui/toast-store'

import {
  nicEditSchema,
  toNicEditValues,
  toNicUpdateBody,
  type NicEditValues,
} from './network-interface-values'
import { readNow, useEditConflict } from './use-edit-conflict'

type Props = {
  project: string
  instance: string
  nic: InstanceNetworkInterface
  onDismiss: () => void
}

/** Side modal of the networking tab: rename, describe or promote an interface */
export function NetworkInterfaceEditForm({ project, instance, nic, onDismiss }: Props) {
  const form = useForm<NicEditValues>({
    resolver: zodResolver(nicEditSchema),
    defaultValues: toNicEditValues(nic),
  })
  const { field: primary } = useController({ control: form.control, name: 'primary' })
  const primaryHintId = useId()

  const update = useApiMutation(api.instanceNetworkInterfaceUpdate, {
    invalidates: ['instanceNetworkInterfaceList'],
    onSuccess(updated) {
      addToast({ variant: 'success', title: 'Network interface updated', content: updated.name })
      onDismiss()
    },
  })

  // what the form sends: its save (on the interface as just read again) and its "Copy as"
  // menu (on the interface as the form knows it) share it
  const toRequest = (values: NicEditValues, current: InstanceNetworkInterface = nic) => ({
    op: 'instanceNetworkInterfaceUpdate' as const,
    params: {
      path: { interface: nic.name },
      query: { project, instance },
      body: toNicUpdateBody(current, values),
    },
  })

  const conflict = useEditConflict({
    opened: nic,
    // interfaces have no read of their own: the instance's few, found by id
    read: async () => {
      const { items } = await readNow(instanceNics({ project, instance }))
      const now = items.find((n) => n.id === nic.id)
      if (!now) throw new ApiError(`The network interface ${nic.name} no longer exists`)
      return now
    },
    toValues: toNicEditValues,
    fields: { name: 'Name', description: 'Description', primary: 'Primary interface' },
    form,
    save: (values, now) => update.mutateAsync(toRequest(values, now).params),
    noun: 'network interface',
  })
  return (
    <>
      <SideModalForm
        title="Edit network interface"
        subtitle={nic.name}
        form={form}
        onSubmit={conflict.submit}
        copyAs={(values) => toRequest(values)}
        onDismiss={onDismiss}
        submitLabel="Update network interface"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
        <div>
          <Checkbox
            ref={primary.ref}
            name={primary.name}
            checked={primary.value}
            onChange={(e) => primary.onChange(e.target.checked)}
            onBlur={primary.onBlur}
            // the API only promotes: the primary interface changes by making another one primary
            disabled={nic.primary}
            aria-describedby={primaryHintId}
          >
            Primary interface
          </Checkbox>
          <FieldHint id={primaryHintId}>
            {nic.primary
              ? 'This is the primary interface. To change it, make another interface primary.'
              : 'External IPs are reached through the primary interface. The change takes effect when the instance next starts.'}
          </FieldHint>
        </div>
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}
