import { describe, expect, it } from 'vitest'

import { filterCommands, resourceInPath, type Command } from './commands'

describe('resourceInPath', () => {
  it('reads the open resource from the address', () => {
    expect(resourceInPath('/projects/p/instances/db1/storage')).toMatchObject({
      project: 'p',
      instance: 'db1',
      vpc: undefined,
    })
    expect(resourceInPath('/projects/p/vpcs/v/subnets')).toMatchObject({ project: 'p', vpc: 'v' })
    expect(resourceInPath('/projects/p/instances')).toMatchObject({
      project: 'p',
      instance: undefined,
    })
    expect(resourceInPath('/system/silos/s')).toMatchObject({ silo: 's', project: undefined })
    expect(resourceInPath('/system/networking/ip-pools/pool')).toMatchObject({ pool: 'pool' })
    expect(resourceInPath('/system/inventory/sleds/abc/instances')).toMatchObject({ sled: 'abc' })
    expect(resourceInPath('/projects')).toMatchObject({ project: undefined })
  })
})

describe('filterCommands', () => {
  const cmd = (label: string, hint?: string): Command => ({
    id: label + hint,
    section: 'Go to',
    label,
    hint,
    disabled: false,
  })
  const commands = [
    cmd('Instances', 'project demo'),
    cmd('Disks', 'project demo'),
    cmd('Physical disks', 'System'),
    cmd('New disk', 'in project demo'),
  ]
  const labels = (q: string) => filterCommands(commands, q).map((c) => `${c.label}`)

  it('keeps everything for an empty query', () => {
    expect(labels('  ')).toHaveLength(4)
  })
  it('matches the label, starts first, and never the hint alone', () => {
    expect(labels('disk')).toEqual(['Disks', 'Physical disks', 'New disk'])
    expect(labels('demo')).toEqual([])
  })
  it('lets further words match the hint', () => {
    expect(labels('disks system')).toEqual(['Physical disks'])
  })
})
