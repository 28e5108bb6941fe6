import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'

import { checkImports } from './check-imports'

let root = ''

/** A throw-away tree of `files` (path → source). */
function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'imports-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

test('a clean tree passes', () => {
  tree({
    'app/ui/Button.tsx': "import { clsx } from 'clsx'\nexport const B = clsx",
    'app/pages/P.tsx': "import { B } from '~/ui/Button'\nimport { q } from '../api/q'\n",
    'app/api/q.ts': "import type { X } from './__generated__/Api'\nexport const q = 1",
    'app/api/__generated__/Api.ts': 'export type X = 1',
    'app/mock/start.ts': "import { createSim } from '../../sim/index'\n",
    'sim/index.ts':
      "import type { X } from '../app/api/__generated__/Api'\nexport const createSim = 1",
    'test/e2e/a.ts':
      "import { B } from '../../app/ui/Button'\nimport { createSim } from '../../sim'\n",
  })
  expect(checkImports(root)).toEqual([])
})

test('a cycle through a static import is reported, as the route tree and a link once made', () => {
  tree({
    'app/routes.tsx': "import { Layout } from './layouts/Layout'\n",
    'app/layouts/Layout.tsx': "import { Link } from '~/components/Link'\n",
    'app/components/Link.tsx': "import { routes } from '~/routes'\n",
  })
  expect(checkImports(root)).toEqual([
    "app/components/Link.tsx imports '~/routes': the components floor imports nothing from routes, a floor above",
    'import cycle: app/components/Link.tsx -> app/layouts/Layout.tsx -> app/routes.tsx',
  ])
})

test('a lazy import() makes no cycle', () => {
  tree({
    'app/api/a.ts': "const b = () => import('./b')\nexport const a = 1",
    'app/api/b.ts': "import { a } from './a'\nexport const b = a",
  })
  expect(checkImports(root)).toEqual([])
})

test('a circle of type-only imports is a cycle too', () => {
  tree({
    'app/api/a.ts': "import type { B } from './b'\nexport type A = B[]",
    'app/api/b.ts': "import { type A } from './a'\nexport type B = { a: A }",
  })
  expect(checkImports(root)).toEqual(['import cycle: app/api/a.ts -> app/api/b.ts'])
})

test('a floor imports its own and the ones below, never one above; a spec may join them', () => {
  tree({
    'app/routes.tsx': "import P from './pages/P'\nimport { pb } from './util/pb'\n",
    'app/pages/P.tsx': "import { F } from '~/forms/F'\nimport { L } from '~/layouts/L'\n",
    'app/forms/F.tsx': "import { C } from '~/components/C'\nexport const F = C",
    'app/components/C.tsx':
      "import { useQ } from '~/hooks/q'\nimport type { S } from '~/forms/schemas'\nexport const C = 1",
    'app/hooks/q.ts': "import { api } from '~/api/client'\nexport const useQ = api",
    'app/api/client.ts': "import { pb } from '~/util/pb'\nexport const api = pb",
    'app/util/pb.ts': "import type { R } from '~/routes'\nexport const pb = 1",
    'app/util/pb.spec.ts': "import { api } from '~/api/client'\n",
    'app/forms/schemas.ts': 'export type S = 1',
    'app/layouts/L.tsx': 'export const L = 1',
  })
  expect(checkImports(root).sort()).toEqual(
    [
      "app/pages/P.tsx imports '~/layouts/L': the pages floor imports nothing from routes, a floor above",
      "app/components/C.tsx imports '~/forms/schemas': the components floor imports nothing from forms, a floor above",
      "app/util/pb.ts imports '~/routes': the util floor imports nothing from routes, a floor above",
      'import cycle: app/api/client.ts -> app/components/C.tsx -> app/forms/F.tsx -> app/hooks/q.ts -> app/pages/P.tsx -> app/routes.tsx -> app/util/pb.ts',
    ].sort(),
  )
})

test('a module importing itself is a cycle', () => {
  tree({ 'sim/a.ts': "import { a } from './a'\nexport const b = a" })
  expect(checkImports(root)).toEqual(['import cycle: sim/a.ts'])
})

test('each boundary crossing is reported', () => {
  tree({
    'app/ui/Table.tsx': [
      "import { Link } from 'react-router-dom'",
      "import { useQuery } from '@tanstack/react-query'",
      "import type { Disk } from '~/api/__generated__/Api'",
    ].join('\n'),
    'app/api/__generated__/Api.ts': 'export type Disk = 1',
    'app/pages/P.tsx': "import { x } from '../../sim/x'\nimport { y } from '../../server/y'\n",
    'sim/x.ts': "import { P } from '../app/pages/P'\nexport const x = 1",
    'server/y.ts': 'export const y = 1',
  })
  expect(checkImports(root).sort()).toEqual(
    [
      "app/ui/Table.tsx imports 'react-router-dom': app/ui/ knows no router and no query cache",
      "app/ui/Table.tsx imports '@tanstack/react-query': app/ui/ knows no router and no query cache",
      "app/ui/Table.tsx imports '~/api/__generated__/Api': app/ui/ knows no API",
      "app/pages/P.tsx imports '../../sim/x': app/ reaches sim/ only through app/mock/",
      "app/pages/P.tsx imports '../../server/y': app/ never imports server/",
      "sim/x.ts imports '../app/pages/P': sim/ imports nothing of the console but the generated contracts (app/api/__generated__/, __generated_versions__/)",
      // sim/x.ts and app/pages/P.tsx import each other
      'import cycle: app/pages/P.tsx -> sim/x.ts',
    ].sort(),
  )
})
