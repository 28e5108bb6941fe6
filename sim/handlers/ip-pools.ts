import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import type { SimHandlers } from '../context'
import { simError } from '../errors'
import { authorizeOwnSilo } from '../lookup'
import { paginate } from '../pagination'
import type { IpPoolRecord, IpPoolSiloRecord } from '../store/types'
import { isUuid } from '../util'

// The IP pools a silo's users allocate external addresses from
// (`/v1/ip-pools`): the pools linked to the caller's silo, each with whether
// it is the silo's default. Nexus treats them as children of the silo, so
// listing needs a role on the silo; viewing one needs only its link to the
// caller's silo (a pool not linked to it does not exist).

const toSiloIpPool = (pool: IpPoolRecord, link: IpPoolSiloRecord): Json<Api.SiloIpPool> => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

export const ipPools = {
  projectIpPoolList({ query }, { store, actor }) {
    // Nexus: `list_children` on the silo, which needs silo viewer
    authorizeOwnSilo(store, actor, 'list_children')
    const links = new Map<string, IpPoolSiloRecord>()
    for (const l of store.list('ipPoolSilos'))
      if (l.silo_id === actor.silo.id) links.set(l.ip_pool_id, l)
    const page = paginate(store.list('ipPools'), query, { include: (p) => links.has(p.id) })
    return {
      items: page.items.flatMap((p) => {
        const link = links.get(p.id)
        return link ? [toSiloIpPool(p, link)] : []
      }),
      next_page: page.next_page,
    }
  },

  projectIpPoolView({ path }, { store, actor }) {
    const key = isUuid(path.pool) ? { id: path.pool } : { name: path.pool }
    const pool = store.list('ipPools').find((p) => ('id' in key ? p.id : p.name) === path.pool)
    const link = pool && store.get('ipPoolSilos', `${pool.id}/${actor.silo.id}`)
    if (!pool || !link) throw simError.notFound('ip-pool', key)
    return toSiloIpPool(pool, link)
  },
} satisfies Partial<SimHandlers>
