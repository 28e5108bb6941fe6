import type { InstanceSshKeyRecord, SshKeyRecord } from '../store/types'
import { instanceIds } from './instances'
import { userIds } from './users'

export const sshKeyIds = {
  adminLaptop: '6a92deab-8f2a-4426-8414-79792f45ff15',
  adminYubikey: '35698c62-74bd-4cfb-b91d-8c08e6a116a2',
  collaboratorWorkstation: 'acca57a0-ac10-451b-8cbd-7c1f328df363',
} as const

const key = (
  id: string,
  userId: string,
  name: string,
  description: string,
  publicKey: string,
  created: string,
): SshKeyRecord => ({
  id,
  silo_user_id: userId,
  name,
  description,
  public_key: publicKey,
  time_created: created,
  time_modified: created,
})

export const sshKeys: SshKeyRecord[] = [
  key(
    sshKeyIds.adminLaptop,
    userIds.admin,
    'laptop',
    'Work laptop',
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPxwexOYmcoz2xOgPvdYbq9do7IuZI6CW5cmqjPT5ZxX admin@laptop',
    '2025-01-06T09:20:00.000Z',
  ),
  key(
    sshKeyIds.adminYubikey,
    userIds.admin,
    'yubikey',
    'Hardware key for break-glass access',
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKdWDMUaASaVOhEXF17FKYOWsrvMqX47IigdHolnUaOC',
    '2025-01-06T09:21:00.000Z',
  ),
  key(
    sshKeyIds.collaboratorWorkstation,
    userIds.collaborator,
    'workstation',
    '',
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHi+c7doorWKR7ZH4VoyoEYw2arnf6f0PEzQVwfJjP2E collab@ws',
    '2025-01-08T11:02:00.000Z',
  ),
]

// The keys db1 was given by cloud-init when admin created it
export const instanceSshKeys: InstanceSshKeyRecord[] = [
  {
    id: `${instanceIds.db1}/${sshKeyIds.adminLaptop}`,
    instance_id: instanceIds.db1,
    ssh_key_id: sshKeyIds.adminLaptop,
  },
]
