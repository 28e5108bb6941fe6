// The sentences of the forms' "will it fit" check: what a request would run into, said
// before it is sent, in the same terms as Nexus's refusals.
import { formatAmount, type QuotaCheck, type ResourceKind, type SledFit } from '~/util/capacity'
import { formatBytes, formatNumber } from '~/util/format'

const NOUN: Record<ResourceKind, string> = {
  cpus: 'vCPUs',
  memory: 'memory',
  storage: 'storage',
}

/** "4 asked, 2 left" */
const askedLeft = (c: QuotaCheck) =>
  `${formatAmount(c.kind, c.requested)} asked, ${formatAmount(c.kind, c.left)} left`

/**
 * Why the silo's quota would stop this, or null when it fits. `instance` says what an
 * instance create does when its vCPUs or memory do not fit: Nexus still creates it, but
 * the start fails (they count only while it runs), so the instance is left stopped.
 */
export function quotaWarning(
  checks: readonly QuotaCheck[],
  instance?: { starts: boolean },
): string | null {
  const short = checks.filter((c) => !c.fits)
  if (short.length === 0) return null
  const parts = short.map((c) => `${NOUN[c.kind]} (${askedLeft(c)})`)
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  const storage = short.some((c) => c.kind === 'storage')
  const running = short.some((c) => c.kind !== 'storage')
  const what = instance ? 'This instance needs' : 'This needs'
  const outcome = storage
    ? 'The create would be refused.'
    : instance?.starts
      ? 'It would be created, but it could not start: its vCPUs and memory count only while it runs.'
      : 'It can be created stopped, but it could not start: its vCPUs and memory count only while it runs.'
  const fix = storage
    ? running
      ? 'Ask for less, free some of the quota, or ask an operator to raise it.'
      : 'Ask for less storage, delete disks or snapshots that are not needed, or ask an operator to raise the quota.'
    : 'Ask for less, stop instances that are not needed, or ask an operator to raise the quota.'
  return `${what} more ${list} than the silo's quota has left. ${outcome} ${fix}`
}

/** What the sled check found, for operators: room on some sleds, or none and why. */
export function sledFitSentence(
  fit: SledFit,
  request: { cpus: number; memory: number },
  /** only the largest sled's capacity was compared, not what runs on the sleds */
  estimate: boolean,
): { ok: boolean; text: string } {
  const asked = `${formatNumber(request.cpus)} vCPUs and ${formatBytes(request.memory)}`
  if (fit.total === 0) {
    return {
      ok: false,
      text: 'No sled takes new instances now: every sled in service is marked non-provisionable, so a start would fail.',
    }
  }
  const sleds = `${fit.total} provisionable ${fit.total === 1 ? 'sled' : 'sleds'}`
  if (estimate) {
    return fit.fitting > 0
      ? {
          ok: true,
          text: `The largest of the ${sleds} has ${formatNumber(fit.mostCpus)} threads and ${formatBytes(fit.mostMemory)} of usable memory, enough for ${asked}. What already runs on the sleds is not counted here, so a start can still find them full.`,
        }
      : {
          ok: false,
          text: `No sled of the rack could ever take ${asked}: the largest of the ${sleds} has ${formatNumber(fit.mostCpus)} threads and ${formatBytes(fit.mostMemory)} of usable memory.`,
        }
  }
  const free = `${formatNumber(fit.mostCpus)} threads, and ${formatBytes(fit.mostMemory)} of memory`
  const failure = 'A start would fail with "No sleds can fit the requested instance".'
  if (fit.total === 1) {
    return fit.fitting > 0
      ? { ok: true, text: `The only provisionable sled has room for ${asked} now.` }
      : {
          ok: false,
          text: `The only provisionable sled has no room for ${asked} now: it has ${free} free. ${failure}`,
        }
  }
  return fit.fitting > 0
    ? {
        ok: true,
        text: `${fit.fitting} of the ${sleds} ${fit.fitting === 1 ? 'has' : 'have'} room for ${asked} now.`,
      }
    : {
        ok: false,
        text: `None of the ${sleds} has room for ${asked} now: the most free on one sled is ${free}. ${failure}`,
      }
}
