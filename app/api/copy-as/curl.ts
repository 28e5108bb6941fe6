import type { SentRequest } from './request'
import { shellQuote } from './shell'

/**
 * The request as a `curl` command against `origin` (the console's, where the rack's API is
 * served). The token stays a variable: `$OXIDE_TOKEN` in double quotes so the shell
 * expands it.
 */
export function toCurl(sent: SentRequest, origin: string): string {
  const lines = [`curl -X ${sent.method} ${shellQuote(origin + sent.path)}`]
  lines.push(`-H "Authorization: Bearer $OXIDE_TOKEN"`)
  for (const [name, value] of Object.entries(sent.headers)) {
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`)
  }
  if (sent.body !== undefined) lines.push(`--data-raw ${shellQuote(sent.body)}`)
  return lines.join(' \\\n  ')
}
