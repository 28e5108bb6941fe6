import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'

import type { Disk, Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { readOnlyDiskSupport } from '~/api/queries/disks'
import { MAX_DISK_SIZE_GiB, MIN_DISK_SIZE_GiB } from '~/api/util'
import { CheckboxField } from '~/components/form/CheckboxField'
import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { TextField } from '~/components/form/TextField'
import { formatBytes, GiB, nextMultipleOf10Capped } from '~/util/format'
import { Section } from '~/ui/Section'

import type { BootDiskSource, InstanceCreateValues } from './values'

const sourceItems: { value: BootDiskSource; label: string }[] = [
  { value: 'silo-image', label: 'Silo images' },
  { value: 'project-image', label: 'Project images' },
  { value: 'disk', label: 'Existing disks' },
]

/** Whole GiB an image needs, rounded up: the smallest boot disk that holds it. */
export const imageSizeGiB = (image: Pick<Image, 'size'>) => Math.ceil(image.size / GiB)

/** A suggested boot disk size for an image: a round number of GiB with room to spare. */
const suggestedSizeGiB = (image: Image) =>
  Math.max(imageSizeGiB(image), nextMultipleOf10Capped(imageSizeGiB(image)))

const imageItems = (images: Image[]) =>
  images.map((i) => ({
    value: i.id,
    label: `${i.name} (${[i.os, i.version].filter(Boolean).join(' ')}, ${formatBytes(i.size)})`,
  }))

type Props = {
  form: UseFormReturn<InstanceCreateValues>
  projectImages: Image[]
  siloImages: Image[]
  /** detached disks of the project, free to boot from */
  disks: Disk[]
}

export function BootDiskSection({ form, projectImages, siloImages, disks }: Props) {
  const { control, watch, setValue } = form
  const source = watch('bootDiskSource')
  const readOnlySupport = useQuery(readOnlyDiskSupport).data
  const onImageChange = (id: string) => {
    const image = [...projectImages, ...siloImages].find((i) => i.id === id)
    if (image) setValue('bootDiskSizeGiB', suggestedSizeGiB(image), { shouldValidate: true })
  }
  return (
    <Section
      title="Boot disk"
      description="A new disk made from an image, or a detached disk of this project."
    >
      <RadioField
        control={control}
        name="bootDiskSource"
        label="Boot from"
        cards
        options={sourceItems}
      />
      {source === 'silo-image' && (
        <SelectField
          control={control}
          name="siloImageId"
          label="Image"
          placeholder={siloImages.length ? 'Choose an image' : 'No silo images'}
          items={imageItems(siloImages)}
          onChange={onImageChange}
        />
      )}
      {source === 'project-image' && (
        <SelectField
          control={control}
          name="projectImageId"
          label="Image"
          placeholder={projectImages.length ? 'Choose an image' : 'No project images'}
          items={imageItems(projectImages)}
          onChange={onImageChange}
        />
      )}
      {source === 'disk' ? (
        <SelectField
          control={control}
          name="existingBootDisk"
          label="Disk"
          placeholder={disks.length ? 'Choose a disk' : 'No detached disks'}
          items={disks.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="bootDiskName"
            label="Disk name"
            optional
            hint="Left empty, it is named after the instance and the image"
          />
          <NumberField
            control={control}
            name="bootDiskSizeGiB"
            label="Disk size"
            hint={`At least the image's size; at most ${MAX_DISK_SIZE_GiB} GiB`}
            min={MIN_DISK_SIZE_GiB}
            max={MAX_DISK_SIZE_GiB}
            unit="GiB"
          />
        </div>
      )}
      {/* a new disk from an image may be made read-only; an existing disk keeps what it is */}
      {source !== 'disk' &&
        (readOnlySupport?.available === false ? (
          <p className="text-sm text-secondary">{readOnlySupport.reason}</p>
        ) : (
          readOnlySupport?.available && (
            <CheckboxField
              control={control}
              name="bootDiskReadOnly"
              hint="The instance can read its boot disk but never write to it"
            >
              Make boot disk read-only
            </CheckboxField>
          )
        ))}
    </Section>
  )
}
