// Subnet pools and external subnets as the versions before the newest write them, for
// the door's translations (sim/versions/translation.ts): the handlers
// (subnet-pools.ts, external-subnets.ts) speak the newest shapes. As Nexus converts
// them (nexus/types/versions/src/):
// - before EXTERNAL_SUBNET_ALLOCATOR_UPDATE a pool is created with a `pool_type`, which
//   must be unicast, a member is added with a name and description (both dropped), and
//   an explicit allocation may name a pool, which Nexus refuses;
// - before REMOVE_SUBNET_POOL_POOL_TYPE a pool shows its `pool_type` (always unicast)
//   and a member shows an identity: the name `unused`, no description, and its creation
//   time as its modification time;
// - before RENAME_PREFIX_LEN an automatic allocation's length is `prefix_len`;
// - before SUBNET_POOL_UTILIZATION_REMAINING utilization shows what is allocated, not
//   what remains.
import type * as Api from '../../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { simError } from '../../answers/errors'
import type { Parsed } from '../../request/pipeline'
import type { TranslateCtx, Translation, Translations } from '../translation'

type Pool = Json<Api.SubnetPool>
type Member = Json<Api.SubnetPoolMember>
type Page<T> = { items: T[]; next_page?: string | null }

const showsPoolType = (ctx: TranslateCtx) => !ctx.version.atLeast('REMOVE_SUBNET_POOL_POOL_TYPE')
const takesIdentities = (ctx: TranslateCtx) =>
  !ctx.version.atLeast('EXTERNAL_SUBNET_ALLOCATOR_UPDATE')

/** A pool as the versions with pool types show it */
export const poolWithType = (pool: Pool) => ({ ...pool, pool_type: 'unicast' as const })

/** A member as the versions that gave members an identity show it */
export const memberWithIdentity = (member: Member) => ({
  ...member,
  name: 'unused',
  description: '',
  time_modified: member.time_created,
})

/** Utilization as the versions before `remaining` show it */
export const utilizationWithAllocated = ({
  capacity,
  remaining,
}: Json<Api.SubnetPoolUtilization>) => ({ allocated: capacity - remaining, capacity })

const bodyOf = (params: Parsed) => (params.body ?? {}) as Record<string, unknown>

const pool: Translation = {
  response: (p: Pool, ctx) => (showsPoolType(ctx) ? poolWithType(p) : p),
}

const member: Translation = {
  response: (m: Member, ctx) => (showsPoolType(ctx) ? memberWithIdentity(m) : m),
}

export const subnetPoolTranslations: Translations = {
  systemSubnetPoolList: {
    response: (page: Page<Pool>, ctx) =>
      showsPoolType(ctx) ? { ...page, items: page.items.map(poolWithType) } : page,
  },
  systemSubnetPoolCreate: {
    request(params, ctx) {
      if (!takesIdentities(ctx)) return params
      const { pool_type: type = 'unicast', ...body } = bodyOf(params)
      if (type !== 'unicast') throw simError.invalid('Subnet pools must have pool type unicast')
      return { ...params, body }
    },
    response: pool.response,
  },
  systemSubnetPoolView: pool,
  systemSubnetPoolUpdate: pool,
  systemSubnetPoolMemberList: {
    response: (page: Page<Member>, ctx) =>
      showsPoolType(ctx) ? { ...page, items: page.items.map(memberWithIdentity) } : page,
  },
  systemSubnetPoolMemberAdd: {
    request(params, ctx) {
      if (!takesIdentities(ctx)) return params
      const body = { ...bodyOf(params) }
      delete body.name
      delete body.description
      return { ...params, body }
    },
    response: member.response,
  },
  systemSubnetPoolUtilizationView: {
    response: (u: Json<Api.SubnetPoolUtilization>, ctx) =>
      ctx.version.atLeast('SUBNET_POOL_UTILIZATION_REMAINING') ? u : utilizationWithAllocated(u),
  },
  externalSubnetCreate: {
    request(params, ctx) {
      if (ctx.version.atLeast('RENAME_PREFIX_LEN')) return params
      const body = bodyOf(params)
      const allocator = body.allocator as Record<string, unknown>
      if (allocator.type === 'explicit') {
        const { pool, ...explicit } = allocator
        // the field the versions since ignore, as serde ignores a field it does not know
        if (takesIdentities(ctx) && pool !== undefined && pool !== null) {
          throw simError.invalid('May not specify both an IP subnet and a subnet pool')
        }
        return { ...params, body: { ...body, allocator: explicit } }
      }
      const { prefix_len: length, ...auto } = allocator
      return { ...params, body: { ...body, allocator: { ...auto, prefix_length: length } } }
    },
  },
}
