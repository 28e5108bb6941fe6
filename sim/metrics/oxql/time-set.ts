// The sample times a filter can let through, as a set of whole-millisecond
// intervals, so that a fetch reads (and counts against the row limit) exactly
// the samples the database would return for the filters pushed into it.
// Comparisons on a series' fields are decided first; comparisons on what is
// only known per point (`datum`, `start_time`) let everything through and run
// afterwards with the filter itself.

import type { Fields } from '../schemas'
import type { Filter } from './ast'
import { fieldVerdict, POINT_IDENTS } from './tables'

/** Closed intervals [from, to] of epoch ms, sorted, disjoint, not touching */
export type TimeSet = Array<[number, number]>

export const ALL_TIMES: TimeSet = [[-Infinity, Infinity]]

export function intersect(a: TimeSet, b: TimeSet): TimeSet {
  const out: TimeSet = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i][0], b[j][0])
    const to = Math.min(a[i][1], b[j][1])
    if (from <= to) out.push([from, to])
    if (a[i][1] < b[j][1]) i++
    else j++
  }
  return out
}

export function union(a: TimeSet, b: TimeSet): TimeSet {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0])
  const out: TimeSet = []
  for (const [from, to] of all) {
    const last = out.at(-1)
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to)
    else out.push([from, to])
  }
  return out
}

export function complement(a: TimeSet): TimeSet {
  const out: TimeSet = []
  let from = -Infinity
  for (const [lo, hi] of a) {
    if (lo > from) out.push([from, lo - 1])
    from = hi + 1
  }
  if (from < Infinity) out.push([from, Infinity])
  return out.filter(([lo, hi]) => lo <= hi)
}

/** The whole-ms times `t` for which `t <cmp> x` holds */
function comparisonSet(cmp: string, x: number): TimeSet {
  const exact = Number.isInteger(x)
  switch (cmp) {
    case '>':
      return [[Math.floor(x) + 1, Infinity]]
    case '>=':
      return [[Math.ceil(x), Infinity]]
    case '<':
      return [[-Infinity, Math.ceil(x) - 1]]
    case '<=':
      return [[-Infinity, Math.floor(x)]]
    case '==':
      return exact ? [[x, x]] : []
    case '!=':
      return exact ? complement([[x, x]]) : ALL_TIMES
    default:
      return ALL_TIMES
  }
}

/**
 * The sample times of a series with `fields` that `f` may let through, and
 * whether that is exactly the times it lets through (else a superset)
 */
export function timeSet(f: Filter, fields: Fields): { set: TimeSet; exact: boolean } {
  const e = f.expr
  let set: TimeSet
  let exact = true
  if (e.kind === 'simple') {
    const { ident, cmp, value } = e.simple
    const verdict = POINT_IDENTS.has(ident) ? null : fieldVerdict(e.simple, fields)
    if (ident === 'timestamp' && value.kind === 'timestamp') set = comparisonSet(cmp, value.ms)
    else if (verdict !== null) set = verdict ? ALL_TIMES : []
    else return { set: ALL_TIMES, exact: false } // decided per point, later
  } else {
    const a = timeSet(e.left, fields)
    const b = timeSet(e.right, fields)
    exact = a.exact && b.exact
    if (e.op === '&&') set = intersect(a.set, b.set)
    else if (e.op === '||') set = union(a.set, b.set)
    else if (exact) {
      set = union(intersect(a.set, complement(b.set)), intersect(b.set, complement(a.set)))
    } else return { set: ALL_TIMES, exact: false }
  }
  if (!f.negated) return { set, exact }
  // the complement of a superset says nothing
  return exact ? { set: complement(set), exact } : { set: ALL_TIMES, exact: false }
}

/** How many of the times phase + k * step lie in the set */
export function countOnGrid(set: TimeSet, phase: number, step: number): number {
  let n = 0
  for (const [from, to] of set) {
    const first = Math.ceil((from - phase) / step)
    const last = Math.floor((to - phase) / step)
    if (last >= first) n += last - first + 1
  }
  return n
}
