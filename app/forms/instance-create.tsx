// The instance create page (`instances-new`): every field of the contract's `InstanceCreate`.
// Values, checks and the request body live in `instance-create/values.ts`; the sections here
// only lay them out.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { api, queryClient, useApiMutation, type PageQuery } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { antiAffinityGroupPicker } from '~/api/queries/affinity'
import { diskPicker } from '~/api/queries/disks'
import { floatingIpPicker } from '~/api/queries/floating-ips'
import { projectImagePicker, siloImagePicker } from '~/api/queries/images'
import { ipPoolPicker } from '~/api/queries/ip-pools'
import { sshKeyPicker } from '~/api/queries/ssh-keys'
import { vpcPicker } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { FullPageForm } from '~/components/form/FullPageForm'
import { TextField } from '~/components/form/TextField'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { Section } from '~/ui/Section'
import { generateName } from '~/util/generate-name'
import { pb } from '~/util/path-builder'

import { BootDiskSection, imageSizeGiB } from './instance-create/BootDiskSection'
import { CapacitySection } from './instance-create/CapacitySection'
import { DisksSection } from './instance-create/DisksSection'
import { HardwareSection } from './instance-create/HardwareSection'
import { NetworkingSection } from './instance-create/NetworkingSection'
import { AccessSection, SettingsSection } from './instance-create/SettingsSection'
import {
  bootImageId,
  defaultValues,
  instanceCreateSchema,
  toInstanceCreate,
  type InstanceCreateValues,
} from './instance-create/values'

// everything the form chooses from, each a picker-sized page: a select offers every choice
const pickers = (project: string) => ({
  projectImages: projectImagePicker(project),
  siloImages: siloImagePicker,
  disks: diskPicker(project),
  floatingIps: floatingIpPicker(project),
  antiAffinityGroups: antiAffinityGroupPicker(project),
  sshKeys: sshKeyPicker,
  ipPools: ipPoolPicker,
  vpcs: vpcPicker(project),
})

// the instance's own name, not one of the disks it creates
const isInstanceNameTaken = (error: ApiError) =>
  error.errorCode === 'ObjectAlreadyExists' && error.message === 'Instance name already exists'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await Promise.all(
    Object.values(pickers(project)).map((query: PageQuery<unknown>) =>
      queryClient.fetchQuery(query),
    ),
  )
  return null
}

export default function InstanceCreatePage() {
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('instances')
  const navigate = useNavigate()
  const queries = pickers(project)

  const projectImages = usePrefetchedQuery(queries.projectImages).data.items
  const siloImages = usePrefetchedQuery(queries.siloImages).data.items
  const allDisks = usePrefetchedQuery(queries.disks).data.items
  const allFloatingIps = usePrefetchedQuery(queries.floatingIps).data.items
  const antiAffinityGroups = usePrefetchedQuery(queries.antiAffinityGroups).data.items
  const sshKeys = usePrefetchedQuery(queries.sshKeys).data.items
  const pools = usePrefetchedQuery(queries.ipPools).data.items
  const vpcs = usePrefetchedQuery(queries.vpcs).data.items

  // only a detached disk can be attached, only a free floating IP taken
  const disks = allDisks.filter((d) => d.state.state === 'detached')
  const floatingIps = allFloatingIps.filter((f) => !f.instanceId)
  const images = useMemo(() => [...projectImages, ...siloImages], [projectImages, siloImages])

  const resolver = useMemo(
    () => zodResolver(instanceCreateSchema(new Map(images.map((i) => [i.id, imageSizeGiB(i)])))),
    [images],
  )
  // generated once: a name that changed under the user would be a surprise
  const [initialValues] = useState<InstanceCreateValues>(() => ({
    ...defaultValues(generateName(['instance'])),
    // every key of the user is given to the instance unless unchecked
    sshPublicKeys: sshKeys.map((k) => k.name),
  }))
  const form = useForm<InstanceCreateValues>({ resolver, defaultValues: initialValues })

  const create = useApiMutation(api.instanceCreate, {
    invalidates: ['instanceList'],
    onSuccess(instance, { body }) {
      addToast({ variant: 'success', title: 'Instance created', content: instance.name })
      // Nexus creates the instance even when the start that follows finds no
      // room (quota or sleds); it answers it stopped, and a start says why
      if (body.start !== false && instance.runState === 'stopped') {
        addToast({
          variant: 'info',
          title: 'Instance created but not started',
          content: 'Start it from the instance page to see why it could not start.',
        })
      }
      navigate(pb.instance({ project, instance: instance.name }))
    },
  })

  // What the form sends: its submit and its "Copy as" menu share it. One request: the boot
  // disk, other disks, interfaces and IPs are all parts of the create's body. A boot disk
  // left unnamed gets a generated name, so each call names it anew (a copy then a submit
  // name it differently); Nexus makes it under the name the body carries.
  const toRequest = (values: InstanceCreateValues) => {
    const imageId = bootImageId(values)
    const imageName = images.find((i) => i.id === imageId)?.name
    return {
      op: 'instanceCreate' as const,
      params: { query: { project }, body: toInstanceCreate(values, imageName) },
    }
  }

  return (
    <FullPageForm
      submitDisabled={submitDisabled}
      title="Create instance"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      submitLabel="Create instance"
      loading={create.isPending}
      // spec §8: a taken instance name goes on the Name field; other errors below the form
      submitError={create.error}
      isNameTaken={isInstanceNameTaken}
      cancelTo={pb.instances({ project })}
    >
      <Section title="Identity">
        <TextField control={form.control} name="name" label="Name" />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          multiline
        />
        <TextField
          control={form.control}
          name="hostname"
          label="Hostname"
          optional
          hint="Left empty, the instance's name is its hostname"
        />
      </Section>
      <HardwareSection form={form} />
      <BootDiskSection
        form={form}
        projectImages={projectImages}
        siloImages={siloImages}
        disks={disks}
      />
      <DisksSection form={form} disks={disks} />
      <NetworkingSection
        form={form}
        project={project}
        vpcs={vpcs}
        pools={pools}
        floatingIps={floatingIps}
      />
      <AccessSection form={form} sshKeys={sshKeys} />
      <SettingsSection form={form} antiAffinityGroups={antiAffinityGroups} />
      <CapacitySection form={form} error={create.error} />
    </FullPageForm>
  )
}
