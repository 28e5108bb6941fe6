import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

import { specVersion } from './__generated__/spec-version'

// The repository keeps its own copy of the pinned contract (api/nexus.json), so a clone
// stands alone; the client is generated from it (`npm run gen:api`).
const vendored = readFileSync('api/nexus.json', 'utf8')

test('generated client matches the vendored API contract', () => {
  expect(specVersion).toBe(JSON.parse(vendored).info.version)
})

// Beside the team's shared folder the two copies must be the same file.
test.runIf(existsSync('../shared/api/nexus.json'))('vendored contract is the pinned one', () => {
  expect(vendored === readFileSync('../shared/api/nexus.json', 'utf8')).toBe(true)
})
