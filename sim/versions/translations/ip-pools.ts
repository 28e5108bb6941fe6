// IP pools across versions. Every versioned API shows a pool's IP version and type (and,
// from SILO_PROJECT_IP_VERSION_AND_POOL_TYPE on, a silo's pools too); from
// ADD_SYSTEM_IP_POOL_APIS on the operator's endpoints are `system_ip_pool_*`, show what a
// pool serves (`assignment`: silos or the rack's own services) and list every pool, the
// service pool too, filtered by version, type and assignment. A pool's utilization is
// `capacity` and `remaining`. The columns live on the pool's record (sim/store/types.ts);
// the filters are applied by the handler (sim/handlers/ip-pools.ts).
import { assignmentOf } from '../../handlers/ip-pools'
import type { IpPoolRecord } from '../../store/types'
import type { TranslateCtx, Translation, Translations } from '../translation'

/* eslint-disable @typescript-eslint/no-explicit-any -- v14's views, read by their keys */

/** A pool in v14's view with the columns `ctx.version` shows */
function withColumns(pool: any, ctx: TranslateCtx, assignment: boolean) {
  const record: IpPoolRecord | undefined = ctx.store.get('ipPools', pool.id)
  return {
    ...pool,
    ip_version: record?.ip_version ?? 'v4',
    pool_type: record?.pool_type ?? 'unicast',
    ...(assignment && { assignment: record ? assignmentOf(record) : 'silos' }),
  }
}

const systemAssignment = (ctx: TranslateCtx) => ctx.version.atLeast('ADD_SYSTEM_IP_POOL_APIS')

/** The operator's view of one pool */
const systemPool: Translation = {
  response: (pool, ctx) => withColumns(pool, ctx, systemAssignment(ctx)),
}

const siloColumns = (ctx: TranslateCtx) =>
  ctx.version.atLeast('SILO_PROJECT_IP_VERSION_AND_POOL_TYPE')

/** A silo's pools: the columns from SILO_PROJECT_IP_VERSION_AND_POOL_TYPE on */
const siloPoolPage: Translation = {
  response: (page, ctx) =>
    siloColumns(ctx)
      ? { ...page, items: page.items.map((p: any) => withColumns(p, ctx, false)) }
      : page,
}

export const ipPoolTranslations: Translations = {
  ipPoolList: {
    // before the system pool endpoints, the list held the silos' pools only (as v14's)
    request: (params, ctx) =>
      systemAssignment(ctx)
        ? { ...params, query: { ...params.query, assignment: params.query.assignment ?? 'all' } }
        : params,
    response: (page, ctx) => ({
      ...page,
      items: page.items.map((p: any) => withColumns(p, ctx, systemAssignment(ctx))),
    }),
  },
  ipPoolView: systemPool,
  ipPoolCreate: systemPool,
  ipPoolUpdate: systemPool,
  ipPoolServiceView: systemPool,

  // Nexus counts both as floating point: a pool holds addresses of one version
  ipPoolUtilizationView: {
    response: ({ ipv4, ipv6 }) => {
      const capacity = ipv4.capacity + Number(ipv6.capacity)
      const allocated = ipv4.allocated + Number(ipv6.allocated)
      return { capacity, remaining: capacity - allocated }
    },
  },

  projectIpPoolList: siloPoolPage,
  siloIpPoolList: siloPoolPage,
  projectIpPoolView: {
    response: (pool, ctx) => (siloColumns(ctx) ? withColumns(pool, ctx, false) : pool),
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
