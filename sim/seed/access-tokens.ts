import type { DeviceAccessTokenRecord } from '../store/types'
import { userIds } from './users'

// Device access tokens users got through the CLI's device flow. The bearer token (the
// record's id) is drawn afresh for each seeded store, so no token in this repository
// signs anyone in; the id the API shows is fixed.

export const accessTokenIds = {
  adminLaptop: '2d8f6c1e-4b7a-4e39-9c52-7a1e0b3f5d84',
  adminCi: 'a6c03e91-58d2-4f1b-b7e4-0c9d2a6f1b37',
  collaboratorLaptop: '5b1e9a47-03cf-4d6a-8e28-f4b7c2d9a016',
} as const

const hex20 = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

const token = (
  publicId: string,
  userId: string,
  clientId: string,
  timeCreated: string,
): DeviceAccessTokenRecord => ({
  id: hex20(),
  public_id: publicId,
  client_id: clientId,
  device_code: hex20(),
  user_id: userId,
  time_created: timeCreated,
  time_expires: null,
})

export const deviceAccessTokens = (): DeviceAccessTokenRecord[] => [
  token(
    accessTokenIds.adminLaptop,
    userIds.admin,
    'e7a1c3d5-2b4f-4a6e-8c9d-1f3b5d7e9a02',
    '2025-01-20T16:42:05.000Z',
  ),
  token(
    accessTokenIds.adminCi,
    userIds.admin,
    '0b9d7f5e-3c1a-4e8b-a6d4-2f0e8c6a4b13',
    '2025-02-11T08:03:51.000Z',
  ),
  token(
    accessTokenIds.collaboratorLaptop,
    userIds.collaborator,
    '3e5c7a9b-1d2f-4b6a-9e8c-5a7b9d1f3c24',
    '2025-02-03T11:27:40.000Z',
  ),
]
