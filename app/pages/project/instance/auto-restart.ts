// How an instance's auto-restart policy and cooldown read on its page and settings tab.
import type {
  Instance,
  InstanceAutoRestartPolicy,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { isDueForAutoRestart } from '~/api/util'
import { formatDateTime } from '~/util/format'

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartPolicy' | 'autoRestartCooldownExpiration'
>

/** The form's choices; '' is no explicit policy, so the control plane's default applies. */
export type AutoRestartChoice = InstanceAutoRestartPolicy | ''

export const AUTO_RESTART_CHOICES: { value: AutoRestartChoice; label: string; hint: string }[] = [
  {
    value: '',
    label: 'Default',
    hint: 'The control plane decides; today its default is best effort.',
  },
  { value: 'best_effort', label: 'Best effort', hint: 'Restart the instance when it fails.' },
  { value: 'never', label: 'Never', hint: 'Leave the instance failed until it is started.' },
]

/** "Best effort", or "Default (enabled)": the default policy says nothing on its own. */
export function autoRestartLabel(instance: AutoRestartFields) {
  const policy = instance.autoRestartPolicy
  if (policy === 'never') return 'Never'
  if (policy === 'best_effort') return 'Best effort'
  return `Default (${instance.autoRestartEnabled ? 'enabled' : 'disabled'})`
}

/**
 * Where the instance stands with auto-restart now (spec §4): due for it, waiting for its
 * cooldown to expire, or `null` when there is nothing to say.
 */
export function autoRestartStatus(instance: AutoRestartFields, now: Date = new Date()) {
  if (isDueForAutoRestart(instance, now)) return 'This instance is due for auto-restart.'
  const cooldown = instance.autoRestartCooldownExpiration
  if (!cooldown) return null
  const when = formatDateTime(cooldown)
  return cooldown.getTime() > now.getTime()
    ? `Auto-restart cooldown expires ${when}.`
    : `Auto-restart cooldown expired ${when}.`
}
