// Which API the rack speaks. Racks from release v18 serve versioned APIs and pick one per
// request by its `api-version` header; older racks serve one unversioned API and ignore the
// header. The console knows three contracts (v14's, the first versioned one and the newest)
// and learns (from the header's answers, or from which endpoints exist where the header
// is ignored), once per session and before its first call, the newest of them the rack
// serves. Every call then names that version; an older one goes through the adapters
// (`adapters/`), which translate the console's model (the newest contract) to it and back.
import { specVersion as V14 } from './__generated__/spec-version'
import { specVersion as INITIAL } from './__generated_versions__/2025112000.0.0/spec-version'
import { specVersion as NEWEST } from './__generated_versions__/2026081901.0.0/spec-version'

export { INITIAL, NEWEST, V14 }

export type KnownVersion = typeof V14 | typeof INITIAL | typeof NEWEST

/** Oldest first: an adapter table is chosen by its place here */
export const KNOWN_VERSIONS: readonly KnownVersion[] = [V14, INITIAL, NEWEST]

export const VERSION_HEADER = 'api-version'

export type RackApi =
  /** `versioned`: the rack chose by the header; otherwise it has one API (v14 to v17) */
  | { supported: true; version: KnownVersion; versioned: boolean }
  /** `rackApi` names what the rack speaks as far as the console could tell */
  | { supported: false; rackApi: string; reason: string }

/**
 * Far newer than any rack will serve: a versioned rack refuses it with a 400 before routing,
 * an unversioned one ignores it. Valid semver, so the refusal is about the version alone.
 */
export const FUTURE_VERSION = '999999999999.0.0'

/**
 * A server that ignores the header: an unversioned rack (v14 to v17), or something that
 * speaks a versioned API without choosing by the header (a mock of one, a proxy dropping
 * it). Each path below is an endpoint of a list first served by one API, absent before.
 */
const FIRST_SERVED_BY = [
  { path: '/v1/subnet-pools', version: NEWEST },
  { path: '/v1/multicast-groups', version: INITIAL },
  // absent from v13, which has the same API label as v14
  { path: '/v1/anti-affinity-groups', version: V14 },
] as const

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

const ping = (fetcher: Fetch, version: string) =>
  fetcher('/v1/ping', { headers: { [VERSION_HEADER]: version }, credentials: 'same-origin' })

/** Lets go of a body nobody will read, so the request is over for the browser too */
const release = (response: Response) => void response.body?.cancel().catch(() => {})

async function isPong(response: Response) {
  if (!response.ok) {
    release(response)
    return false
  }
  const body: unknown = await response.json().catch(() => null)
  return (body as { status?: unknown } | null)?.status === 'ok'
}

const unsupported = (rackApi: string, reason: string): RackApi => ({
  supported: false,
  rackApi,
  reason,
})

/** The newest API whose endpoints the server has: the newest of the three that exists */
async function byEndpoints(fetcher: Fetch): Promise<RackApi> {
  const found = await Promise.all(
    FIRST_SERVED_BY.map(async ({ path, version }) => {
      // the server ignores the header; it goes anyway, as on every request the console makes
      const answer = await fetcher(path, {
        headers: { [VERSION_HEADER]: version },
        credentials: 'same-origin',
      })
      release(answer)
      return answer.status !== 404
    }),
  )
  const newest = FIRST_SERVED_BY.find((_, i) => found[i])
  if (!newest) {
    return unsupported(
      'an unversioned API older than release v14',
      'it lacks endpoints release v14 added',
    )
  }
  return { supported: true, version: newest.version, versioned: false }
}

const NOT_NEXUS = 'an API the console does not recognise'

/**
 * Asks the rack, with at most three small requests (two at once), which API it speaks.
 * Network failures reject; an answer that fits no known contract resolves `supported: false`.
 */
export async function learnRackApi(fetcher: Fetch = fetch): Promise<RackApi> {
  const [atNewest, atFuture] = await Promise.all([
    ping(fetcher, NEWEST),
    ping(fetcher, FUTURE_VERSION),
  ])
  if (await isPong(atFuture)) {
    release(atNewest)
    return byEndpoints(fetcher)
  }
  if (atFuture.status !== 400) {
    return unsupported(NOT_NEXUS, `its ping answered ${atFuture.status}`)
  }
  if (await isPong(atNewest)) return { supported: true, version: NEWEST, versioned: true }
  if (atNewest.status !== 400) {
    return unsupported(NOT_NEXUS, `its ping answered ${atNewest.status}`)
  }
  if (await isPong(await ping(fetcher, INITIAL))) {
    return { supported: true, version: INITIAL, versioned: true }
  }
  return unsupported(
    `a versioned API older than ${INITIAL}`,
    `it refused version ${INITIAL}, the oldest versioned API the console knows`,
  )
}

const STORAGE_KEY = 'console.rack-api'

function remembered(): RackApi | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as RackApi | null
    if (saved?.supported && KNOWN_VERSIONS.includes(saved.version)) return saved
  } catch {
    // no storage (a worker, a private window that refuses it) or a damaged value: ask again
  }
  return null
}

let learned: Promise<RackApi> | null = null

/**
 * The rack's API for this session: asked once, remembered in session storage so a reload
 * does not ask again. A failed attempt (the network) is forgotten, so the next call retries.
 */
export function rackApi(): Promise<RackApi> {
  if (learned) return learned
  const saved = typeof sessionStorage === 'undefined' ? null : remembered()
  learned = saved
    ? Promise.resolve(saved)
    : learnRackApi().then(
        (answer) => {
          if (answer.supported) {
            try {
              sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer))
            } catch {
              // not remembered across reloads; this page still knows it
            }
          }
          return answer
        },
        (error: unknown) => {
          learned = null
          throw error
        },
      )
  return learned
}

/** Where the version is already known (a worker told by its page, a test): no asking. */
export function setRackApi(answer: RackApi) {
  learned = Promise.resolve(answer)
}

/** The version the rack was found to speak, for code that runs after the first call */
export async function servedVersion(): Promise<KnownVersion> {
  const answer = await rackApi()
  if (!answer.supported) throw new Error(`The rack speaks ${answer.rackApi}`)
  return answer.version
}

/** Forgets the answer, here and in session storage, so the next call asks the rack again */
export function forgetRackApi() {
  learned = null
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // no storage: nothing was remembered there
  }
}
