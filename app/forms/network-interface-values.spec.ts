import { describe, expect, it } from 'vitest'

import type { InstanceNetworkInterface } from '~/api/__generated_versions__/2026081901.0.0/Api'

import {
  nicAddresses,
  nicCreateDefaults,
  nicCreateSchema,
  toNicCreateBody,
  toNicEditValues,
  toNicUpdateBody,
} from './network-interface-values'

const valid = { ...nicCreateDefaults, name: 'net1', vpcName: 'default', subnetName: 'default' }

describe('nicCreateSchema', () => {
  it('needs a name, a VPC and a subnet', () => {
    const result = nicCreateSchema.safeParse(nicCreateDefaults)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Name is required'],
      ['vpcName', 'Choose a VPC'],
      ['subnetName', 'Choose a subnet'],
    ])
  })

  it('takes no IP, or a valid one (spec §5)', () => {
    expect(nicCreateSchema.parse(valid).ip).toBe('')
    expect(nicCreateSchema.parse({ ...valid, ip: ' 172.30.0.9 ' }).ip).toBe('172.30.0.9')
    const bad = nicCreateSchema.safeParse({ ...valid, ip: '172.30.0' })
    expect(bad.error?.issues).toMatchObject([{ path: ['ip'], message: 'Not a valid IP address' }])
  })
})

describe('toNicCreateBody', () => {
  it('asks for an automatic IPv4 address when none was given', () => {
    expect(toNicCreateBody(valid)).toEqual({
      name: 'net1',
      description: '',
      vpcName: 'default',
      subnetName: 'default',
      ipConfig: { type: 'v4', value: { ip: { type: 'auto' } } },
    })
    expect(toNicCreateBody({ ...valid, ip: '172.30.0.9' })).toMatchObject({
      ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '172.30.0.9' } } },
    })
    expect(toNicCreateBody({ ...valid, ip: 'fd00::9' })).toMatchObject({
      ipConfig: { type: 'v6', value: { ip: { type: 'explicit', value: 'fd00::9' } } },
    })
  })
})

const nic = (primary: boolean): InstanceNetworkInterface => ({
  id: '0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a01',
  name: 'net1',
  description: 'old',
  instanceId: '0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a02',
  ipStack: { type: 'v4', value: { ip: '172.30.0.6', transitIps: [] } },
  mac: 'A8:40:25:F0:00:01',
  primary,
  subnetId: '0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a03',
  vpcId: '0b7f7d8e-9d2c-4c59-8f4e-1f5b3f1f0a04',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

describe('toNicUpdateBody', () => {
  it('sends primary only to promote a secondary interface', () => {
    const secondary = nic(false)
    expect(toNicUpdateBody(secondary, { ...toNicEditValues(secondary), name: 'net2' })).toEqual({
      name: 'net2',
      description: 'old',
    })
    expect(toNicUpdateBody(secondary, { ...toNicEditValues(secondary), primary: true })).toEqual({
      name: 'net1',
      description: 'old',
      primary: true,
    })
    const primary = nic(true)
    expect(toNicUpdateBody(primary, toNicEditValues(primary))).toEqual({
      name: 'net1',
      description: 'old',
    })
  })
})

describe('nicAddresses', () => {
  it('lists IPv4 first, then IPv6', () => {
    expect(nicAddresses(nic(true))).toEqual(['172.30.0.6'])
    expect(
      nicAddresses({
        ipStack: {
          type: 'dual_stack',
          value: {
            v4: { ip: '172.30.0.6', transitIps: [] },
            v6: { ip: 'fd00::6', transitIps: [] },
          },
        },
      }),
    ).toEqual(['172.30.0.6', 'fd00::6'])
  })
})
