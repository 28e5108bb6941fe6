import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'

// Alerts and the receivers they are delivered to (sim/handlers/alerts.ts, webhooks.ts),
// kept as Nexus's tables are: a receiver's secrets, exact subscriptions and glob
// subscriptions are rows of their own, so a view gathers them.

/** An alert receiver; webhooks are the only kind Nexus has */
export type AlertReceiverRecord = {
  id: string
  name: string
  description: string
  /** the URL as Nexus prints it once parsed */
  endpoint: string
  time_created: string
  time_modified: string
}

/** A glob subscription of a receiver; `id` is `${rx_id}/${glob}` */
export type AlertGlobRecord = { id: string; rx_id: string; glob: string; time_created: string }

/**
 * A receiver's subscription to one alert class; `id` is `${rx_id}/${alert_class}`. `glob`
 * names the glob subscription it was made from, null when the class was asked for itself.
 */
export type AlertSubscriptionRecord = {
  id: string
  rx_id: string
  alert_class: string
  glob: string | null
  time_created: string
}

/** A webhook signing secret: the value is never shown again */
export type WebhookSecretRecord = {
  id: string
  rx_id: string
  secret: string
  time_created: string
}

/** An alert as the `Alert` view shows it */
export type AlertRecord = Json<Api.Alert>

/** One delivery of an alert to a receiver, with its attempts */
export type WebhookDeliveryRecord = {
  id: string
  alert_id: string
  rx_id: string
  trigger: Api.AlertDeliveryTrigger
  state: Api.AlertDeliveryState
  time_created: string
  attempts: Json<Api.WebhookDeliveryAttempt>[]
}
