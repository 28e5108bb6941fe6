import type { GroupRecord } from '../store/types'
import { defaultSilo, samlSilo } from './silos'

export const groupIds = {
  platformTeam: '07a25de7-c9f0-47b2-b2fb-de82e7b6b66f',
  webDevs: 'f7e5b345-86d7-4444-8a1e-1d6f84e529d7',
  dataScience: 'b7bc313b-6f4b-4b8d-9927-3f9a2c49a3e7',
  sreOncall: 'd7ee2b78-2a51-492b-bfe7-0355ab213fa4',
  /** corp-sso's group, which its identity provider names at sign-in */
  corpEngineers: '5d0c9e47-3a8b-4f12-b6e5-91c7a2d4f803',
} as const

const group = (id: string, name: string, siloId: string = defaultSilo.id): GroupRecord => ({
  id,
  display_name: name,
  silo_id: siloId,
})

export const groups: GroupRecord[] = [
  group(groupIds.platformTeam, 'platform-team'),
  group(groupIds.webDevs, 'web-devs'),
  group(groupIds.dataScience, 'data-science'),
  group(groupIds.sreOncall, 'sre-oncall'),
  group(groupIds.corpEngineers, 'engineers', samlSilo.id),
]
