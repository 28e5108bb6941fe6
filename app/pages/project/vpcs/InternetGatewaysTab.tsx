// A VPC's internet gateways, each linking to its page.
import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'

import type { InternetGateway } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { internetGatewayList } from '~/api/queries/vpcs'
import { PrefetchLink } from '~/components/PrefetchLink'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(
    internetGatewayList(requireParams(params, 'project', 'vpc')).firstPage(),
  )
  return null
}

const col = createColumnHelper<InternetGateway>()

export default function InternetGatewaysTab() {
  const selector = useVpcParams()
  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <PrefetchLink
          to={pb.vpcInternetGateway({ ...selector, gateway: info.getValue() })}
          className="font-medium text-accent hover:underline"
        >
          {info.getValue()}
        </PrefetchLink>
      ),
    }),
    commonColumns<InternetGateway>().description,
    commonColumns<InternetGateway>().created,
  ]
  return (
    <QueryTable
      label="Internet gateways"
      query={internetGatewayList(selector)}
      columns={columns}
      getRowId={(g) => g.id}
      emptyState={
        <EmptyState
          title="No internet gateways"
          body="Without a gateway, the VPC's instances reach nothing outside the rack."
        />
      }
    />
  )
}
