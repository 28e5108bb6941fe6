import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

import { specVersion } from './__generated__/spec-version'

// The committed client must come from the pinned contract; regenerate with `npm run gen:api`.
test('generated client matches the pinned API contract', () => {
  const spec = JSON.parse(readFileSync('../shared/api/nexus.json', 'utf8'))
  expect(specVersion).toBe(spec.info.version)
})
