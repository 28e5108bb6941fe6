// The silos a pool is linked to, on its page: link another (a dialog over the page), make
// the pool a silo's default, or unlink it. A silo has one default pool at most, so making
// this one the default says which pool it replaces before anything changes. Only fleet
// admins change a pool's links.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type { IpPoolSiloLink, SiloIpPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { ipPoolSiloList, linkableSiloPicker, siloIpPoolPicker } from '~/api/queries/ip-pools'
import { IpPoolSiloLinkForm } from '~/forms/ip-pool-silo-link'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

const col = createColumnHelper<IpPoolSiloLink>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

/** The silo's default pool now, or null; a failed read leaves the dialog's words general */
async function currentDefault(silo: string): Promise<SiloIpPool | null> {
  try {
    const pools = await queryClient.fetchQuery({ ...siloIpPoolPicker(silo), staleTime: 0 })
    return pools.items.find((p) => p.isDefault) ?? null
  } catch {
    return null
  }
}

export function LinkedSilosTab({ pool }: { pool: string }) {
  const [linking, setLinking] = useState(false)
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeIpPools')
  // links name silos by id: the discoverable silos (the only ones listed) give their names
  const silos = useQuery(linkableSiloPicker)
  const siloName = (id: string) => silos.data?.items.find((s) => s.id === id)?.name

  const makeDefault = useApiMutation(api.systemIpPoolSiloUpdate, {
    invalidates: ['systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Default pool changed', content: path.silo })
    },
  })
  const unlink = useApiMutation(api.systemIpPoolSiloUnlink, {
    invalidates: ['systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Silo unlinked', content: path.silo })
    },
  })

  const makeDefaultParams = (silo: string) => ({
    path: { pool, silo },
    body: { isDefault: true },
  })

  async function confirmMakeDefault(silo: string) {
    const old = await currentDefault(silo)
    confirmAction({
      title: 'Make default pool',
      message: old ? (
        <>
          {strong(old.name)} is the default pool of {strong(silo)} now. Make {strong(pool)} its
          default instead? Addresses asked for without a pool will come from {strong(pool)};{' '}
          {old.name} stays linked.
        </>
      ) : (
        <>
          Make {strong(pool)} the default pool of {strong(silo)}? Addresses asked for without a pool
          will come from it.
        </>
      ),
      actionLabel: 'Make default',
      actionType: 'primary',
      doAction: () => makeDefault.mutateAsync(makeDefaultParams(silo)),
      errorTitle: 'Could not change the default pool',
    })
  }

  const columns = [
    col.accessor('siloId', {
      header: 'Silo',
      cell: (info) => {
        const name = siloName(info.getValue())
        return name ? (
          <LinkCell to={pb.systemSilo({ silo: name })}>{name}</LinkCell>
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
    actionsColumn<IpPoolSiloLink>(
      (link) => {
        const silo = siloName(link.siloId) ?? link.siloId
        return [
          {
            label: 'Make default',
            disabled: notAllowed || (link.isDefault && 'The pool is already this silo’s default'),
            onActivate: () => void confirmMakeDefault(silo),
            commands: commandsOf({ op: 'systemIpPoolSiloUpdate', params: makeDefaultParams(silo) }),
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
                    addresses from the pool
                    {link.isDefault ? ', and the silo is left without a default pool' : ''}. The API
                    refuses while the silo holds addresses from it.
                  </>
                ),
                actionLabel: 'Unlink',
                doAction: () => unlink.mutateAsync({ path: { pool, silo } }),
                errorTitle: 'Could not unlink silo',
              }),
            commands: commandsOf({
              op: 'systemIpPoolSiloUnlink',
              params: { path: { pool, silo } },
            }),
          },
        ]
      },
      (link) => link.siloId,
    ),
  ]

  const linkButton = (
    <Button onClick={() => setLinking(true)} disabled={!!notAllowed} disabledReason={notAllowed}>
      Link silo
    </Button>
  )

  return (
    <>
      <h2 className="sr-only">Linked silos</h2>
      <div className="mb-3 flex justify-end">{linkButton}</div>
      <QueryTable
        label="Linked silos"
        query={ipPoolSiloList(pool)}
        columns={columns}
        getRowId={(link) => link.siloId}
        emptyState={
          <EmptyState
            title="No linked silos"
            body="Projects of a silo linked to the pool may take addresses from it."
          />
        }
      />
      {linking && <IpPoolSiloLinkForm pool={pool} onDismiss={() => setLinking(false)} />}
    </>
  )
}
