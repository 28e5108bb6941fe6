import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { vpcRouterPicker } from '~/api/queries/vpcs'
import { SelectField } from '~/components/form/SelectField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, ipNetSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  ipv4Block: ipNetSchema(),
  ipv6Block: ipNetSchema(true),
  customRouter: z.string(),
})

export default function VpcSubnetCreateForm() {
  const navigate = useNavigate()
  const selector = useVpcParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(selector.project).changeReason('subnets')
  const { project, vpc } = selector
  const routers = useQuery(vpcRouterPicker(selector))
  const customRouters = (routers.data?.items ?? []).filter((r) => r.kind === 'custom')
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', ipv4Block: '', ipv6Block: '', customRouter: '' },
  })
  const create = useApiMutation(api.vpcSubnetCreate, {
    // the system router gets a route to the new subnet
    invalidates: ['vpcSubnetList', 'vpcRouterRouteList'],
    onSuccess(subnet) {
      addToast({ variant: 'success', title: 'Subnet created', content: subnet.name })
      navigate(pb.vpcSubnets(selector))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({
    ipv4Block,
    ipv6Block,
    customRouter,
    ...values
  }: z.infer<typeof schema>) => ({
    op: 'vpcSubnetCreate' as const,
    params: {
      query: { project, vpc },
      body: {
        ...values,
        ipv4Block: ipv4Block.trim(),
        ipv6Block: ipv6Block.trim() || undefined,
        customRouter: customRouter || undefined,
      },
    },
  })

  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create subnet"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.vpcSubnets(selector))}
      submitLabel="Create subnet"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField
        control={form.control}
        name="ipv4Block"
        label="IPv4 block"
        hint="A private range (10/8, 172.16/12 or 192.168/16), /8 to /26, e.g. 10.1.0.0/24"
      />
      <TextField
        control={form.control}
        name="ipv6Block"
        label="IPv6 block"
        optional
        hint="A /64 of the VPC's IPv6 prefix. Left blank, the rack picks a free one."
      />
      <SelectField
        control={form.control}
        name="customRouter"
        label="Custom router"
        optional
        placeholder="None"
        items={customRouters.map((r) => ({ value: r.name, label: r.name }))}
      />
    </SideModalForm>
  )
}
