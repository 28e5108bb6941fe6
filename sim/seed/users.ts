import type { UserRecord } from '../store/types'
import { defaultSilo } from './silos'

// Local users: in a local-only silo Nexus shows the username (external id) as
// the display name, and that is what people log in with.
export const userIds = {
  admin: '5ef0ea1c-135c-4fc3-8f25-6b70a2e43d21',
  collaborator: '4233e016-2eec-430b-9a0e-8eca1dd2b799',
  viewer: 'f7e638b3-53c9-4c4b-9cad-2d615ed3ab62',
  nobody: '9fd173af-a27b-4b00-af96-204625d1682d',
  hannahOkafor: '916da26b-99c7-42c8-897b-9ac5569a76a1',
  marcoBianchi: '9705d19f-6a72-4da0-a95c-674c543bdeb0',
  priyaRaman: 'dc13ba86-4d64-4935-bb6d-85b4c4c72dc1',
  weiChen: 'dbd5edd6-e0e8-489e-b8d8-39a5118a8648',
  sofiaAlvarez: '30069689-737d-47bd-a43e-dc8e5d3651ae',
  tomaszNowak: 'bafec638-1386-4d23-8dc3-4e0492daece7',
} as const

const user = (id: string, username: string): UserRecord => ({
  id,
  display_name: username,
  silo_id: defaultSilo.id,
})

export const users: UserRecord[] = [
  user(userIds.admin, 'admin'), // fleet admin (system policy) and silo admin
  user(userIds.collaborator, 'collaborator'), // silo collaborator
  user(userIds.viewer, 'viewer'), // viewer on demo-project only, no groups
  user(userIds.nobody, 'nobody'), // no roles, no groups
  user(userIds.hannahOkafor, 'hannah-okafor'),
  user(userIds.marcoBianchi, 'marco-bianchi'),
  user(userIds.priyaRaman, 'priya-raman'),
  user(userIds.weiChen, 'wei-chen'),
  user(userIds.sofiaAlvarez, 'sofia-alvarez'),
  user(userIds.tomaszNowak, 'tomasz-nowak'),
]
