import { CLI_SUBCOMMANDS } from './cli-subcommands'
import type { SentRequest } from './request'
import { heredocDelimiter, shellQuote } from './shell'

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** A JSON body fed on standard input, pretty-printed for reading */
function withStdin(command: string, body: string | undefined) {
  if (body === undefined) return command
  const text = JSON.stringify(JSON.parse(body), null, 2)
  const end = heredocDelimiter(text)
  return `${command} <<'${end}'\n${text}\n${end}`
}

/** `--project demo --instance db1` from the path and query parameters given */
function flags(params: Record<string, unknown>) {
  const named = { ...(params.path as object), ...(params.query as object) }
  return Object.entries(named)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => ` --${kebab(name)} ${shellQuote(String(value))}`)
    .join('')
}

/**
 * The request as an `oxide` CLI command. On a rack that speaks the newest API, the CLI's
 * own subcommand for the operation (oxide.rs names one for most: `oxide disk create
 * --project p --json-body …`); otherwise, or where it names none, `oxide api`, which sends
 * the path, method and body given, so it is right for any operation and version.
 */
export function toCli(sent: SentRequest, newest: boolean): string {
  const subcommand = CLI_SUBCOMMANDS[sent.op]
  if (newest && subcommand) {
    const body = sent.body === undefined ? '' : ' --json-body /dev/stdin'
    return withStdin(`oxide ${subcommand}${flags(sent.params)}${body}`, sent.body)
  }
  const input = sent.body === undefined ? '' : ' --input -'
  return withStdin(`oxide api ${shellQuote(sent.path)} --method ${sent.method}${input}`, sent.body)
}
