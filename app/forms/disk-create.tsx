// The one disk create form: the `disks-new` route, and (with `attachTo`) the instance
// storage tab's create-and-attach.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import type {
  DiskCreate,
  DiskSource,
  Image,
  Snapshot,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi, invalidateAll } from '~/api/client'
import { DEFAULT_BLOCK_SIZE, MAX_DISK_SIZE_GiB, MIN_DISK_SIZE_GiB } from '~/api/util'
import { projectImagePicker, siloImagePicker } from '~/api/queries/images'
import { snapshotPicker } from '~/api/queries/snapshots'
import { readOnlyDiskSupport } from '~/api/queries/disks'
import { CheckboxField } from '~/components/form/CheckboxField'
import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { CapacityFit } from '~/components/utilization/CapacityFit'
import { uncheckedFields } from '~/components/utilization/unchecked-fields'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { formatBytes, GiB, nextMultipleOf10Capped } from '~/util/format'
import { pb } from '~/util/path-builder'

import {
  BLOCK_SIZE_OPTIONS,
  blockSizeSchema,
  descriptionSchema,
  nameSchema,
  toBlockSize,
  wholeNumberSchema,
} from './schemas'

const schema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    size: wholeNumberSchema('Size', MIN_DISK_SIZE_GiB, MAX_DISK_SIZE_GiB, ' GiB'),
    source: z.enum(['blank', 'image', 'snapshot']),
    blockSize: blockSizeSchema,
    imageId: z.string(),
    snapshotId: z.string(),
    readOnly: z.boolean(),
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
  blockSize: `${DEFAULT_BLOCK_SIZE}` as const,
  imageId: '',
  snapshotId: '',
  readOnly: false,
}

/** The create body for the form's values. */
export function toDiskCreateBody(v: DiskFormValues): DiskCreate {
  // read-only is asked only when chosen: a rack without it then takes the same body
  const readOnly = v.readOnly ? { readOnly: true } : {}
  const diskSource: DiskSource =
    v.source === 'image'
      ? { type: 'image', imageId: v.imageId, ...readOnly }
      : v.source === 'snapshot'
        ? { type: 'snapshot', snapshotId: v.snapshotId, ...readOnly }
        : { type: 'blank', blockSize: toBlockSize(v.blockSize) }
  return {
    name: v.name,
    description: v.description,
    size: v.size * GiB,
    diskBackend: { type: 'distributed', diskSource },
  }
}

/** The smallest whole GiB that holds `bytes` (an image or snapshot's size) */
export const minGiB = (bytes: number) => Math.ceil(bytes / GiB)

const imageLabel = (i: Image) =>
  `${i.name} (${i.os} ${i.version}, ${i.projectId ? 'project' : 'silo'} image, ${formatBytes(i.size)})`
const snapshotLabel = (s: Snapshot) => `${s.name} (${formatBytes(s.size)})`

type Props = {
  project: string
  /** Attach the new disk to this instance once it is created. */
  attachTo?: string
  onDismiss: () => void
}

export function DiskCreateForm({ project, attachTo, onDismiss }: Props) {
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('disks')
  const form = useForm<DiskFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  })
  const source = form.watch('source')
  const size = form.watch('size')
  const readOnlySupport = useQuery(readOnlyDiskSupport).data

  // project images, then the silo's (the list without a project)
  const projectImages = useQuery({
    ...projectImagePicker(project),
    enabled: source === 'image',
  })
  const siloImages = useQuery({
    ...siloImagePicker,
    enabled: source === 'image',
  })
  const snapshots = useQuery({
    ...snapshotPicker(project),
    enabled: source === 'snapshot',
  })
  const images = [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])]
  const readySnapshots = (snapshots.data?.items ?? []).filter((s) => s.state === 'ready')

  // what the create sends: its submit and its "Copy as" menu share it
  const diskCreateParams = (values: DiskFormValues) => ({
    query: { project },
    body: toDiskCreateBody(values),
  })

  // A disk created by an earlier submit whose attach failed: the retry only attaches it,
  // instead of failing on the name that disk now holds.
  const createdDisk = useRef<string | null>(null)

  const create = useMutation({
    mutationFn: async (values: DiskFormValues) => {
      if (createdDisk.current !== values.name) {
        const disk = await callApi(api.diskCreate, diskCreateParams(values))
        createdDisk.current = values.name
        invalidateAll(['diskList'])
        if (!attachTo) return disk
      }
      return callApi(api.instanceDiskAttach, {
        path: { instance: attachTo ?? '' },
        query: { project },
        body: { disk: values.name },
      })
    },
    onSuccess(disk) {
      invalidateAll(attachTo ? ['diskList', 'instanceDiskList'] : ['diskList'])
      addToast({
        variant: 'success',
        title: attachTo ? 'Disk created and attached' : 'Disk created',
        content: disk.name,
      })
      onDismiss()
    },
  })

  const sourceBytes = (values: DiskFormValues) =>
    values.source === 'image'
      ? images.find((i) => i.id === values.imageId)?.size
      : values.source === 'snapshot'
        ? readySnapshots.find((s) => s.id === values.snapshotId)?.size
        : undefined

  const onSubmit = (values: DiskFormValues) => {
    // the disk must hold what it is made from (Nexus refuses a smaller one)
    const bytes = sourceBytes(values)
    if (bytes !== undefined && values.size * GiB < bytes) {
      form.setError(
        'size',
        { message: `Must be at least ${minGiB(bytes)} GiB, the size of the ${values.source}` },
        { shouldFocus: true },
      )
      return
    }
    create.mutate(values)
  }

  // picking a source larger than the size typed so far suggests a size that holds it
  const imageId = form.watch('imageId')
  const snapshotId = form.watch('snapshotId')
  const pickedBytes =
    source === 'image'
      ? images.find((i) => i.id === imageId)?.size
      : source === 'snapshot'
        ? readySnapshots.find((s) => s.id === snapshotId)?.size
        : undefined
  useEffect(() => {
    if (pickedBytes === undefined) return
    const size = form.getValues('size')
    if (Number.isNaN(size) || size * GiB < pickedBytes) {
      form.setValue('size', nextMultipleOf10Capped(minGiB(pickedBytes)), { shouldDirty: true })
    }
  }, [form, pickedBytes])

  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create disk"
      subtitle={attachTo ? `Attached to ${attachTo} once created` : undefined}
      form={form}
      onSubmit={onSubmit}
      // the create; an attach that follows (attachTo) is a second request
      copyAs={(values) => ({ op: 'diskCreate', params: diskCreateParams(values) })}
      onDismiss={onDismiss}
      submitLabel="Create disk"
      loading={create.isPending}
      submitError={create.error}
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
      {source === 'blank' && (
        <RadioField
          control={form.control}
          name="blockSize"
          label="Block size"
          options={BLOCK_SIZE_OPTIONS}
        />
      )}
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
                ? 'No ready snapshots in this project'
                : 'Select a snapshot'
          }
          items={readySnapshots.map((s) => ({ value: s.id, label: snapshotLabel(s) }))}
        />
      )}
      {source !== 'blank' &&
        (readOnlySupport?.available === false ? (
          <p className="text-sm text-secondary">{readOnlySupport.reason}</p>
        ) : (
          readOnlySupport?.available && (
            <CheckboxField
              control={form.control}
              name="readOnly"
              hint="Instances can read the disk but never write to it"
            >
              Read-only
            </CheckboxField>
          )
        ))}
      <NumberField
        control={form.control}
        name="size"
        label="Size"
        hint="In GiB (1 GiB = 1024 MiB); at least the size of the image or snapshot"
        unit="GiB"
        min={MIN_DISK_SIZE_GiB}
        max={MAX_DISK_SIZE_GiB}
      />
      {/* issue 13: whether the silo's storage quota has room, and why a create was refused */}
      <CapacityFit
        request={{ storage: Number.isFinite(size) && size > 0 ? size * GiB : 0 }}
        refusal={create.error}
        unchecked={uncheckedFields([{ label: 'Size', schema: schema.shape.size, value: size }])}
      />
    </SideModalForm>
  )
}

export default function DiskCreatePage() {
  const { project } = useProjectParams()
  const navigate = useNavigate()
  return <DiskCreateForm project={project} onDismiss={() => navigate(pb.disks({ project }))} />
}
