// The silos a subnet pool is linked to, on its page: link another (a dialog over the
// page), make the pool a silo's default for its IP version or stop it being one, or unlink
// it. A silo has one default pool per version at most, so making this one the default
// says which pool it replaces before anything changes. Only fleet admins change links.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type {
  IpVersion,
  SiloSubnetPool,
  SubnetPoolSiloLink,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { linkableSiloPicker } from '~/api/queries/ip-pools'
import {
  siloSubnetPoolPicker,
  subnetPoolSiloList,
  subnetPoolView,
} from '~/api/queries/subnet-pools'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SubnetPoolSiloLinkForm } from '~/forms/subnet-pool-silo-link'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { LinkCell } from '~/table/cells/LinkCell'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { VERSION_LABEL } from '../ip-pools/AddressUsageBar'

const col = createColumnHelper<SubnetPoolSiloLink>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

/** The silo's default pool of the version now, or null; a failed read leaves the words general */
async function currentDefault(silo: string, version: IpVersion): Promise<SiloSubnetPool | null> {
  try {
    const pools = await queryClient.fetchQuery({ ...siloSubnetPoolPicker(silo), staleTime: 0 })
    return pools.items.find((p) => p.isDefault && p.ipVersion === version) ?? null
  } catch {
    return null
  }
}

const LINK_READS = ['systemSubnetPoolSiloList', 'siloSubnetPoolList'] as const

export function LinkedSilosTab({ pool }: { pool: string }) {
  const [linking, setLinking] = useState(false)
  const { data: poolData } = usePrefetchedQuery(subnetPoolView(pool))
  const version = poolData.ipVersion
  const versionLabel = VERSION_LABEL[version]
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSubnetPools')
  // links name silos by id: the discoverable silos (the only ones listed) give their names
  const silos = useQuery(linkableSiloPicker)
  const siloName = (id: string) => silos.data?.items.find((s) => s.id === id)?.name

  const setDefault = useApiMutation(api.systemSubnetPoolSiloUpdate, {
    invalidates: [...LINK_READS],
    onSuccess(link, { path }) {
      addToast({
        variant: 'success',
        title: link.isDefault ? 'Default pool changed' : 'Default pool cleared',
        content: path.silo,
      })
    },
  })
  const unlink = useApiMutation(api.systemSubnetPoolSiloUnlink, {
    invalidates: [...LINK_READS, 'systemSubnetPoolUtilizationView'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Silo unlinked', content: path.silo })
    },
  })

  const defaultParams = (silo: string, isDefault: boolean) => ({
    path: { pool, silo },
    body: { isDefault },
  })

  async function confirmMakeDefault(silo: string) {
    const old = await currentDefault(silo, version)
    confirmAction({
      title: 'Make default pool',
      message:
        old && old.name !== pool ? (
          <>
            {strong(old.name)} is the default {versionLabel} subnet pool of {strong(silo)} now. Make{' '}
            {strong(pool)} its default instead? External subnets asked for without a pool will come
            from {strong(pool)}; {old.name} stays linked.
          </>
        ) : (
          <>
            Make {strong(pool)} the default {versionLabel} subnet pool of {strong(silo)}? External
            subnets asked for without a pool will come from it.
          </>
        ),
      actionLabel: 'Make default',
      actionType: 'primary',
      doAction: () => setDefault.mutateAsync(defaultParams(silo, true)),
      errorTitle: 'Could not change the default pool',
    })
  }

  const columns = [
    col.accessor('siloId', {
      header: 'Silo',
      cell: (info) => {
        const name = siloName(info.getValue())
        return name ? (
          <LinkCell to={`${pb.systemSilo({ silo: name })}?tab=subnet-pools`}>{name}</LinkCell>
        ) : (
          <span className="font-mono text-xs">{info.getValue()}</span>
        )
      },
    }),
    col.accessor('isDefault', {
      header: 'Default',
      cell: (info) =>
        info.getValue() ? (
          <Badge color="accent">default</Badge>
        ) : (
          <span className="sr-only">No</span>
        ),
    }),
    actionsColumn<SubnetPoolSiloLink>(
      (link) => {
        const silo = siloName(link.siloId) ?? link.siloId
        return [
          link.isDefault
            ? {
                label: 'Clear default',
                disabled: notAllowed,
                onActivate: () =>
                  confirmAction({
                    title: 'Clear default pool',
                    message: (
                      <>
                        Stop {strong(pool)} being the default {versionLabel} subnet pool of{' '}
                        {strong(silo)}? It stays linked; an external subnet asked for without a pool
                        then needs another default.
                      </>
                    ),
                    actionLabel: 'Clear default',
                    actionType: 'primary',
                    doAction: () => setDefault.mutateAsync(defaultParams(silo, false)),
                    errorTitle: 'Could not change the default pool',
                  }),
                commands: commandsOf({
                  op: 'systemSubnetPoolSiloUpdate',
                  params: defaultParams(silo, false),
                }),
              }
            : {
                label: 'Make default',
                disabled: notAllowed,
                onActivate: () => void confirmMakeDefault(silo),
                commands: commandsOf({
                  op: 'systemSubnetPoolSiloUpdate',
                  params: defaultParams(silo, true),
                }),
              },
          {
            label: 'Unlink',
            danger: true,
            disabled: notAllowed,
            onActivate: () =>
              confirmAction({
                title: 'Unlink silo',
                message: (
                  <>
                    Unlink {strong(silo)} from {strong(pool)}? Its projects can no longer take
                    external subnets from the pool
                    {link.isDefault
                      ? `, and the silo is left without a default ${versionLabel} subnet pool`
                      : ''}
                    . Nexus refuses while the silo holds subnets from it.
                  </>
                ),
                actionLabel: 'Unlink',
                doAction: () => unlink.mutateAsync({ path: { pool, silo } }),
                errorTitle: 'Could not unlink silo',
              }),
            commands: commandsOf({
              op: 'systemSubnetPoolSiloUnlink',
              params: { path: { pool, silo } },
            }),
          },
        ]
      },
      (link) => link.siloId,
    ),
  ]

  return (
    <>
      <h2 className="sr-only">Linked silos</h2>
      <div className="mb-3 flex justify-end">
        <Button
          onClick={() => setLinking(true)}
          disabled={!!notAllowed}
          disabledReason={notAllowed}
        >
          Link silo
        </Button>
      </div>
      <QueryTable
        label="Linked silos"
        query={subnetPoolSiloList(pool)}
        columns={columns}
        getRowId={(link) => link.siloId}
        emptyState={
          <EmptyState
            title="No linked silos"
            body="Projects of a silo linked to the pool may take external subnets from it."
          />
        }
      />
      {linking && (
        <SubnetPoolSiloLinkForm pool={pool} version={version} onDismiss={() => setLinking(false)} />
      )}
    </>
  )
}
