import { describe, expect, it } from 'vitest'

import type { FloatingIp, Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { BULK_ACTIONS, bulkParams, FLOATING_IP_ATTACHED, partition } from './bulk-rules'

const instance = (name: string, runState: Instance['runState']) => ({ name, runState }) as Instance

describe('partition', () => {
  const stop = BULK_ACTIONS.instance.find((a) => a.label === 'Stop')!
  const rows = [
    instance('db-1', 'running'),
    instance('db-2', 'stopped'),
    instance('db-3', 'running'),
  ]

  it('splits the selection by the state rule, with each reason', () => {
    const { eligible, refused } = partition(rows, stop.stateReason, false)
    expect(eligible.map((r) => r.name)).toEqual(['db-1', 'db-3'])
    expect(refused).toEqual([
      {
        name: 'db-2',
        reason: 'Only a running, starting, rebooting or failed instance can be stopped',
      },
    ])
  })

  it("puts the role's reason before the state's, for every row", () => {
    const role = 'Only a project collaborator can change instances'
    const { eligible, refused } = partition(rows, stop.stateReason, role)
    expect(eligible).toEqual([])
    expect(refused.map((r) => r.reason)).toEqual([role, role, role])
  })

  it('refuses to delete an attached floating IP and to detach a free one', () => {
    const [detach, remove] = BULK_ACTIONS.floatingIp
    const ips = [
      { name: 'a', instanceId: 'i1' },
      { name: 'b', instanceId: undefined },
    ] as FloatingIp[]
    expect(partition(ips, detach.stateReason, false).eligible.map((r) => r.name)).toEqual(['a'])
    expect(partition(ips, remove.stateReason, false).refused).toEqual([
      { name: 'a', reason: FLOATING_IP_ATTACHED },
    ])
  })
})

it('builds one row’s call from its name and project', () => {
  expect(bulkParams('disk', 'web', 'data-1')).toEqual({
    path: { disk: 'data-1' },
    query: { project: 'web' },
  })
})
