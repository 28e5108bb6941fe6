// Every operation the console calls, checked against each older version it speaks: where
// the old operation's request or answer differs from the newest contract's, the version's
// table must translate that side; an operation the old version lacks must be one the
// adapters report missing (the pages ask before offering it).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import newest from '../../../api/versions/nexus-2026081901.0.0.json'
import initialContract from '../../../api/versions/nexus-2025112000.0.0.json'
import v14Contract from '../../../api/nexus.json'
import { initialAdapters, table as initialTable } from './initial'
import { renames as initialRenames } from './initial/renames'
import { retiredOps } from '../retired'
import { operationShapes } from './shapes'
import { table as v14Table, v14Adapters } from './v14'
import { renames as v14Renames } from './v14/renames'

const CALLS = [
  /\bapi\.([a-z][A-Za-z0-9]*)\b/g,
  /\b(?:operationUrl|callWithEncodedBody|rackSupport)\(\s*'([a-z][A-Za-z0-9]*)'/g,
]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('__generated') ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : []
  })
}

/** The newest operations the console's code names */
function consoleOperations() {
  const found = new Set<string>()
  for (const file of sources(join(__dirname, '..', '..'))) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of CALLS) for (const m of text.matchAll(pattern)) found.add(m[1])
  }
  return [...found].sort()
}

type Table = Record<string, { request?: unknown; response?: unknown } | undefined>

const now = operationShapes(newest as never)
const ops = consoleOperations().filter((op) => now.has(op))

const versions = [
  {
    name: 'v14',
    contract: v14Contract,
    renames: v14Renames as Record<string, string>,
    table: v14Table as Table,
    adapters: v14Adapters(),
  },
  {
    name: 'INITIAL',
    contract: initialContract,
    renames: initialRenames as Record<string, string>,
    table: initialTable as Table,
    adapters: initialAdapters(),
  },
]

describe('adapter tables', () => {
  it('find the operations the console calls', () => {
    // a pattern that stopped matching would make every check below pass vacuously
    expect(ops.length).toBeGreaterThan(150)
    expect(ops).toContain('diskCreate')
  })

  for (const { name, contract, renames, table, adapters } of versions) {
    const old = operationShapes(contract as never)

    it(`translate every changed shape for ${name}`, () => {
      const untranslated: string[] = []
      for (const op of ops) {
        const theirs = old.get(renames[op] ?? op)
        if (!theirs) continue
        const ours = now.get(op)!
        if (ours.request !== theirs.request && !table[op]?.request) {
          untranslated.push(`${op}: request`)
        }
        if (ours.response !== theirs.response && !table[op]?.response) {
          untranslated.push(`${op}: response`)
        }
      }
      expect(untranslated).toEqual([])
    })

    it(`report what ${name} lacks as missing, and only that`, () => {
      for (const op of ops) {
        expect(adapters.has(op as never), op).toBe(old.has(renames[op] ?? op))
      }
    })

    it(`serve the retired operations ${name} has, in v14's shapes`, () => {
      const v14 = operationShapes(v14Contract as never)
      for (const op of retiredOps) {
        expect(adapters.has(op), op).toBe(old.has(op))
        if (old.has(op)) expect(old.get(op), op).toEqual(v14.get(op))
      }
    })

    it(`rename only to operations ${name} has`, () => {
      for (const [op, target] of Object.entries(renames)) {
        expect(old.has(target), `${op} -> ${target}`).toBe(true)
      }
    })
  }
})
