// Every operation of the contract, called the way a careless or hostile client would: with
// names and ids that exist and ones that do not, bodies built from the contract's schemas
// (every field, only the required ones), empty and wrongly shaped bodies, as a fleet admin
// and as a user with no role. Nexus answers each with a status and its error body; the
// simulator must too, and never a 500 or a 501: a 500 here is a handler (or a translation
// at the door) that trusted its input. Walked for release v14's contract and, on a current
// release, for the first and the newest served versions.
import { describe, expect, it } from 'vitest'
import contract from '../../app/api/__generated__/request-contract.json'
import { createSim, type Release } from '../index'
import { memoryStore } from '../store/memory'
import type { Schema } from '../request/check'
import type { OperationContract as Operation } from '../request/pipeline'
import { call, type Reply } from './test-utils'
import { sample, walkUrl } from './walk-requests'
import { INITIAL, NEWEST, type ServedVersion } from '../versions/served'

/** A contract to walk: release v14's, or one version of a current release */
type Walk = {
  release: Release
  version?: ServedVersion
  operations: [string, Operation][]
  schema: (name: string) => Schema
}
const v14Schemas = contract.schemas as unknown as Record<string, Schema>
const servedWalk = (version: ServedVersion): Walk => ({
  release: 'current',
  version,
  operations: Object.entries(version.contract.operations),
  schema: (name) => version.contract.checker.named(name),
})
const WALKS: Walk[] = [
  {
    release: 'v14',
    operations: Object.entries(contract.operations as unknown as Record<string, Operation>),
    schema: (name) => v14Schemas[name],
  },
  servedWalk(INITIAL),
  servedWalk(NEWEST),
]
/** Nexus's error body, with a status a client can act on */
function expectAnswered(reply: Reply, what: string) {
  expect(reply.status, what).not.toBe(500)
  expect(reply.status, what).not.toBe(501)
  expect(reply.status, what).toBeLessThan(600)
  if (reply.status >= 400 && reply.json !== undefined) {
    expect(reply.json, what).toHaveProperty('request_id')
    expect(reply.json, what).toHaveProperty('message')
  }
}

// reads first, then writes, then deletes: the walk changes the demo data as it goes
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, DELETE: 3, HEAD: 0 }
const ordered = (walk: Walk) =>
  [...walk.operations].sort(([, a], [, b]) => ORDER[a.method] - ORDER[b.method])

describe.each(WALKS)('every operation of $release $version.text, called carelessly', (walk) => {
  for (const as of ['admin', 'nobody']) {
    it(`never answers a 500, as ${as}`, { timeout: 180_000 }, async () => {
      const store = memoryStore()
      const sim = createSim({ store, release: walk.release })
      const version = walk.version && { version: walk.version.text }
      for (const [id, op] of ordered(walk)) {
        // a fresh session for each: logging out is one of the operations
        const session = { token: sim.createSession(as) }
        for (const existing of [true, false]) {
          const target = walkUrl(walk.schema, store, op, existing)
          const bodies: unknown[] = op.body
            ? op.body.contentType === 'application/json'
              ? [
                  sample(walk.schema, op.body.schema, true),
                  sample(walk.schema, op.body.schema, false),
                  {},
                  [],
                  'walk',
                  null,
                ]
              : [undefined]
            : [undefined]
          for (const body of bodies) {
            const what = `${id} ${op.method} ${target} ${JSON.stringify(body) ?? ''}`
            const reply = await call(sim, op.method, target, {
              as: session,
              ...version,
              ...(op.body?.contentType === 'application/x-www-form-urlencoded'
                ? { form: 'client_id=walk' }
                : body === undefined
                  ? {}
                  : { body }),
            })
            expectAnswered(reply, what)
          }
        }
      }
    })
  }
})
