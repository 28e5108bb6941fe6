import { describe, expect, it } from 'vitest'
import { recordProvisioning } from './provisioning-history'
import { disks } from '../seed/disks'
import { projectIds } from '../seed/projects'
import { sshKeys } from '../seed/ssh-keys'
import { FLEET_ID } from '../seed/silos'
import { memoryStore } from '../store/memory'

const GiB = 1024 ** 3
const AT = Date.parse('2026-01-01T00:00:00Z')

const aDisk = (id: string) => ({
  ...disks[0],
  id,
  name: `extra-${id.slice(0, 4)}`,
  project_id: projectIds.demoProject,
  size: 10 * GiB,
  state: { state: 'detached' as const },
})

describe('recordProvisioning', () => {
  it('counts only when a table it reads has changed', () => {
    const store = memoryStore()
    expect(recordProvisioning(store, AT)).toBe(true)
    expect(recordProvisioning(store, AT + 1)).toBe(false)

    // a write elsewhere (an SSH key) leaves what is provisioned alone
    store.insert('sshKeys', { ...sshKeys[0], id: 'a0000000-0000-4000-8000-00000000000a' })
    expect(recordProvisioning(store, AT + 2)).toBe(false)

    const fleetBefore = store.get('provisioningLatest', FLEET_ID)!.storage
    store.insert('disks', aDisk('d0000000-0000-4000-8000-00000000000d'))
    expect(recordProvisioning(store, AT + 3)).toBe(true)
    expect(store.get('provisioningLatest', FLEET_ID)!.storage).toBe(fleetBefore + 10 * GiB)
    expect(store.get('provisioningSamples', `${FLEET_ID}/disk/${AT + 3}`)).toBeDefined()
  })

  it('counts again after a transaction that sampled a change is rolled back', () => {
    const store = memoryStore()
    recordProvisioning(store, AT)
    const fleetBefore = store.get('provisioningLatest', FLEET_ID)!.storage
    expect(() =>
      store.transaction(() => {
        store.insert('disks', aDisk('d0000000-0000-4000-8000-00000000000e'))
        recordProvisioning(store, AT + 1)
        throw new Error('the handler failed after the change')
      }),
    ).toThrow()
    expect(store.get('provisioningLatest', FLEET_ID)!.storage).toBe(fleetBefore)

    store.insert('disks', aDisk('d0000000-0000-4000-8000-00000000000f'))
    expect(recordProvisioning(store, AT + 2)).toBe(true)
    expect(store.get('provisioningLatest', FLEET_ID)!.storage).toBe(fleetBefore + 10 * GiB)
  })
})
