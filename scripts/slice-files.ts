// The files a newcomer opens to follow a slice of the console, counted
// (`npx tsx scripts/slice-files.ts`; docs/conventions.md, "Following a slice").
//
// The rule: start from the module(s) the slice's routes load (named in app/page-imports/)
// and follow static imports of project files (`~/` and relative, type-only ones and
// re-exports too; not `import()`, which loads another route's code).
//   - The slice's own code, the app/pages/ and app/forms/ files reached, is read through:
//     counted, and its imports followed.
//   - A shared module it imports from app/api/, app/components/, app/hooks/ or app/table/
//     (query options, the client, the rules and their words, a form shell, a table) is
//     opened once to see what it does: counted, but what it imports in turn is not followed.
//   - Not counted: the generated client and types (app/api/__generated__/, read on hover),
//     the plain components of app/ui/ and the field components of app/components/form/
//     (`*Field.tsx`, `field-a11y.ts`: the same inputs on every form), and the pure helpers
//     of app/util/ (formatting, the path builder). Their names say what they do.
// The route table (app/routes.tsx and the part's app/page-imports/ module), where one looks
// a slice up, is the same two files for every slice and is not counted either.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { importsOf, resolve } from './check-imports'

export const SLICES: Record<string, string[]> = {
  disks: ['app/pages/project/disks/DisksPage.tsx', 'app/forms/disk-create.tsx'],
  'instance networking tab': ['app/pages/project/instance/NetworkingTab.tsx'],
  'image upload': ['app/forms/image-upload.tsx'],
  'firewall rule edit': ['app/forms/firewall-rule-form.tsx'],
  'silo create': ['app/forms/silo-create.tsx'],
}

const SKIPPED =
  /^app\/(api\/__generated__\/|ui\/|util\/|components\/form\/(\w*Field\.tsx|field-a11y\.ts)$)/
const OWN = /^app\/(pages|forms)\//

const counted = (file: string) => file.startsWith('app/') && !SKIPPED.test(file)

/** The counted files reachable from `starts` by static imports, sorted. */
export function sliceFiles(root: string, starts: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...starts]
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file) || !counted(file)) continue
    seen.add(file)
    if (!OWN.test(file)) continue
    for (const { specifier, static: isStatic } of importsOf(root, file)) {
      const to = isStatic ? resolve(root, file, specifier) : undefined
      if (to) queue.push(to)
    }
  }
  return [...seen].sort()
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  for (const [slice, starts] of Object.entries(SLICES)) {
    const files = sliceFiles(root, starts)
    console.log(`${slice}: ${files.length}`)
    for (const f of files) console.log(`  ${f}`)
  }
}
