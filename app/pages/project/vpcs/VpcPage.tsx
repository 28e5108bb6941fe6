// One VPC (spec §2 `vpcs/{vpc}`): its properties and the tabs firewall rules (the
// default), subnets, routers and internet gateways, which render in the outlet.
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { vpcView } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { RouteTabs } from '~/components/RouteTabs'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { Button } from '~/ui/Button'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  // a missing VPC is a 404 page, through the route's error boundary
  await queryClient.fetchQuery(vpcView(requireParams(params, 'project', 'vpc')))
  return null
}

export default function VpcPage() {
  const selector = useVpcParams()
  const navigate = useNavigate()
  const roleReason = useProjectAccess(selector.project).changeReason('vpcs')
  const { data: vpc } = usePrefetchedQuery(vpcView(selector))
  const tabs = [
    { to: pb.vpcFirewallRules(selector), label: 'Firewall rules' },
    { to: pb.vpcSubnets(selector), label: 'Subnets' },
    { to: pb.vpcRouters(selector), label: 'Routers' },
    { to: pb.vpcInternetGateways(selector), label: 'Internet gateways' },
  ]
  return (
    <>
      <PageHeader
        title={vpc.name}
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={!!roleReason}
            disabledReason={roleReason}
            onClick={() => navigate(pb.vpcEdit(selector))}
          >
            Edit
          </Button>
        }
      />
      <h2 className="sr-only">Properties</h2>
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="DNS name">{vpc.dnsName}</PropertiesTable.Row>
        <PropertiesTable.Row label="IPv6 prefix">
          <span className="font-mono text-xs">{vpc.ipv6Prefix}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {vpc.description || <span className="text-secondary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(vpc.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={vpc.id} wide />
      </PropertiesTable>
      <RouteTabs label="VPC" tabs={tabs} />
      <Outlet />
    </>
  )
}
