// Multicast groups across versions. The handlers (sim/handlers/multicast.ts) answer the
// newest shapes; before MULTICAST_DROP_MVLAN a group also has `mvlan` (always null, since
// Nexus keeps none) and no `has_any_source_member`, and before
// MULTICAST_IMPLICIT_LIFECYCLE_UPDATES a member has neither the group's address nor its
// own sources.
import type * as Api from '../../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import { initialGroupView, initialMemberView } from '../../handlers/multicast'
import type { TranslateCtx, Translation, Translations } from '../translation'

type Group = Json<Api.MulticastGroup>
type Member = Json<Api.MulticastGroupMember>

const groupIn = (ctx: TranslateCtx) => (group: Group) =>
  ctx.version.atLeast('MULTICAST_DROP_MVLAN') ? group : initialGroupView(group)

const memberIn = (ctx: TranslateCtx) => (member: Member) =>
  ctx.version.atLeast('MULTICAST_IMPLICIT_LIFECYCLE_UPDATES') ? member : initialMemberView(member)

const groupPage: Translation = {
  response: (page: { items: Group[] }, ctx) => ({ ...page, items: page.items.map(groupIn(ctx)) }),
}
const memberPage: Translation = {
  response: (page: { items: Member[] }, ctx) => ({ ...page, items: page.items.map(memberIn(ctx)) }),
}

export const multicastTranslations: Translations = {
  multicastGroupList: groupPage,
  multicastGroupView: { response: (group: Group, ctx) => groupIn(ctx)(group) },
  multicastGroupMemberList: memberPage,
  instanceMulticastGroupList: memberPage,
  instanceMulticastGroupJoin: { response: (member: Member, ctx) => memberIn(ctx)(member) },
}
