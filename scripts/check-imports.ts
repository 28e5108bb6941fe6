// The import check `npm test` runs: no import cycle in the console, the simulator or the
// server, and no import across a boundary the layout depends on:
//   - the console's floors, top first: routes (with the layouts, the page imports and the
//     mock bootstrap), pages, forms, components (with tables and hooks), api and ui, util;
//     a file imports its own floor and those below, never one above;
//   - app/ui/ is plain components: no router, no query cache, no API client or types;
//   - sim/ is a Nexus of its own: nothing of the console but the generated contracts;
//   - app/ reaches sim/ only through the mock bootstrap (app/mock/), and never server/.
// Cycles are counted over static imports, type-only ones included (a circle of types is
// as hard to follow as one of code), not over `import()`, which loads later; boundaries
// over every import, since a type import is knowledge too.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

type Edge = { from: string; to: string; static: boolean }

const SOURCE = /\.(ts|tsx)$/
const SPEC = /\.spec\.tsx?$/
const ROOTS = ['app', 'sim', 'server', 'test']
// the folders whose cycles matter; tests may import in any shape
const CYCLE_ROOTS = ['app/', 'sim/', 'server/']

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir)
  let entries: string[]
  try {
    entries = readdirSync(full)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const rel = path.posix.join(dir, name)
    if (name === 'node_modules') return []
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(root, rel)
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [rel] : []
  })
}

/** A specifier as a repository path, or undefined for a package. */
export function resolve(root: string, from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = path.posix.join('app', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else return undefined
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((c) => SOURCE.test(c) && isFile(path.join(root, c))) ?? base
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}

/** Every import of one file: static ones and re-exports, and `import()`, which loads later. */
export function importsOf(root: string, file: string): { specifier: string; static: boolean }[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: { specifier: string; static: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, static: true })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, static: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The console's floors, top first, each with the paths that make it up. */
const FLOORS: [name: string, paths: string[]][] = [
  ['routes', ['app/main.tsx', 'app/routes.tsx', 'app/page-imports/', 'app/layouts/', 'app/mock/']],
  ['pages', ['app/pages/']],
  ['forms', ['app/forms/']],
  ['components', ['app/components/', 'app/table/', 'app/hooks/']],
  ['api and ui', ['app/api/', 'app/ui/']],
  ['util', ['app/util/']],
]

/** A path's floor (0 the top), or -1 outside them. */
const floorOf = (p: string) => FLOORS.findIndex(([, paths]) => paths.some((d) => p.startsWith(d)))

/** Why an import of `specifier` (resolved to `target`) from `file` crosses a boundary. */
function crossing(file: string, specifier: string, target: string | undefined) {
  const under = (dir: string, p = target) => !!p && p.startsWith(dir)
  // a spec may join floors, as the tests in test/ do (checking a helper against the contract)
  const [from, to] = [SPEC.test(file) ? -1 : floorOf(file), target ? floorOf(target) : -1]
  if (from >= 0 && to >= 0 && to < from) {
    return `the ${FLOORS[from][0]} floor imports nothing from ${FLOORS[to][0]}, a floor above`
  }
  if (file.startsWith('app/ui/')) {
    if (/^(react-router(-dom)?|@tanstack\/react-query)(\/|$)/.test(specifier)) {
      return 'app/ui/ knows no router and no query cache'
    }
    if (under('app/api/')) return 'app/ui/ knows no API'
  }
  const generated = under('app/api/__generated__/') || under('app/api/__generated_versions__/')
  if (file.startsWith('sim/') && under('app/') && !generated) {
    return 'sim/ imports nothing of the console but the generated contracts (app/api/__generated__/, __generated_versions__/)'
  }
  if (file.startsWith('app/') && !file.startsWith('app/mock/') && under('sim/')) {
    return 'app/ reaches sim/ only through app/mock/'
  }
  if (file.startsWith('app/') && under('server/')) return 'app/ never imports server/'
}

/** Import cycles among `files`: strongly connected groups of two or more, or a self-import. */
function cycles(files: string[], edges: Edge[]) {
  const next = new Map<string, string[]>(files.map((f) => [f, []]))
  for (const e of edges) if (e.static && next.has(e.to)) next.get(e.from)?.push(e.to)
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  for (const start of files) {
    if (index.has(start)) continue
    const work: [string, number][] = [[start, 0]]
    while (work.length) {
      const top = work[work.length - 1]
      const [node, i] = top
      if (i === 0) {
        index.set(node, counter)
        low.set(node, counter++)
        stack.push(node)
        onStack.add(node)
      }
      const targets = next.get(node) ?? []
      if (i < targets.length) {
        top[1]++
        const to = targets[i]
        if (!index.has(to)) work.push([to, 0])
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!))
      }
      if (low.get(node) === index.get(node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1 || targets.includes(node)) groups.push(group.sort())
      }
    }
  }
  return groups
}

/** Every problem in the tree at `root`, as lines to print; none means the check passes. */
export function checkImports(root: string): string[] {
  const files = ROOTS.flatMap((dir) => sourceFiles(root, dir))
  const edges: Edge[] = []
  const problems: string[] = []
  for (const file of files) {
    for (const { specifier, static: isStatic } of importsOf(root, file)) {
      const to = resolve(root, file, specifier)
      if (to) edges.push({ from: file, to, static: isStatic })
      const why = crossing(file, specifier, to)
      if (why) problems.push(`${file} imports '${specifier}': ${why}`)
    }
  }
  const checked = files.filter((f) => CYCLE_ROOTS.some((r) => f.startsWith(r)))
  for (const group of cycles(checked, edges)) {
    problems.push(`import cycle: ${group.join(' -> ')}`)
  }
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkImports(root)
  for (const p of problems) console.error(p)
  if (problems.length) {
    console.error(`\n${problems.length} import problem(s); see docs/conventions.md, "Boundaries"`)
    process.exit(1)
  }
  console.log('imports: no cycle, no boundary crossed')
}
