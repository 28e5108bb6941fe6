// The instance's external subnets, on its networking tab: the blocks of external addresses
// routed to it, to detach here or attach one the project keeps free. A rack without
// external subnets gets the one line saying why, where the section would be.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type { ExternalSubnet, Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { instanceDisabledReason } from '~/api/action-reasons'
import { api, PICKER_PAGE_SIZE, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import {
  externalSubnetList,
  externalSubnetsFeature,
  instanceExternalSubnets,
} from '~/api/queries/external-subnets'
import { rackSupport } from '~/api/queries/session'
import { InlineError } from '~/components/InlineError'
import { RackLacks } from '~/components/RackFeature'
import { PickOneForm } from '~/components/form/PickOneForm'
import { actionsColumn, commonColumns } from '~/table/columns'
import { RowsTable } from '~/table/RowsTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { addToast } from '~/ui/toast-store'

import { SubnetPoolName } from '../external-subnets/SubnetPoolName'
import { useProjectAccess } from '~/hooks/use-project-access'

const col = createColumnHelper<ExternalSubnet>()

type Props = { project: string; instance: Pick<Instance, 'name' | 'runState'> }

export function ExternalSubnetsSection({ project, instance }: Props) {
  const { data: support } = useQuery(
    rackSupport(externalSubnetsFeature.op, externalSubnetsFeature.name),
  )
  if (!support) return null
  if (support.available) return <SubnetsSection project={project} instance={instance} />
  return (
    <Section title="External subnets">
      <RackLacks reason={support.reason} />
    </Section>
  )
}

function SubnetsSection({ project, instance }: Props) {
  const [attaching, setAttaching] = useState(false)
  const subnets = useQuery(instanceExternalSubnets({ project, instance: instance.name }))
  const free = useQuery({
    ...externalSubnetList(project).page(undefined, PICKER_PAGE_SIZE),
    enabled: attaching,
  })
  const changeReason = useProjectAccess(project).changeReason('externalSubnets')
  const stateReason = instanceDisabledReason(instance, 'changeExternalSubnets')
  const disabledReason = changeReason || stateReason

  const detach = useApiMutation(api.externalSubnetDetach, {
    invalidates: ['externalSubnetList', 'instanceExternalSubnetList'],
    onSuccess(subnet) {
      addToast({ variant: 'success', title: 'External subnet detached', content: subnet.name })
    },
  })
  const attach = useApiMutation(api.externalSubnetAttach, {
    invalidates: ['externalSubnetList', 'instanceExternalSubnetList'],
    onSuccess(subnet) {
      addToast({ variant: 'success', title: 'External subnet attached', content: subnet.name })
      setAttaching(false)
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('subnet', {
      header: 'Subnet',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    col.accessor('subnetPoolId', {
      header: 'Subnet pool',
      cell: (info) => <SubnetPoolName id={info.getValue()} />,
    }),
    commonColumns<ExternalSubnet>().description,
    actionsColumn<ExternalSubnet>((subnet) => [
      {
        label: 'Detach',
        disabled: disabledReason,
        onActivate: () =>
          confirmAction({
            title: 'Detach external subnet',
            message: (
              <>
                Detach <strong className="font-medium text-default">{subnet.name}</strong> (
                {subnet.subnet}) from{' '}
                <strong className="font-medium text-default">{instance.name}</strong>? The instance
                stops being reachable at its addresses; the subnet stays with the project.
              </>
            ),
            actionLabel: 'Detach',
            doAction: () =>
              detach.mutateAsync({ path: { externalSubnet: subnet.name }, query: { project } }),
            errorTitle: 'Could not detach external subnet',
          }),
        commands: commandsOf({
          op: 'externalSubnetDetach',
          params: { path: { externalSubnet: subnet.name }, query: { project } },
        }),
      },
    ]),
  ]

  const attachButton = (
    <Button
      size="sm"
      variant="secondary"
      disabled={!!disabledReason}
      disabledReason={disabledReason}
      onClick={() => setAttaching(true)}
    >
      Attach external subnet
    </Button>
  )

  return (
    <Section title="External subnets" actions={attachButton}>
      {subnets.error ? (
        <InlineError
          error={subnets.error}
          onRetry={() => void subnets.refetch()}
          retrying={subnets.isFetching}
        />
      ) : (
        <RowsTable
          label="External subnets"
          rows={subnets.data?.items ?? []}
          busy={subnets.isPending}
          columns={columns}
          getRowId={(s) => s.id}
          emptyState={
            // nothing is said to be empty before the list is read
            subnets.data && (
              <EmptyState
                title="No external subnets"
                body="Attach one of the project's external subnets to route a block of external addresses to this instance."
              />
            )
          }
        />
      )}
      {attaching && (
        <PickOneForm
          title="Attach external subnet"
          label="External subnet"
          hint={`${instance.name} will be reachable at every address of the subnet, as its VPC's firewall rules allow.`}
          items={free.data?.items
            .filter((s) => !s.instanceId)
            .map((s) => ({ value: s.name, label: `${s.name} (${s.subnet})` }))}
          emptyText="No free external subnets in this project"
          placeholder="Choose an external subnet"
          submitLabel="Attach"
          loading={attach.isPending}
          error={attach.error}
          onPick={(externalSubnet) =>
            attach.mutate({
              path: { externalSubnet },
              query: { project },
              body: { instance: instance.name },
            })
          }
          onDismiss={() => setAttaching(false)}
        />
      )}
    </Section>
  )
}
