import { useId } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'

import type { Disk } from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  BLOCK_SIZES,
  DEFAULT_BLOCK_SIZE,
  MAX_DISK_SIZE_GiB,
  MAX_DISKS_PER_INSTANCE,
  MIN_DISK_SIZE_GiB,
} from '~/api/util'
import { NumberField } from '~/components/form/NumberField'
import { SelectField } from '~/components/form/SelectField'
import { TextField } from '~/components/form/TextField'
import { Button } from '~/ui/Button'
import { FieldError } from '~/ui/FieldError'
import { FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'
import { Section } from '~/ui/Section'
import { formatBytes } from '~/util/format'
import { generateName } from '~/util/generate-name'

import type { InstanceCreateValues } from './values'

type Props = {
  form: UseFormReturn<InstanceCreateValues>
  /** detached disks of the project */
  disks: Disk[]
}

export function DisksSection({ form, disks }: Props) {
  const { control, watch, getValues, formState } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'disks' })
  // one slot goes to the boot disk
  const isFull = fields.length + 1 >= MAX_DISKS_PER_INSTANCE
  const fullReason = `An instance can have at most ${MAX_DISKS_PER_INSTANCE} disks`
  const bootDisk = watch('bootDiskSource') === 'disk' ? watch('existingBootDisk') : undefined
  const diskItems = disks
    .filter((d) => d.name !== bootDisk)
    .map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))

  return (
    <Section
      title="Additional disks"
      description="New blank disks, or detached disks of this project, attached besides the boot disk."
    >
      {fields.length > 0 && (
        <ol className="space-y-4">
          {fields.map((field, i) => (
            <li
              key={field.id}
              aria-label={`Disk ${i + 1}`}
              className="rounded-md border border-default bg-raise p-4"
            >
              <div className="mb-3 flex items-center justify-between">
                <h3 className="text-sm font-medium text-default">
                  {field.type === 'create' ? 'New disk' : 'Existing disk'} {i + 1}
                </h3>
                <Button variant="ghost" size="sm" onClick={() => remove(i)}>
                  Remove disk {i + 1}
                </Button>
              </div>
              {field.type === 'create' ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField control={control} name={`disks.${i}.name`} label="Name" />
                  <NumberField
                    control={control}
                    name={`disks.${i}.sizeGiB`}
                    label="Size"
                    min={MIN_DISK_SIZE_GiB}
                    max={MAX_DISK_SIZE_GiB}
                    unit="GiB"
                  />
                  <BlockSizeField form={form} index={i} />
                  <TextField
                    control={control}
                    name={`disks.${i}.description`}
                    label="Description"
                    optional
                  />
                </div>
              ) : (
                <SelectField
                  control={control}
                  name={`disks.${i}.name`}
                  label="Disk"
                  placeholder={diskItems.length ? 'Choose a disk' : 'No detached disks'}
                  items={diskItems}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={isFull}
          disabledReason={fullReason}
          onClick={() =>
            append({
              type: 'create',
              name: generateName([getValues('name'), 'disk']),
              description: '',
              sizeGiB: 10,
              blockSize: DEFAULT_BLOCK_SIZE,
            })
          }
        >
          Create new disk
        </Button>
        <Button
          variant="secondary"
          disabled={isFull}
          disabledReason={fullReason}
          onClick={() => append({ type: 'attach', name: '' })}
        >
          Attach existing disk
        </Button>
      </div>
      <FieldError id="instance-create-disks-error">{formState.errors.disks?.message}</FieldError>
    </Section>
  )
}

/** The block size select: the form keeps a number, the select a string. */
function BlockSizeField({
  form,
  index,
}: {
  form: UseFormReturn<InstanceCreateValues>
  index: number
}) {
  const id = useId()
  const value = form.watch(`disks.${index}.blockSize`)
  return (
    <div>
      <FieldLabel htmlFor={id}>Block size</FieldLabel>
      <Select
        id={id}
        value={String(value)}
        onChange={(e) => {
          const size = BLOCK_SIZES.find((b) => String(b) === e.target.value)
          if (size) form.setValue(`disks.${index}.blockSize`, size)
        }}
      >
        {BLOCK_SIZES.map((b) => (
          <option key={b} value={b}>
            {b} bytes
          </option>
        ))}
      </Select>
    </div>
  )
}
