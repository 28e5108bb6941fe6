// Users, groups and silos between v14's shapes and the served versions': the signed-in
// user's `fleet_viewer` and `silo_admin` (INITIAL on), users' and groups' `time_created` and
// `time_modified` (ADD_TIME_FIELDS_TO_USERS on). A silo's `saml_scim` identity mode and a
// policy's `limited_collaborator` role reach the handlers as they are (sim/handlers/); a
// device authorization request's `ttl_seconds` is kept beside v14's body.
/* eslint-disable @typescript-eslint/no-explicit-any -- the shapes of many versions */
import { atLeast, fleetRole, siloRole } from '../../access/authz'
import { withExtras, type DeviceAuthExtras } from '../extras'
import type { TranslateCtx, Translation, Translations } from '../translation'

/**
 * A user's or group's times. The simulator keeps none for them: they are their silo's
 * (docs/sim-differences.md), unless the record has its own.
 */
function withTimes(body: any, ctx: TranslateCtx): any {
  if (!ctx.version.atLeast('ADD_TIME_FIELDS_TO_USERS')) return body
  const record: any = ctx.store.get('users', body.id) ?? ctx.store.get('groups', body.id)
  const silo = ctx.store.get('silos', body.silo_id)
  const created = record?.time_created ?? silo?.time_created ?? new Date(0).toISOString()
  return { ...body, time_created: created, time_modified: record?.time_modified ?? created }
}

const one: Translation = { response: withTimes }
const page: Translation = {
  response: (body, ctx) => ({ ...body, items: body.items.map((i: any) => withTimes(i, ctx)) }),
}

export const identityTranslations: Translations = {
  currentUserView: {
    response: (body, ctx) => {
      const actor = ctx.actor
      const out = withTimes(body, ctx)
      if (!actor) return out
      return {
        ...out,
        fleet_viewer: atLeast(fleetRole(ctx.store, actor), 'viewer'),
        silo_admin: atLeast(siloRole(ctx.store, actor), 'admin'),
      }
    },
  },
  currentUserGroups: page,
  groupList: page,
  groupView: one,
  userList: page,
  siloUserList: page,
  siloUserView: one,
  localIdpUserCreate: one,

  // every version may ask for the token's lifetime, which v14 could not
  deviceAuthRequest: {
    request: (params) => {
      const { ttl_seconds, ...body } = params.body as any
      const extras: DeviceAuthExtras = { ttl_seconds: ttl_seconds ?? null }
      return { ...params, body: withExtras(body, extras) }
    },
  },
}
