// A new external subnet of the project (route `external-subnets-new`), taken from one of
// the silo's subnet pools or named exactly. On a rack without external subnets the form
// does not open: the page behind it says why.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { IpVersion, SiloSubnetPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { externalSubnetsFeature, siloSubnetPoolPicker } from '~/api/queries/external-subnets'
import { rackSupport } from '~/api/queries/session'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { rackHas } from '~/components/RackFeature'
import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import {
  createDefaults,
  createSchema,
  suggestedPrefix,
  toCreateBody,
  versionBits,
  type Allocation,
  type CreateValues,
} from './external-subnet-create-values'

export async function clientLoader(_: LoaderFunctionArgs) {
  if (!(await rackHas(externalSubnetsFeature))) return null
  await queryClient.fetchQuery(siloSubnetPoolPicker)
  return null
}

const ALLOCATIONS = [
  {
    value: 'pool',
    label: 'From a subnet pool',
    description: 'The rack takes the first free subnet of the size asked',
  },
  {
    value: 'explicit',
    label: 'A specific subnet',
    description: 'It must lie in a pool linked to this silo, and be free',
  },
] as const satisfies { value: Allocation; label: string; description: string }[]

const VERSION_LABEL: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

const poolLabel = (p: SiloSubnetPool) =>
  `${p.name} (${VERSION_LABEL[p.ipVersion]}${p.isDefault ? ', silo default' : ''})`

export default function ExternalSubnetCreateForm() {
  const { data: support } = usePrefetchedQuery(
    rackSupport(externalSubnetsFeature.op, externalSubnetsFeature.name),
  )
  return support.available ? <CreateForm /> : null
}

function CreateForm() {
  const navigate = useNavigate()
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('externalSubnets')
  const { data: pools } = usePrefetchedQuery(siloSubnetPoolPicker)
  // a silo may have a default pool of each IP version: the IPv4 one comes first
  const defaults = pools.items.filter((p) => p.isDefault)
  const defaultPool = defaults.find((p) => p.ipVersion === 'v4') ?? defaults[0]
  const form = useForm({
    resolver: zodResolver(createSchema),
    defaultValues: createDefaults(defaultPool),
  })
  const allocation = form.watch('allocation')
  const poolVersion = form.watch('poolVersion')
  const back = () => navigate(pb.externalSubnets({ project }))

  const create = useApiMutation(api.externalSubnetCreate, {
    invalidates: ['externalSubnetList'],
    onSuccess(subnet) {
      addToast({
        variant: 'success',
        title: 'External subnet created',
        content: `${subnet.name} (${subnet.subnet})`,
      })
      back()
    },
  })

  // The pool's version bounds the prefix: a pool of the other version brings that
  // version's usual prefix with it
  const onPoolChange = (name: string) => {
    const version = pools.items.find((p) => p.name === name)?.ipVersion
    const before = form.getValues('poolVersion')
    form.setValue('poolVersion', version)
    if (version && version !== before) form.setValue('prefixLength', suggestedPrefix(version))
  }

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: CreateValues) => ({
    op: 'externalSubnetCreate' as const,
    params: { query: { project }, body: toCreateBody(values) },
  })
  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create external subnet"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={back}
      submitLabel="Create external subnet"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <RadioField control={form.control} name="allocation" label="Subnet" options={ALLOCATIONS} />
      {allocation === 'pool' ? (
        <>
          <SelectField
            control={form.control}
            name="pool"
            label="Subnet pool"
            placeholder={
              pools.items.length === 0 ? 'No subnet pools linked to this silo' : 'Choose a pool'
            }
            items={pools.items.map((p) => ({ value: p.name, label: poolLabel(p) }))}
            onChange={onPoolChange}
          />
          <NumberField
            control={form.control}
            name="prefixLength"
            label="Prefix length"
            min={1}
            max={versionBits(poolVersion ?? 'v6')}
            hint={`The subnet's size: ${poolVersion === 'v6' ? '64 for a /64' : '28 for a /28 (16 addresses)'}. The pool's subnets set which lengths it gives.`}
          />
        </>
      ) : (
        <TextField
          control={form.control}
          name="subnet"
          label="Subnet CIDR"
          mono
          hint="A network and its width, e.g. 198.51.100.144/28"
        />
      )}
    </SideModalForm>
  )
}
