// The System pages at a large rack's scale (issue 13): 100 silos, 50 IP pools holding
// 1,000 ranges, and 32 sleds running 2,000 instances (bench/system-scale.ts puts them in
// the simulator's store before the server starts). Each page is loaded cold, in a fresh
// context of one running browser, n times, to its first table row (the utilization page
// to its per-silo table), with the main thread's long tasks (> 50 ms) during the load.
//
//   npx tsx bench/system-pages.ts [--runs 5]
import { coldLoadFigures, isMain, type Figure, type Session } from './lib.ts'
import { SCALE } from './system-scale.ts'

export async function runSystemPages(
  session: Session,
  opts: { runs?: number } = {},
): Promise<Figure[]> {
  const i = process.argv.indexOf('--runs')
  const runs = Math.max(3, opts.runs ?? (i < 0 ? 5 : Number(process.argv[i + 1]) || 5))
  const scenarios = [
    {
      label: `Silos list (${SCALE.silos + 2} silos), to the first row`,
      path: '/system/silos',
      selector: 'table[aria-label="Silos"] tbody tr',
    },
    {
      label: `IP pools list (${SCALE.pools + 3} pools, ${SCALE.ranges} ranges), to the first row`,
      path: '/system/networking/ip-pools',
      selector: 'table[aria-label="IP pools"] tbody tr',
    },
    {
      label: `Sleds list (${SCALE.sleds} sleds), to the first row`,
      path: '/system/inventory/sleds',
      selector: 'table[aria-label="Sleds"] tbody tr',
    },
    {
      label: `A sled's instances (${Math.round(SCALE.instances / SCALE.sleds)} of ${SCALE.instances}), to the first row`,
      path: '/system/inventory/sleds/00000001-0000-4000-8000-000000000004/instances',
      selector: 'table[aria-label="Instances on this sled"] tbody tr',
    },
    {
      label: `Utilization (${SCALE.silos + 2} silos, ${SCALE.instances} running instances), to the per-silo table's first row`,
      path: '/system/utilization',
      selector: 'main table tbody tr',
    },
  ]
  return coldLoadFigures(session, 'system-pages', scenarios, runs)
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runSystemPages(s), { dataset: 'system-scale' })
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
