import { describe, expect, it } from 'vitest'

import { byVcpu, byVcpuState, namesById } from './series-names'

describe('namesById', () => {
  it('labels a series with the name of the resource its id field holds', () => {
    const name = namesById('diskId', [{ id: 'd1', name: 'db1-boot' }])
    expect(name({ diskId: { type: 'uuid', value: 'd1' } })).toEqual({
      key: 'd1',
      label: 'db1-boot',
    })
    expect(name({ diskId: { type: 'uuid', value: 'd2' } })).toEqual({ key: 'd2', label: 'd2' })
    expect(namesById('diskId', undefined)({})).toEqual({ key: 'unknown', label: 'unknown' })
  })
})

describe('byVcpu and byVcpuState', () => {
  it('name vCPUs by id and states in busy-first order', () => {
    expect(byVcpu({ vcpuId: { type: 'u32', value: 3 } })).toEqual({ key: '3', label: 'vCPU 3' })
    const order = ['idle', 'run', 'waiting', 'emulation', 'other']
      .map((s) => byVcpuState({ state: { type: 'string', value: s } }))
      .sort((a, b) => a.sortKey!.localeCompare(b.sortKey!))
      .map((n) => n.label)
    expect(order).toEqual(['Run', 'Emulation', 'Waiting', 'Idle', 'other'])
  })
})
