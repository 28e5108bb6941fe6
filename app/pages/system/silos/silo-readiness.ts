// Silo readiness (issue 13): what a silo still lacks before its users can create an
// instance. A new silo is made empty, and nothing in Nexus says which of the pieces
// around it are missing until a user's request fails; each check here is one of those
// failures, found ahead of time from the operator's reads. Pure: the page does the reads
// and decides where each action is done.
import type {
  SiloIdentityMode,
  SiloIpPool,
  SiloQuotas,
  SiloRolePolicy,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { formatBytes, formatNumber } from '~/util/format'

/** What the operator can do about an item, where the page offers it */
export type ReadinessAction =
  /** link a pool to the silo as its default (from a pool's page) */
  | 'link-pool'
  /** make one of the pools linked to the silo its default */
  | 'default-pool'
  /** add a SAML identity provider */
  | 'add-idp'
  /** add a local user */
  | 'add-user'
  /** raise the quotas (the silo's quotas tab) */
  | 'set-quotas'
  /** give one of the silo's users the silo admin role */
  | 'make-admin'

export type ReadinessItem = {
  key: 'ip-pool' | 'sign-in' | 'quotas' | 'admin'
  /** What is needed, the same words done or not: "Default IP pool" */
  title: string
  done: boolean
  /** What is in place when done; what is missing and why it matters when not */
  detail: string
  /** What the page offers to fix it; none when done or when nothing can be done yet */
  action: ReadinessAction | null
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`

/**
 * An instance's external address comes from the silo's default pool unless the request
 * names another, and the console's instance form asks for an ephemeral address from it.
 */
export function ipPoolReadiness(pools: readonly SiloIpPool[]): ReadinessItem {
  const title = 'Default IP pool'
  const defaultPool = pools.find((p) => p.isDefault)
  if (defaultPool) {
    return {
      key: 'ip-pool',
      title,
      done: true,
      detail: `${defaultPool.name} gives instances their external addresses.`,
      action: null,
    }
  }
  return {
    key: 'ip-pool',
    title,
    done: false,
    detail:
      pools.length === 0
        ? 'No IP pool is linked to this silo, so its instances cannot get an external address. Link a pool and make it the default.'
        : `${plural(pools.length, 'pool is', 'pools are')} linked but none is the default, so an instance that asks for no pool by name gets no external address. Make one the default.`,
    action: pools.length === 0 ? 'link-pool' : 'default-pool',
  }
}

type SignInFacts = {
  mode: SiloIdentityMode
  /** the silo's SAML identity providers */
  providers: number
  /** the silo's users (for a SAML silo, those who have signed in once) */
  users: number
}

/**
 * A SAML silo's users come from its identity provider the first time they sign in; a
 * local silo's exist only once an operator or admin adds them.
 */
export function signInReadiness({ mode, providers, users }: SignInFacts): ReadinessItem {
  const title = 'A way to sign in'
  // a SCIM silo's users sign in through SAML too (its provider also provisions them)
  if (mode !== 'local_only') {
    return providers > 0
      ? {
          key: 'sign-in',
          title,
          done: true,
          detail: `Users sign in through ${plural(providers, 'SAML identity provider')}.`,
          action: null,
        }
      : {
          key: 'sign-in',
          title,
          done: false,
          detail:
            'This silo takes its users from a SAML identity provider and has none, so nobody can sign in. Add one.',
          action: 'add-idp',
        }
  }
  return users > 0
    ? {
        key: 'sign-in',
        title,
        done: true,
        detail: `${plural(users, 'local user')} can sign in with the passwords the silo keeps.`,
        action: null,
      }
    : {
        key: 'sign-in',
        title,
        done: false,
        detail:
          'This silo keeps its own users and has none yet, so nobody can sign in. Add a user with a password.',
        action: 'add-user',
      }
}

type Quotas = Pick<SiloQuotas, 'cpus' | 'memory' | 'storage'>

/**
 * A running instance takes vCPUs and memory from the quotas and its boot disk takes
 * storage; a quota of 0 means Nexus provisions none of that resource.
 */
export function quotasReadiness(quotas: Quotas): ReadinessItem {
  const title = 'Quotas'
  const missing = [
    quotas.cpus <= 0 && 'vCPUs',
    quotas.memory <= 0 && 'memory',
    quotas.storage <= 0 && 'storage',
  ].filter((r): r is string => !!r)
  if (missing.length === 0) {
    return {
      key: 'quotas',
      title,
      done: true,
      detail: `Up to ${plural(quotas.cpus, 'vCPU')}, ${formatBytes(quotas.memory)} of memory and ${formatBytes(quotas.storage)} of storage.`,
      action: null,
    }
  }
  return {
    key: 'quotas',
    title,
    done: false,
    detail: `The quota for ${listWords(missing)} is 0, and an instance needs vCPUs and memory to run and storage for its boot disk. Raise ${missing.length === 1 ? 'it' : 'them'}.`,
    action: 'set-quotas',
  }
}

type AdminFacts = {
  mode: SiloIdentityMode
  policy: SiloRolePolicy
  /** the silo's users, any of whom could be made its admin */
  users: number
}

/**
 * Somebody in the silo must be able to give its users roles on projects: without a silo
 * admin only a fleet admin can, through the API.
 */
export function adminReadiness({ mode, policy, users }: AdminFacts): ReadinessItem {
  const title = 'A silo admin'
  const admins = policy.roleAssignments.filter((a) => a.roleName === 'admin')
  if (admins.length > 0) {
    const groups = admins.filter((a) => a.identityType === 'silo_group').length
    const people = admins.length - groups
    const who = [people > 0 && plural(people, 'user'), groups > 0 && plural(groups, 'group')]
      .filter((w): w is string => !!w)
      .join(' and ')
    return {
      key: 'admin',
      title,
      done: true,
      detail: `${who} ${admins.length === 1 ? 'holds' : 'hold'} the silo admin role.`,
      action: null,
    }
  }
  if (users > 0) {
    return {
      key: 'admin',
      title,
      done: false,
      detail:
        'Nobody holds the silo admin role, so nobody in the silo can give its users access to projects. Make one of its users admin.',
      action: 'make-admin',
    }
  }
  return {
    key: 'admin',
    title,
    done: false,
    detail:
      mode === 'saml_jit'
        ? 'Nobody holds the silo admin role. Its users appear when they first sign in; make one of them admin then.'
        : mode === 'saml_scim'
          ? 'Nobody holds the silo admin role. Its users appear when its identity provider provisions them; make one of them admin then.'
          : 'Nobody holds the silo admin role. Once the silo has a user, make them admin here.',
    action: null,
  }
}

/** "vCPUs", "vCPUs and memory", "vCPUs, memory and storage" */
function listWords(words: readonly string[]) {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** The line above the checklist: ready, or how many items are left */
export function readinessSummary(items: readonly Pick<ReadinessItem, 'done'>[]) {
  const left = items.filter((i) => !i.done).length
  return left === 0
    ? 'Ready: users of this silo can sign in and create instances.'
    : `${plural(left, 'thing')} left before users of this silo can create an instance.`
}
