// The project's VPCs (spec §2 `vpcs`): each links to its page; edit and delete per row.
// The create and edit forms render over the list, in its outlet.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { Vpc } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { vpcList } from '~/api/queries/vpcs'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(vpcList(project).firstPage())
  return null
}

const col = createColumnHelper<Vpc>()

export default function VpcsPage() {
  const { project } = useProjectParams()
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('vpcs')

  const deleteVpc = useApiMutation(api.vpcDelete, {
    invalidates: ['vpcList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'VPC deleted', content: path.vpc })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.vpc({ project, vpc: info.getValue() })}>{info.getValue()}</LinkCell>
      ),
    }),
    col.accessor('dnsName', { header: 'DNS name' }),
    col.accessor('ipv6Prefix', {
      header: 'IPv6 prefix',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    commonColumns<Vpc>().description,
    commonColumns<Vpc>().created,
    actionsColumn<Vpc>((vpc) => [
      {
        label: 'Edit',
        disabled: roleReason,
        onActivate: () => navigate(pb.vpcEdit({ project, vpc: vpc.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: roleReason,
        onActivate: confirmDelete({
          resourceKind: 'VPC',
          label: vpc.name,
          // Nexus refuses while the VPC has subnets, the default one included; its
          // message says so in the dialog's error
          doDelete: () => deleteVpc.mutateAsync({ path: { vpc: vpc.name }, query: { project } }),
        }),
        commands: commandsOf({
          op: 'vpcDelete',
          params: { path: { vpc: vpc.name }, query: { project } },
        }),
      },
    ]),
  ]

  const newVpcLink = (
    <ActionLink to={pb.vpcsNew({ project })} disabled={roleReason}>
      New VPC
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="VPCs" actions={newVpcLink} />
      <QueryTable
        label="VPCs"
        query={vpcList(project)}
        columns={columns}
        getRowId={(v) => v.id}
        emptyState={
          <EmptyState
            title="No VPCs"
            body="A VPC is a private network for the project's instances, with its own subnets, routers and firewall rules."
            action={newVpcLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
