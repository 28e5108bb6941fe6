// The silo page's readiness checklist (issue 13): each thing a silo needs before its users
// can create an instance, done or what to do, with where to do it. The rules are in
// `silo-readiness.ts`; each item waits on its own reads and shows its own error.
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import type { Silo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { invalidateAll } from '~/api/client'
import type { SystemChange } from '~/api/fleet-role'
import { siloIpPoolPicker } from '~/api/queries/ip-pools'
import {
  identityProviderList,
  siloUserPicker,
  siloUtilizationView,
  systemSiloPolicyView,
} from '~/api/queries/silos'
import { ActionLink } from '~/components/ActionLink'
import { LocalUserCreateForm } from '~/forms/local-user-create'
import { SiloAdminAddForm } from '~/forms/silo-admin-add'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { SuccessIcon, WarningIcon } from '~/ui/icons'
import { Section } from '~/ui/Section'
import { pb } from '~/util/path-builder'

import { ReadState } from './ReadState'
import {
  adminReadiness,
  ipPoolReadiness,
  quotasReadiness,
  readinessSummary,
  signInReadiness,
  type ReadinessAction,
  type ReadinessItem,
} from './silo-readiness'

const inPlace = { throwOnError: false } as const

/** The silo page with one of its tabs chosen */
const tabUrl = (silo: string, tab: string) =>
  `${pb.systemSilo({ silo })}?${new URLSearchParams({ tab })}`

type Dialog = 'add-user' | 'make-admin' | null

/** The change each to-do leads to: a user who may not make it sees the action off, and why */
const ACTION_CHANGE: Record<ReadinessAction, SystemChange> = {
  'link-pool': 'changeIpPools',
  'default-pool': 'changeIpPools',
  'add-idp': 'addIdentityProvider',
  'add-user': 'addSiloUser',
  'set-quotas': 'editQuotas',
  'make-admin': 'changeSiloAccess',
}

const small = { variant: 'secondary', size: 'sm' } as const

export function SiloReadiness({ silo }: { silo: Silo }) {
  const name = silo.name
  const isSaml = silo.identityMode !== 'local_only'
  const pools = useQuery({ ...siloIpPoolPicker(name), ...inPlace })
  // the identity provider tab's own first page: the check only asks whether there is one
  const providers = useQuery({ ...identityProviderList(name).firstPage(), ...inPlace })
  const users = useQuery({ ...siloUserPicker(name), ...inPlace })
  const utilization = useQuery({ ...siloUtilizationView(name), ...inPlace })
  const policy = useQuery({ ...systemSiloPolicyView(name), ...inPlace })
  const [dialog, setDialog] = useState<Dialog>(null)
  const access = useFleetAccess()
  const notAllowed = (action: ReadinessAction) =>
    systemChangeDisabledReason(access, ACTION_CHANGE[action], silo.id)

  const userCount = users.data?.items.length ?? 0
  const checks: Array<{ reads: UseQueryResult[]; item: () => ReadinessItem; title: string }> = [
    {
      title: 'Default IP pool',
      reads: [pools],
      item: () => ipPoolReadiness(pools.data!.items),
    },
    {
      title: 'A way to sign in',
      reads: isSaml ? [providers] : [users],
      item: () =>
        signInReadiness({
          mode: silo.identityMode,
          providers: providers.data?.items.length ?? 0,
          users: userCount,
        }),
    },
    {
      title: 'Quotas',
      reads: [utilization],
      item: () => quotasReadiness(utilization.data!.allocated),
    },
    {
      title: 'A silo admin',
      reads: [policy, users],
      item: () =>
        adminReadiness({ mode: silo.identityMode, policy: policy.data!, users: userCount }),
    },
  ]
  const known = checks.every((c) => c.reads.every((r) => r.data !== undefined))
  const summary = known ? readinessSummary(checks.map((c) => c.item())) : null

  const actions: Record<ReadinessAction, ReactNode> = {
    // pools are linked to silos from the pool's page: pick one from the list
    'link-pool': (
      <ActionLink to={pb.systemIpPools()} disabled={notAllowed('link-pool')} {...small}>
        Link an IP pool
      </ActionLink>
    ),
    // the linked pools, each leading to its page where it can be made the default
    'default-pool': (
      <ActionLink to={tabUrl(name, 'ip-pools')} disabled={notAllowed('default-pool')} {...small}>
        Choose a default pool
      </ActionLink>
    ),
    'add-idp': (
      <ActionLink
        to={pb.systemSiloIdpsNew({ silo: name })}
        disabled={notAllowed('add-idp')}
        {...small}
      >
        Add identity provider
      </ActionLink>
    ),
    'add-user': (
      <DialogButton reason={notAllowed('add-user')} onClick={() => setDialog('add-user')}>
        Add user
      </DialogButton>
    ),
    'set-quotas': (
      <ActionLink to={tabUrl(name, 'quotas')} disabled={notAllowed('set-quotas')} {...small}>
        Set quotas
      </ActionLink>
    ),
    'make-admin': (
      <DialogButton reason={notAllowed('make-admin')} onClick={() => setDialog('make-admin')}>
        Make a user admin
      </DialogButton>
    ),
  }

  return (
    <Section
      title="Readiness"
      description="What this silo needs before its users can create an instance."
    >
      <p className="text-sm font-medium text-default" aria-live="polite">
        {summary ?? <span className="text-secondary">Checking the silo…</span>}
      </p>
      <ul className="divide-y divide-default rounded-lg border border-default">
        {checks.map((check) => (
          <li key={check.title} className="px-4 py-3">
            <ReadState reads={check.reads} loading={`Checking ${check.title.toLowerCase()}`}>
              {() => <Item item={check.item()} action={actions} />}
            </ReadState>
          </li>
        ))}
      </ul>
      {dialog === 'add-user' && (
        <LocalUserCreateForm
          silo={name}
          onDismiss={() => {
            // the form refreshes the signed-in user's own silo's list; this is another's
            invalidateAll(['siloUserList'])
            setDialog(null)
          }}
        />
      )}
      {dialog === 'make-admin' && (
        <SiloAdminAddForm silo={name} onDismiss={() => setDialog(null)} />
      )}
    </Section>
  )
}

function DialogButton({
  reason,
  onClick,
  children,
}: {
  reason: string | false
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button {...small} disabled={!!reason} disabledReason={reason} onClick={onClick}>
      {children}
    </Button>
  )
}

function Item({
  item,
  action,
}: {
  item: ReadinessItem
  action: Record<ReadinessAction, ReactNode>
}) {
  const Icon = item.done ? SuccessIcon : WarningIcon
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Icon
        width={16}
        height={16}
        className={item.done ? 'mt-0.5 shrink-0 text-accent' : 'mt-0.5 shrink-0 text-notice'}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-default">
          {item.title}
          <Badge color={item.done ? 'accent' : 'notice'}>{item.done ? 'Done' : 'To do'}</Badge>
        </p>
        <p className="text-sm text-secondary">{item.detail}</p>
      </div>
      {item.action && <div className="shrink-0">{action[item.action]}</div>}
    </div>
  )
}
