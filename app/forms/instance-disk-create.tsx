// Create a disk and attach it to an instance, from the instance's storage tab. Not a route
// of its own: the storage tab opens it over itself.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { DiskCreate, Image, Snapshot } from '~/api/__generated__/Api'
import { api, callApi, invalidateEndpoint, listQuery } from '~/api/client'
import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { addToast } from '~/ui/toast-store'
import { bytesToGiB, GiB, nextMultipleOf10Capped } from '~/util/format'

import { ALL_ISH } from '~/pages/project/instance/AttachDiskModal'

import { descriptionSchema, nameSchema } from './schemas'

/** Nexus's disk size bounds: 1 GiB to 1023 GiB, in whole GiB here */
export const MIN_DISK_GiB = 1
export const MAX_DISK_GiB = 1023
/** Blank disks use the block size Nexus suggests for general use */
const BLANK_BLOCK_SIZE = 4096

const schema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    size: z
      .number({ error: 'Size is required' })
      .refine((n) => !Number.isNaN(n), 'Size is required')
      .refine((n) => Number.isInteger(n), 'Must be a whole number of GiB')
      .refine((n) => n >= MIN_DISK_GiB, `Must be at least ${MIN_DISK_GiB} GiB`)
      .refine((n) => n <= MAX_DISK_GiB, `Must be at most ${MAX_DISK_GiB} GiB`),
    source: z.enum(['blank', 'image', 'snapshot']),
    imageId: z.string(),
    snapshotId: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.source === 'image' && !v.imageId) {
      ctx.addIssue({ code: 'custom', path: ['imageId'], message: 'Select an image' })
    }
    if (v.source === 'snapshot' && !v.snapshotId) {
      ctx.addIssue({ code: 'custom', path: ['snapshotId'], message: 'Select a snapshot' })
    }
  })
export type DiskFormValues = z.infer<typeof schema>

const defaults: DiskFormValues = {
  name: '',
  description: '',
  size: 10,
  source: 'blank',
  imageId: '',
  snapshotId: '',
}

/** The create body for the form's values. */
export function toDiskCreateBody(v: DiskFormValues): DiskCreate {
  const diskSource: DiskCreate['diskSource'] =
    v.source === 'image'
      ? { type: 'image', imageId: v.imageId }
      : v.source === 'snapshot'
        ? { type: 'snapshot', snapshotId: v.snapshotId }
        : { type: 'blank', blockSize: BLANK_BLOCK_SIZE }
  return { name: v.name, description: v.description, size: v.size * GiB, diskSource }
}

/** The smallest whole GiB that holds `bytes` (an image or snapshot's size) */
const minGiB = (bytes: number) => Math.ceil(bytes / GiB)

const imageLabel = (i: Image) =>
  `${i.name} (${i.os} ${i.version}, ${i.projectId ? 'project' : 'silo'} image)`
const snapshotLabel = (s: Snapshot) => `${s.name} (${bytesToGiB(s.size)} GiB)`

type Props = { project: string; instance: string; onDismiss: () => void }

export function InstanceDiskCreateForm({ project, instance, onDismiss }: Props) {
  const form = useForm<DiskFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  })
  const [source, imageId, snapshotId] = form.watch(['source', 'imageId', 'snapshotId'])

  // project images, then the silo's (the list without a project)
  const projectImages = useQuery({
    ...listQuery(api.imageList, { query: { project } }).page(undefined, ALL_ISH),
    enabled: source === 'image',
  })
  const siloImages = useQuery({
    ...listQuery(api.imageList, {}).page(undefined, ALL_ISH),
    enabled: source === 'image',
  })
  const snapshots = useQuery({
    ...listQuery(api.snapshotList, { query: { project } }).page(undefined, ALL_ISH),
    enabled: source === 'snapshot',
  })
  const images = [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])]
  const readySnapshots = (snapshots.data?.items ?? []).filter((s) => s.state === 'ready')

  // A disk created by an earlier submit whose attach failed: the retry only attaches it,
  // instead of failing on the name that disk now holds.
  const createdDisk = useRef<string | null>(null)

  const createAndAttach = useMutation({
    mutationFn: async (values: DiskFormValues) => {
      if (createdDisk.current !== values.name) {
        await callApi(api.diskCreate, { query: { project }, body: toDiskCreateBody(values) })
        createdDisk.current = values.name
        void invalidateEndpoint('diskList')
      }
      return callApi(api.instanceDiskAttach, {
        path: { instance },
        query: { project },
        body: { disk: values.name },
      })
    },
    onSuccess(disk) {
      void invalidateEndpoint('instanceDiskList')
      void invalidateEndpoint('diskList')
      addToast({ variant: 'success', title: 'Disk created and attached', content: disk.name })
      onDismiss()
    },
  })

  const onSubmit = (values: DiskFormValues) => {
    // the disk must hold what it is made from (Nexus refuses a smaller one)
    const sourceBytes =
      values.source === 'image'
        ? images.find((i) => i.id === values.imageId)?.size
        : values.source === 'snapshot'
          ? readySnapshots.find((s) => s.id === values.snapshotId)?.size
          : undefined
    if (sourceBytes !== undefined && values.size * GiB < sourceBytes) {
      form.setError(
        'size',
        {
          message: `Must be at least ${minGiB(sourceBytes)} GiB, the size of the ${values.source}`,
        },
        { shouldFocus: true },
      )
      return
    }
    createAndAttach.mutate(values)
  }

  // picking a source larger than the size typed so far suggests a size that holds it
  const sourceBytes =
    source === 'image'
      ? images.find((i) => i.id === imageId)?.size
      : source === 'snapshot'
        ? readySnapshots.find((s) => s.id === snapshotId)?.size
        : undefined
  useEffect(() => {
    if (sourceBytes === undefined) return
    const size = form.getValues('size')
    if (Number.isNaN(size) || size * GiB < sourceBytes) {
      form.setValue('size', nextMultipleOf10Capped(minGiB(sourceBytes)), { shouldDirty: true })
    }
  }, [form, sourceBytes])

  return (
    <SideModalForm
      title="Create disk"
      subtitle={`Attached to ${instance} once created`}
      form={form}
      onSubmit={onSubmit}
      onDismiss={onDismiss}
      submitLabel="Create disk"
      loading={createAndAttach.isPending}
      submitError={createAndAttach.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <RadioField
        control={form.control}
        name="source"
        label="Source"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'image', label: 'Image' },
          { value: 'snapshot', label: 'Snapshot' },
        ]}
      />
      {source === 'image' && (
        <SelectField
          control={form.control}
          name="imageId"
          label="Image"
          placeholder={
            projectImages.isPending || siloImages.isPending
              ? 'Loading images…'
              : images.length === 0
                ? 'No images available'
                : 'Select an image'
          }
          items={images.map((i) => ({ value: i.id, label: imageLabel(i) }))}
        />
      )}
      {source === 'snapshot' && (
        <SelectField
          control={form.control}
          name="snapshotId"
          label="Snapshot"
          placeholder={
            snapshots.isPending
              ? 'Loading snapshots…'
              : readySnapshots.length === 0
                ? 'No snapshots in this project'
                : 'Select a snapshot'
          }
          items={readySnapshots.map((s) => ({ value: s.id, label: snapshotLabel(s) }))}
        />
      )}
      <NumberField
        control={form.control}
        name="size"
        label="Size"
        unit="GiB"
        min={MIN_DISK_GiB}
        max={MAX_DISK_GiB}
      />
    </SideModalForm>
  )
}
