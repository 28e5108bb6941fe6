// The data of the System pages bench (issue 13's scale): 100 silos, 50 IP pools with 1,000
// ranges between them, and a rack of 32 sleds running 2,000 instances. A rack grows to
// this through its operators and its users; no API adds sleds that were not in the rack,
// so the bench puts it straight into the simulator's store, in records of the shapes the
// simulator keeps, before the server answers anything (bench/serve.ts, BENCH_DATASET).
import { recordProvisioning } from '../sim/compute/provisioning-history.ts'
import { defaultSilo, RACK_ID } from '../sim/seed/index.ts'
import { GIMLET_BOARD, GIMLET_CAPACITY, RACK_HARDWARE_SEEN } from '../sim/seed/sleds.ts'
import type { Store } from '../sim/store/types.ts'

export const SCALE = { silos: 100, pools: 50, ranges: 1000, sleds: 32, instances: 2000 } as const

const GiB = 1024 ** 3
const T = '2025-06-01T12:00:00.000Z'
/** A v4 uuid made from a kind and a number, so reruns make the same ids */
const id = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

export function addSystemScale(store: Store) {
  store.transaction(() => {
    const sleds: string[] = store.list('sleds').map((s) => s.id)
    for (let n = sleds.length; n < SCALE.sleds; n++) {
      const sledId = id(1, n)
      store.insert('sleds', {
        id: sledId,
        rack_id: RACK_ID,
        baseboard: { ...GIMLET_BOARD, serial: `BRM4222${String(1000 + n)}` },
        policy: { kind: 'in_service', provision_policy: 'provisionable' },
        state: 'active',
        ...GIMLET_CAPACITY,
        time_created: RACK_HARDWARE_SEEN,
        time_modified: RACK_HARDWARE_SEEN,
      })
      sleds.push(sledId)
    }

    const silos: string[] = []
    for (let n = 0; n < SCALE.silos; n++) {
      const siloId = id(2, n)
      store.insert('silos', {
        ...defaultSilo,
        id: siloId,
        name: `bench-silo-${String(n).padStart(3, '0')}`,
        description: `benchmark silo ${n}`,
        time_created: T,
        time_modified: T,
      })
      store.insert('siloQuotas', {
        id: id(3, n),
        silo_id: siloId,
        cpus: 64,
        memory: 256 * GiB,
        storage: 4096 * GiB,
      })
      silos.push(siloId)
    }

    // 1,000 ranges of 16 addresses over 50 pools, in 10.0.0.0/8 (no other pool's)
    for (let p = 0; p < SCALE.pools; p++) {
      const poolId = id(4, p)
      store.insert('ipPools', {
        id: poolId,
        name: `bench-pool-${String(p).padStart(2, '0')}`,
        description: `benchmark pool ${p}`,
        time_created: T,
        time_modified: T,
      })
      store.insert('ipPoolSilos', {
        id: `${poolId}/${silos[p]}`,
        ip_pool_id: poolId,
        silo_id: silos[p],
        is_default: true,
      })
    }
    for (let r = 0; r < SCALE.ranges; r++) {
      const base = r * 16
      const a = (x: number) => `10.${(x >> 16) & 255}.${(x >> 8) & 255}.${x & 255}`
      store.insert('ipPoolRanges', {
        id: id(5, r),
        ip_pool_id: id(4, r % SCALE.pools),
        range: { first: a(base), last: a(base + 15) },
        time_created: T,
      })
    }

    // 2,000 running instances, 20 in one project of each silo, spread over the sleds
    for (let n = 0; n < SCALE.instances; n++) {
      const silo = n % SCALE.silos
      const projectId = id(6, silo)
      if (!store.get('projects', projectId)) {
        store.insert('projects', {
          id: projectId,
          name: 'bench-project',
          description: '',
          silo_id: silos[silo],
          time_created: T,
          time_modified: T,
        })
      }
      const instanceId = id(7, n)
      store.insert('instances', {
        id: instanceId,
        name: `bench-${String(n).padStart(4, '0')}`,
        description: '',
        hostname: `bench-${n}`,
        project_id: projectId,
        ncpus: 2,
        memory: 4 * GiB,
        run_state: 'running',
        boot_disk_id: null,
        auto_restart_enabled: true,
        auto_restart_policy: null,
        auto_restart_cooldown_expiration: null,
        time_last_auto_restarted: null,
        time_created: T,
        time_modified: T,
        time_run_state_updated: T,
      })
      store.insert('vmms', {
        id: id(8, n),
        instance_id: instanceId,
        sled_id: sleds[n % sleds.length],
        time_created: T,
      })
    }
    recordProvisioning(store, Date.parse(T))
  })
}
