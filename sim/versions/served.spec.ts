// api/versions/served.json against the simulator's tables: every path a served version
// has reaches a handler, and `newOperations` lists exactly the paths v14 lacked.
import { describe, expect, it } from 'vitest'
import { operations } from '../operations'
import { newOperations } from './operations'
import { servedVersions } from './served'

describe('served versions', () => {
  it('answer every operation of every version with a handler', () => {
    const reached = new Set<string>()
    for (const version of servedVersions) {
      for (const id of version.operationIds()) reached.add(version.target(id).op)
    }
    const newOnes = [...reached].filter((op) => !(op in operations)).sort()
    expect(newOnes).toEqual(Object.keys(newOperations).sort())
  })

  it('read a renamed path parameter under the handler’s name', () => {
    const newest = servedVersions[servedVersions.length - 1]
    expect(newest.target('supportBundleView').renames).toEqual([['bundleId', 'supportBundle']])
  })
})
