import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, queryClient, useApiMutation } from '~/api/client'
import { vpcView } from '~/api/queries/vpcs'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { descriptionSchema, ipNetSchema, nameSchema } from './schemas'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  dnsName: nameSchema,
  ipv6Prefix: ipNetSchema(true),
})

export default function VpcCreateForm() {
  const navigate = useNavigate()
  const { project } = useProjectParams()
  // reached by its address, the form shows; its submit says why the user may not
  const submitDisabled = useProjectAccess(project).changeReason('vpcs')
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', dnsName: '', ipv6Prefix: '' },
  })
  const create = useApiMutation(api.vpcCreate, {
    invalidates: ['vpcList'],
    onSuccess(vpc) {
      queryClient.setQueryData(vpcView({ project, vpc: vpc.name }).queryKey, vpc)
      addToast({ variant: 'success', title: 'VPC created', content: vpc.name })
      navigate(pb.vpc({ project, vpc: vpc.name }))
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({ ipv6Prefix, ...values }: z.infer<typeof schema>) => ({
    op: 'vpcCreate' as const,
    params: { query: { project }, body: { ...values, ipv6Prefix: ipv6Prefix.trim() || undefined } },
  })
  return (
    <SideModalForm
      submitDisabled={submitDisabled}
      title="Create VPC"
      form={form}
      onSubmit={(values) => create.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.vpcs({ project }))}
      submitLabel="Create VPC"
      loading={create.isPending}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField control={form.control} name="dnsName" label="DNS name" />
      <TextField
        control={form.control}
        name="ipv6Prefix"
        label="IPv6 prefix"
        optional
        hint="A /48 of the unique local range fd00::/8, e.g. fd12:3456:789a::/48. Left blank, the rack picks one."
      />
    </SideModalForm>
  )
}
