// `images-new`: upload a local image file (spec §2). The file goes into an import-ready
// disk in parallel bulk writes, is finalized to a snapshot, and becomes a project image.
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { invalidateAll } from '~/api/client'
import { ApiError } from '~/api/errors'
import { FileField } from '~/components/form/FileField'
import { RadioField } from '~/components/form/RadioField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { Button } from '~/ui/Button'
import { ProgressBar } from '~/ui/ProgressBar'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'

import { bytesPerSecond } from './image-upload/plan'
import { UploadCanceled, uploadImage, type UploadStep } from './image-upload/upload'
import {
  BLOCK_SIZE_OPTIONS,
  blockSizeSchema,
  descriptionSchema,
  nameSchema,
  toBlockSize,
} from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  os: z.string().trim().min(1, 'OS is required'),
  version: z.string().trim().min(1, 'Version is required'),
  blockSize: blockSizeSchema,
  file: z
    .custom<File | null>((v) => v === null || v instanceof File)
    .superRefine((f, ctx) => {
      if (f === null) ctx.addIssue({ code: 'custom', message: 'Select an image file' })
      else if (f.size === 0) ctx.addIssue({ code: 'custom', message: 'The file is empty' })
    }),
})
type Values = z.infer<typeof schema>
const defaults: Values = {
  name: '',
  description: '',
  os: '',
  version: '',
  // images are commonly built with 512-byte sectors
  blockSize: '512',
  file: null,
}

const stepLabel: Record<UploadStep, string> = {
  disk: 'Creating a disk to upload into',
  upload: 'Uploading',
  finalize: 'Finalizing the disk to a snapshot',
  image: 'Creating the image',
  cleanup: 'Removing the temporary disk and snapshot',
}

type Progress = { step: UploadStep; bytes: number; startedAt: number; now: number }

export default function ImageUploadForm() {
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('images')
  const navigate = useNavigate()
  const back = () => navigate(pb.projectImages({ project }))
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const [progress, setProgress] = useState<Progress | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const abort = useRef<AbortController | null>(null)
  const file = form.watch('file')
  const uploading = progress !== null

  const onSubmit = async ({ file, blockSize, ...image }: Values) => {
    if (!file) return // the schema requires one
    const controller = new AbortController()
    abort.current = controller
    setError(null)
    const startedAt = performance.now()
    setProgress({ step: 'disk', bytes: 0, startedAt, now: startedAt })
    try {
      const created = await uploadImage({
        project,
        file,
        blockSize: toBlockSize(blockSize),
        image,
        signal: controller.signal,
        // speed counts from the first write, not from the disk's creation
        onStep: (step) =>
          setProgress(
            (p) =>
              p &&
              (step === 'upload'
                ? { ...p, step, startedAt: performance.now(), now: performance.now() }
                : { ...p, step }),
          ),
        onProgress: (bytes) => setProgress((p) => p && { ...p, bytes, now: performance.now() }),
      })
      invalidateAll(['imageList'])
      addToast({ variant: 'success', title: 'Image uploaded', content: created.name })
      back()
    } catch (e) {
      invalidateAll(['diskList'])
      if (e instanceof UploadCanceled) {
        addToast({
          variant: 'info',
          title: 'Upload canceled',
          content: 'The temporary disk and snapshot were removed.',
        })
        back()
        return
      }
      // an ApiError as it is, so a taken image name lands on the Name field
      setError(e instanceof ApiError ? e : new ApiError(e instanceof Error ? e.message : String(e)))
    } finally {
      setProgress(null)
      abort.current = null
    }
  }

  // an upload is a dozen requests and more (a disk, its bulk writes, a snapshot, the image,
  // the cleanup) whose bodies are the file's bytes: no one command can stand for it
  const copyAs = () => ({
    reason: 'An upload is many requests, not one command; `oxide disk import` uploads from the CLI',
  })

  const elapsed = progress ? progress.now - progress.startedAt : 0
  const speed = progress ? bytesPerSecond(progress.bytes, elapsed) : 0

  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Upload image"
      form={form}
      onSubmit={(values) => void onSubmit(values)}
      copyAs={copyAs}
      // while uploading, leaving cancels: the upload cleans up, then the form closes
      onDismiss={() => (abort.current ? abort.current.abort() : back())}
      submitLabel="Upload image"
      loading={uploading}
      submitError={error}
    >
      {progress && file && (
        <div className="space-y-3 rounded-lg border border-default p-4" aria-live="polite">
          <div className="text-sm text-default">{stepLabel[progress.step]}</div>
          <ProgressBar
            label="Upload progress"
            value={progress.bytes}
            max={file.size}
            detail={`${formatBytes(progress.bytes)} of ${formatBytes(file.size)} at ${formatBytes(speed)}/s`}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => abort.current?.abort()}
            disabled={progress.step === 'cleanup'}
          >
            Cancel upload
          </Button>
        </div>
      )}
      <fieldset disabled={uploading} className="space-y-6">
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
        <TextField control={form.control} name="os" label="OS" hint="e.g. Debian, Ubuntu" />
        <TextField control={form.control} name="version" label="Version" hint="e.g. 12, 24.04" />
        <RadioField
          control={form.control}
          name="blockSize"
          label="Block size"
          options={BLOCK_SIZE_OPTIONS}
        />
        <FileField
          control={form.control}
          name="file"
          label="Image file"
          hint={file ? `${file.name}, ${formatBytes(file.size)}` : 'A raw disk image'}
        />
      </fieldset>
    </SideModalForm>
  )
}
