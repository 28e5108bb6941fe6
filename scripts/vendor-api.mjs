#!/usr/bin/env node
// Copies versioned Nexus API documents out of a git copy of omicron into api/versions/,
// byte for byte, and records where each came from in api/versions/versions.json.
//
// Usage: node scripts/vendor-api.mjs [--repo PATH] [--rev REV] [VERSION ...]
//   --repo  an omicron git directory, bare or not (default: /work/.mirror/oxidecomputer+omicron/repo)
//   --rev   the omicron revision to read openapi/nexus/ at (default: HEAD)
//   VERSION e.g. 2025112000.0.0, or `latest` for the one nexus-latest.json names
//           (default: latest and 2025112000.0.0, the first versioned API)
//
// At a revision, omicron keeps the newest document as a JSON file and every older one as a
// `.json.gitstub` whose text is `<commit>:<path>`, the commit that holds the full file.
// A document's name ends in the first six hex digits of its sha256, checked here.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const DIR = 'openapi/nexus'
const { values, positionals } = parseArgs({
  options: {
    repo: { type: 'string', default: '/work/.mirror/oxidecomputer+omicron/repo' },
    rev: { type: 'string', default: 'HEAD' },
  },
  allowPositionals: true,
})
const wanted = positionals.length ? positionals : ['latest', '2025112000.0.0']
const outDir = resolve('api/versions')
const manifestPath = resolve(outDir, 'versions.json')

const git = (...args) =>
  execFileSync('git', ['-C', values.repo, ...args], { maxBuffer: 1 << 30, encoding: 'buffer' })
const gitText = (...args) =>
  git(...args)
    .toString('utf8')
    .trim()
const hasObject = (spec) => {
  try {
    git('cat-file', '-e', spec)
    return true
  } catch {
    return false
  }
}

const rev = gitText('rev-parse', '--verify', `${values.rev}^{commit}`)
const names = gitText('ls-tree', '--name-only', rev, `${DIR}/`)
  .split('\n')
  .map((p) => p.slice(DIR.length + 1))

const manifest = readManifest()
mkdirSync(outDir, { recursive: true })
for (const want of wanted) {
  const name =
    want === 'latest'
      ? gitText('show', `${rev}:${DIR}/nexus-latest.json`) // a symlink: its text is the target
      : names.find((n) => n.startsWith(`nexus-${want}-`))
  if (!name) throw new Error(`no document for ${want} in ${DIR} at ${rev}`)
  const fileName = name.replace(/\.gitstub$/, '')
  const { commit, bytes } = name.endsWith('.gitstub')
    ? fromStub(gitText('show', `${rev}:${DIR}/${name}`), fileName)
    : { commit: rev, bytes: git('show', `${rev}:${DIR}/${name}`) }

  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const expected = fileName.match(/-([0-9a-f]{6})\.json$/)?.[1]
  if (expected && !sha256.startsWith(expected)) {
    throw new Error(`${fileName}: sha256 ${sha256} does not start with ${expected}`)
  }
  const { version } = JSON.parse(bytes.toString('utf8')).info
  const file = `nexus-${version}.json`
  writeFileSync(resolve(outDir, file), bytes)
  manifest[version] = {
    file,
    source: `${DIR}/${fileName}`,
    omicronCommit: commit,
    omicronCommitDate: gitText('show', '-s', '--format=%cI', commit),
    // for a document read at `rev` itself, the commit that last wrote it
    ...(commit === rev && {
      lastWrittenIn: gitText('log', '-1', '--format=%H', rev, '--', `${DIR}/${name}`),
    }),
    readAt: rev,
    vendored: new Date().toISOString().slice(0, 10),
    sha256,
  }
  console.log(`${version}  ${commit}  sha256 ${sha256}  -> api/versions/${file}`)
}
writeFileSync(manifestPath, JSON.stringify(sortKeys(manifest), null, 2) + '\n')

/** The full document a gitstub names, or failing that any commit holding that same path. */
function fromStub(stub, fileName) {
  const [commit, path] = stub.split(':')
  if (hasObject(`${commit}:${path}`)) return { commit, bytes: git('show', `${commit}:${path}`) }
  console.warn(`${commit} is not in ${values.repo}; looking for another commit with ${path}`)
  for (const other of gitText('log', '--all', '--format=%H', '--', path).split('\n')) {
    if (other && hasObject(`${other}:${path}`)) {
      return { commit: other, bytes: git('show', `${other}:${path}`) }
    }
  }
  throw new Error(`no commit in ${values.repo} holds ${path} (${fileName})`)
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'))
  } catch {
    return {}
  }
}

function sortKeys(obj) {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)))
}
