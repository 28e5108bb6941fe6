import { describe, expect, it } from 'vitest'

import { matchScore, networkSpan, parseQuery, rankMatches, type FindItem } from './find-match'

const item = (over: Partial<FindItem>): FindItem => ({
  kind: 'instance',
  id: '5f0b0c4e-2a7d-4f43-9a55-0c1f2e3d4b5a',
  name: 'db-primary',
  to: '/x',
  ...over,
})

const score = (it: FindItem, q: string) => matchScore(it, parseQuery(q))

describe('names', () => {
  it('ranks exact above prefix above substring', () => {
    const exact = score(item({ name: 'web' }), 'web')
    const prefix = score(item({ name: 'web-1' }), 'web')
    const sub = score(item({ name: 'my-web' }), 'web')
    expect(exact).toBe(100)
    expect(prefix).toBe(80)
    expect(sub).toBeGreaterThan(0)
    expect(sub).toBeLessThan(prefix)
  })
  it('ignores case and surrounding spaces', () => {
    expect(score(item({ name: 'db-primary' }), '  DB-Pri ')).toBe(80)
  })
  it('finds nothing for an empty query or another name', () => {
    expect(score(item({}), '')).toBe(0)
    expect(score(item({}), 'cache')).toBe(0)
  })
  it('prefers an earlier substring', () => {
    expect(score(item({ name: 'a-web' }), 'web')).toBeGreaterThan(
      score(item({ name: 'aaaa-web' }), 'web'),
    )
  })
})

describe('ids', () => {
  const it1 = item({})
  it('matches the whole id', () => {
    expect(score(it1, '5F0B0C4E-2A7D-4F43-9A55-0C1F2E3D4B5A')).toBe(95)
  })
  it('matches the start or a part of an id', () => {
    expect(score(it1, '5f0b0c4e')).toBe(65)
    expect(score(it1, '9a55-0c1f')).toBe(50)
  })
  it('needs at least four hex characters', () => {
    expect(score(it1, '5f0')).toBe(0)
    expect(parseQuery('abc').idLike).toBe(false)
    expect(parseQuery('deadbeef').idLike).toBe(true)
    expect(parseQuery('web-1').idLike).toBe(false)
  })
})

describe('addresses and networks', () => {
  const subnet = item({
    kind: 'subnet',
    name: 'default',
    networks: ['172.30.0.0/22', 'fd00:1::/64'],
  })
  const fip = item({ kind: 'floatingIp', name: 'ip-1', addresses: ['192.0.2.10'] })
  const pool = item({
    kind: 'ipPool',
    name: 'default',
    ranges: [{ first: '10.0.0.10', last: '10.0.0.20' }],
  })

  it('spans a network', () => {
    expect(networkSpan('10.1.2.3/24')).toEqual({ v6: false, lo: 0x0a010200n, hi: 0x0a0102ffn })
    expect(networkSpan('nope/3')).toBeNull()
  })
  it('finds the subnet holding an address, IPv4 and IPv6', () => {
    expect(score(subnet, '172.30.3.255')).toBe(75)
    expect(score(subnet, '172.30.4.0')).toBe(0)
    expect(score(subnet, 'fd00:1::5')).toBe(75)
    expect(score(subnet, 'fd00:2::5')).toBe(0)
  })
  it('finds a subnet overlapping a CIDR, either way round', () => {
    expect(score(subnet, '172.30.2.0/24')).toBe(75)
    expect(score(subnet, '172.0.0.0/8')).toBe(75)
    expect(score(subnet, '10.0.0.0/8')).toBe(0)
  })
  it('finds a floating IP by its address, and inside a CIDR', () => {
    expect(score(fip, '192.0.2.10')).toBe(90)
    expect(score(fip, '192.0.2.11')).toBe(0)
    expect(score(fip, '192.0.2.0/24')).toBe(75)
  })
  it('finds the pool whose range holds an address', () => {
    expect(score(pool, '10.0.0.15')).toBe(70)
    expect(score(pool, '10.0.0.21')).toBe(0)
    expect(score(pool, '10.0.0.0/28')).toBe(70)
  })
  it('never matches across IP versions', () => {
    expect(score(fip, '::ffff:c000:20a')).toBe(0)
  })
})

describe('rankMatches', () => {
  const items = [
    item({ id: '1', name: 'web-2', kind: 'disk', where: 'project b' }),
    item({ id: '2', name: 'my-web' }),
    item({ id: '3', name: 'web' }),
    item({ id: '4', name: 'web-2', kind: 'instance', where: 'project a' }),
    item({ id: '5', name: 'cache' }),
  ]
  it('sorts by score, then kind, then name, and caps the list', () => {
    const { shown, total } = rankMatches(items, parseQuery('web'), 3)
    expect(total).toBe(4)
    expect(shown.map((r) => r.item.id)).toEqual(['3', '4', '1'])
  })
})
