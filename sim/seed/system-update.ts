import type {
  InventoryDiskRecord,
  RackMembershipRecord,
  TufRepoRecord,
  TufTrustRootRecord,
} from '../store/system-update-types'
import { RACK_SET_UP, TUF_REPO_VERSIONS } from './target-release'
import { RACK_HARDWARE_SEEN, RACK_ID, sledIds, sleds } from './sleds'

// The rack's update trust store and uploaded repositories, its trust quorum membership,
// and a disk found in a sled that the control plane has not adopted.

/** Oxide's release signing key, as a TUF root role (self-signed; the signature is a demo's) */
export const trustRoots: TufTrustRootRecord[] = [
  {
    id: '1c5e3f3a-8d2b-4f61-9a7e-52b0c4d8e913',
    root_role: {
      signed: {
        _type: 'root',
        spec_version: '1.0.0',
        consistent_snapshot: true,
        version: 1,
        expires: '2035-01-01T00:00:00Z',
        keys: {
          '8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2': {
            keytype: 'ed25519',
            scheme: 'ed25519',
            keyval: { public: '6c1c3f5b2e8a9d7f4e0b1a2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6' },
          },
        },
        roles: {
          root: {
            keyids: ['8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2'],
            threshold: 1,
          },
          snapshot: {
            keyids: ['8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2'],
            threshold: 1,
          },
          targets: {
            keyids: ['8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2'],
            threshold: 1,
          },
          timestamp: {
            keyids: ['8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2'],
            threshold: 1,
          },
        },
      },
      signatures: [
        {
          keyid: '8fb5ce6e5a1a4d2c4dba7e57a0a7a07f3f07b1c7b5c3e1f2a9d8c7b6a5f4e3d2',
          sig:
            '3a9f0c1d2e3f40516273849506a7b8c9d0e1f2031425364758697a8b9c0d1e2f' +
            '405162738495a6b7c8d9e0f1021324354657687980a1b2c3d4e5f60718293a4b',
        },
      ],
    },
    time_created: RACK_SET_UP,
  },
]

/** A repository's SHA-256, fixed per version so the demo repeats */
const demoHash = (version: string) =>
  [...version.padEnd(8, '.')]
    .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .repeat(4)
    .slice(0, 64)

/** The repositories of the versions a target release may name (sim/seed/target-release.ts) */
export const tufRepos: TufRepoRecord[] = TUF_REPO_VERSIONS.map((version, i) => ({
  id: version,
  system_version: version,
  file_name: `oxide-${version}.zip`,
  hash: demoHash(version),
  time_created: new Date(Date.parse(RACK_SET_UP) + (i + 1) * 86_400_000).toISOString(),
}))

/** The membership the rack's sleds committed when trust quorum took over from LRTQ */
export const rackMemberships: RackMembershipRecord[] = [
  {
    id: `${RACK_ID}/2`,
    rack_id: RACK_ID,
    version: 2,
    state: 'committed',
    members: sleds.map((s) => ({
      part_number: s.baseboard.part,
      serial_number: s.baseboard.serial,
    })),
    unacknowledged_members: [],
    time_created: RACK_HARDWARE_SEEN,
    time_committed: RACK_HARDWARE_SEEN,
    time_aborted: null,
    last_committed: null,
    due_at: null,
  },
]

/** A replacement drive the inventory found in sled 17's last bay, not yet adopted */
export const inventoryDisks: InventoryDiskRecord[] = [
  {
    id: '1b96/WUS5EA138ESP7E1/A0F1C2D3',
    sled_id: sledIds.bay17,
    slot: 9,
    variant: 'u2',
    disk_id: { vendor: '1b96', model: 'WUS5EA138ESP7E1', serial: 'A0F1C2D3' },
  },
]
