// Add a member (a subnet) to a subnet pool, over the pool's page, with the prefix lengths
// that may be allocated from it. The subnet must be of the pool's IP version and written
// as its network address; the prefix lengths, each optional, lie between the subnet's
// width and the version's. Nexus refuses a subnet that overlaps any pool's member or IP
// range; its words show in the form and what was typed stays.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { api, queryClient, useApiMutation } from '~/api/client'
import { subnetPoolsFeature, subnetPoolView } from '~/api/queries/subnet-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { NumberField } from '~/components/form/NumberField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { rackHas } from '~/components/RackFeature'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { memberBody, memberSchema, prefixBounds } from './subnet-pool-member-values'
import { requireSystemChange } from './system-form-guard'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { subnetPool } = requireParams(params, 'subnetPool')
  // on a rack without subnet pools the page shows why, and renders no form
  if (!(await rackHas(subnetPoolsFeature))) return null
  await requireSystemChange('changeSubnetPools', pb.systemSubnetPool({ subnetPool }))
  await queryClient.fetchQuery(subnetPoolView(subnetPool))
  return null
}

const EXAMPLE = { v4: '192.0.2.0/24', v6: '2001:db8:100::/40' } as const

export default function SubnetPoolMemberAddForm() {
  const navigate = useNavigate()
  const { subnetPool } = requireParams(useParams(), 'subnetPool')
  const { data: pool } = usePrefetchedQuery(subnetPoolView(subnetPool))
  const version = pool.ipVersion
  const form = useForm({
    resolver: zodResolver(memberSchema(version)),
    defaultValues: { subnet: '', minPrefixLength: NaN, maxPrefixLength: NaN },
  })
  const subnet = useWatch({ control: form.control, name: 'subnet' })
  const bounds = prefixBounds(subnet, version)
  const back = () => navigate(pb.systemSubnetPool({ subnetPool }))

  const add = useApiMutation(api.systemSubnetPoolMemberAdd, {
    invalidates: ['systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'],
    onSuccess(member) {
      addToast({ variant: 'success', title: 'Member added', content: member.subnet })
      back()
    },
  })

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: Parameters<typeof memberBody>[0]) => ({
    op: 'systemSubnetPoolMemberAdd' as const,
    params: { path: { pool: subnetPool }, body: memberBody(values) },
  })
  return (
    <SideModalForm
      title="Add member"
      subtitle={subnetPool}
      form={form}
      onSubmit={(values) => add.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={back}
      submitLabel="Add member"
      loading={add.isPending}
      submitError={add.error}
    >
      <TextField
        control={form.control}
        name="subnet"
        label="Subnet"
        mono
        hint={`An ${version === 'v4' ? 'IPv4' : 'IPv6'} network, e.g. ${EXAMPLE[version]}`}
      />
      <NumberField
        control={form.control}
        name="minPrefixLength"
        label="Minimum prefix length"
        optional
        hint={`The widest subnet that may be taken from it, ${bounds.min} to ${bounds.max}; empty for the subnet’s own width`}
        min={bounds.min}
        max={bounds.max}
      />
      <NumberField
        control={form.control}
        name="maxPrefixLength"
        label="Maximum prefix length"
        optional
        hint={`The narrowest subnet that may be taken from it, ${bounds.min} to ${bounds.max}; empty for ${bounds.max}`}
        min={bounds.min}
        max={bounds.max}
      />
    </SideModalForm>
  )
}
