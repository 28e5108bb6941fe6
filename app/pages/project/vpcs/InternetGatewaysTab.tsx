// A VPC's internet gateways, each linking to its page.
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import type { InternetGateway } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { internetGatewayList } from '~/api/queries/vpcs'
import { InternetGatewayCreateForm } from '~/forms/internet-gateway-create'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(
    internetGatewayList(requireParams(params, 'project', 'vpc')).firstPage(),
  )
  return null
}

const col = createColumnHelper<InternetGateway>()

export default function InternetGatewaysTab() {
  const selector = useVpcParams()
  const { project, vpc } = selector
  const [creating, setCreating] = useState(false)
  const roleReason = useProjectAccess(project).changeReason('internetGateways')
  const deleteGateway = useApiMutation(api.internetGatewayDelete, {
    invalidates: ['internetGatewayList', 'vpcRouterRouteList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Internet gateway deleted', content: path.gateway })
    },
  })
  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.vpcInternetGateway({ ...selector, gateway: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    commonColumns<InternetGateway>().description,
    commonColumns<InternetGateway>().created,
    actionsColumn<InternetGateway>((g) => {
      const params = { path: { gateway: g.name }, query: { project, vpc, cascade: true } }
      return [
        {
          label: 'Delete',
          disabled: roleReason,
          danger: true,
          onActivate: () =>
            confirmAction({
              title: 'Delete internet gateway',
              message: `Delete ${g.name}? Its IP pools and address go with it, and so does every route of the VPC that sends traffic to it.`,
              actionLabel: 'Delete',
              doAction: () => deleteGateway.mutateAsync(params),
              errorTitle: 'Could not delete internet gateway',
            }),
          commands: commandsOf({ op: 'internetGatewayDelete', params }),
        },
      ]
    }),
  ]
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button
          size="sm"
          disabled={!!roleReason}
          disabledReason={roleReason}
          onClick={() => setCreating(true)}
        >
          New gateway
        </Button>
      </div>
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
      {creating && (
        <InternetGatewayCreateForm
          project={project}
          vpc={vpc}
          onDismiss={() => setCreating(false)}
        />
      )}
    </>
  )
}
