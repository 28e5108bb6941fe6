// Figures for a current rack's versioned API: per served version, how many operations it
// serves, how many the simulator answers (the rest answer 501) and how many go through a
// translation at the door.
//
// Usage: npx tsx scripts/served-figures.ts
import { notImplementedOperations } from '../sim/index'
import { servedVersions } from '../sim/versions/served'
import { translations } from '../sim/versions/translations'

const missing = new Set<string>(notImplementedOperations)
let allAnswered = true
console.log(
  'version          name                                         served  answered  translated',
)
for (const version of servedVersions) {
  const ids = version.operationIds()
  const targets = ids.map((id) => version.target(id).op)
  const answered = targets.filter((op) => !missing.has(op)).length
  const translated = targets.filter((op) => op in translations).length
  if (answered < ids.length) allAnswered = false
  console.log(
    `${version.text.padEnd(16)} ${(version.name ?? '').padEnd(44)} ${String(ids.length).padStart(6)}  ${String(answered).padStart(8)}  ${String(translated).padStart(10)}`,
  )
}
console.log(
  allAnswered
    ? 'every operation of every served version is answered'
    : `not answered yet: ${[...missing].join(', ')}`,
)
