// System versions are semantic versions (semver.org). Nexus orders releases by semver
// precedence and refuses to make an older release, or the very same one, the target
// (nexus/src/app/deployment.rs, `validate_update_version_number_ordering`).

type Parsed = { core: bigint[]; pre: string[] }

function parse(version: string): Parsed | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version)
  if (!m) return null
  return { core: [m[1], m[2], m[3]].map(BigInt), pre: m[4] ? m[4].split('.') : [] }
}

/** -1, 0 or 1 by semver precedence (build metadata ignored); a non-semver sorts first */
export function compareVersions(a: string, b: string): number {
  const x = parse(a)
  const y = parse(b)
  if (!x || !y) return x ? 1 : y ? -1 : a < b ? -1 : a > b ? 1 : 0
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] < y.core[i] ? -1 : 1
  // a pre-release comes before its release
  if (x.pre.length === 0 || y.pre.length === 0) {
    return x.pre.length === y.pre.length ? 0 : x.pre.length === 0 ? 1 : -1
  }
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]]
    if (p === q) continue
    const [pNum, qNum] = [/^\d+$/.test(p), /^\d+$/.test(q)]
    if (pNum && qNum) return BigInt(p) < BigInt(q) ? -1 : 1
    if (pNum !== qNum) return pNum ? -1 : 1
    return p < q ? -1 : 1
  }
  return Math.sign(x.pre.length - y.pre.length)
}

/**
 * Why Nexus would refuse to make `candidate` the target release while `target` is (null:
 * none set yet, when any release may be), or `false`.
 */
export function targetRefusal(target: string | null, candidate: string): string | false {
  if (target === null) return false
  if (candidate === target) return 'This release is already the target release'
  if (compareVersions(candidate, target) < 0) {
    return `The rack does not go back to an older release than its target (${target})`
  }
  return false
}
