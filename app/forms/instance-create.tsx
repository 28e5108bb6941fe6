// The instance create page (`instances-new`): every field of the contract's `InstanceCreate`.
// Values, checks and the request body live in `instance-create/values.ts`; the sections here
// only lay them out.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { api, invalidateEndpoint, queryClient, useApiMutation, type PageQuery } from '~/api/client'
import { TextField } from '~/components/form/TextField'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { Section } from '~/ui/Section'
import { generateName } from '~/util/generate-name'
import { pb } from '~/util/path-builder'

import { BootDiskSection, imageSizeGiB } from './instance-create/BootDiskSection'
import { DisksSection } from './instance-create/DisksSection'
import { HardwareSection } from './instance-create/HardwareSection'
import { NetworkingSection } from './instance-create/NetworkingSection'
import { formQueries } from './instance-create/queries'
import { AccessSection, SettingsSection } from './instance-create/SettingsSection'
import {
  bootImageId,
  defaultValues,
  instanceCreateSchema,
  toInstanceCreate,
  type InstanceCreateValues,
} from './instance-create/values'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  const q = formQueries(project)
  const prefetch = (query: PageQuery<unknown>) => queryClient.fetchQuery(query)
  await Promise.all([
    prefetch(q.projectImages),
    prefetch(q.siloImages),
    prefetch(q.disks),
    prefetch(q.floatingIps),
    prefetch(q.antiAffinityGroups),
    prefetch(q.sshKeys),
    prefetch(q.ipPools),
    prefetch(q.vpcs),
  ])
  return null
}

/** Reads a list the loader fetched; the cache holds it, so there is no loading state. */
function useLoadedList<T>(query: {
  queryKey: readonly unknown[]
  queryFn: () => Promise<{ items: T[] }>
}) {
  return useQuery(query).data?.items ?? []
}

export default function InstanceCreatePage() {
  const { project } = useProjectParams()
  const navigate = useNavigate()
  const formId = useId()
  const queries = formQueries(project)

  const projectImages = useLoadedList(queries.projectImages)
  const siloImages = useLoadedList(queries.siloImages)
  const allDisks = useLoadedList(queries.disks)
  const allFloatingIps = useLoadedList(queries.floatingIps)
  const antiAffinityGroups = useLoadedList(queries.antiAffinityGroups)
  const sshKeys = useLoadedList(queries.sshKeys)
  const pools = useLoadedList(queries.ipPools)
  const vpcs = useLoadedList(queries.vpcs)

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
    onSuccess(instance, { body }) {
      void invalidateEndpoint('instanceList')
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

  // spec §8: a taken instance name goes on the Name field; other errors below the form
  const error = create.error
  const isNameTaken =
    error?.errorCode === 'ObjectAlreadyExists' && error.message === 'Instance name already exists'
  useEffect(() => {
    if (isNameTaken) form.setError('name', { message: error.message }, { shouldFocus: true })
  }, [form, isNameTaken, error])

  const onSubmit = (values: InstanceCreateValues) => {
    const imageId = bootImageId(values)
    const imageName = images.find((i) => i.id === imageId)?.name
    create.mutate({ query: { project }, body: toInstanceCreate(values, imageName) })
  }

  return (
    <>
      <PageHeader title="Create instance" />
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="max-w-3xl space-y-8 pb-8"
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

        {error && !isNameTaken && <ErrorMessage>{error.message}</ErrorMessage>}
        <div className="flex items-center gap-2">
          <Button type="submit" loading={create.isPending}>
            Create instance
          </Button>
          <Link
            to={pb.instances({ project })}
            className="inline-flex h-9 items-center rounded-md px-3.5 text-sm font-medium text-default hover:bg-secondary"
          >
            Cancel
          </Link>
        </div>
      </form>
    </>
  )
}
