import { describe, expect, it } from 'vitest'

import { ipNetProblem, isIpAddress, isIpv4, isIpv6, netContains } from './ip'

describe('isIpv4', () => {
  it.each(['0.0.0.0', '172.30.0.5', '255.255.255.255', '10.0.0.1'])('accepts %s', (s) =>
    expect(isIpv4(s)).toBe(true),
  )
  it.each(['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.', ' 1.2.3.4', 'a.b.c.d', ''])(
    'rejects %j',
    (s) => expect(isIpv4(s)).toBe(false),
  )
})

describe('isIpv6', () => {
  it.each([
    '::',
    '::1',
    'fd4e:2b1c:93a0::',
    'fd4e:2b1c:93a0::5',
    '2001:db8:0:0:0:0:2:1',
    'FE80::1',
    '::ffff:192.0.2.1',
    '64:ff9b::192.0.2.33',
  ])('accepts %s', (s) => expect(isIpv6(s)).toBe(true))
  it.each([
    ':::',
    '1::2::3',
    '2001:db8:0:0:0:0:2',
    '2001:db8:0:0:0:0:2:1:7',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    '::ffff:999.0.2.1',
    '1.2.3.4',
    '',
  ])('rejects %j', (s) => expect(isIpv6(s)).toBe(false))
})

it('isIpAddress takes either family', () => {
  expect(isIpAddress('172.30.0.9')).toBe(true)
  expect(isIpAddress('fd00::9')).toBe(true)
  expect(isIpAddress('172.30.0')).toBe(false)
})

describe('ipNetProblem', () => {
  it('takes an address and a width in range', () => {
    for (const ok of ['10.0.0.0/8', '0.0.0.0/0', 'fd00::/48', '::/0', '2001:db8::1/128']) {
      expect(ipNetProblem(ok), ok).toBeUndefined()
    }
  })

  it('says what is wrong in the spec’s words', () => {
    const slash = 'Must contain an IP address and a width, separated by a /'
    expect(ipNetProblem('10.0.0.0')).toBe(slash)
    expect(ipNetProblem('10.0.0.0/8/8')).toBe(slash)
    expect(ipNetProblem('/8')).toBe(slash)
    expect(ipNetProblem('10.0.0.0/')).toBe(slash)
    expect(ipNetProblem('')).toBe(slash)
    expect(ipNetProblem('10.0.0.0/x')).toBe('Width must be an integer')
    expect(ipNetProblem('10.0.0.0/1.5')).toBe('Width must be an integer')
    expect(ipNetProblem('10.0.0.0/-1')).toBe('Width must be an integer')
    expect(ipNetProblem('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(ipNetProblem('fd00::/129')).toBe('Max width for IPv6 is 128')
  })

  it('names a wrong address as such, not as a missing slash', () => {
    const address = 'Not a valid IP address'
    expect(ipNetProblem('10.0.0/8')).toBe(address)
    expect(ipNetProblem('10.0.0.300/8')).toBe(address)
    expect(ipNetProblem('fd00:::/48')).toBe(address)
    expect(ipNetProblem('example.com/24')).toBe(address)
    // the address is checked before the width
    expect(ipNetProblem('10.0.0.256/99')).toBe(address)
  })

  it('answers a long hostile input quickly (linear patterns)', () => {
    const long = `${'1.'.repeat(50_000)}/${'9'.repeat(50_000)}x`
    const start = performance.now()
    expect(ipNetProblem(long)).toBe('Not a valid IP address')
    expect(ipNetProblem(`10.0.0.0/${'9'.repeat(100_000)}x`)).toBe('Width must be an integer')
    expect(performance.now() - start).toBeLessThan(200)
  })
})

describe('netContains', () => {
  it('holds the addresses of the network, of the same family', () => {
    expect(netContains('10.0.0.0/8', '10.200.1.2')).toBe(true)
    expect(netContains('10.0.0.0/8', '11.0.0.1')).toBe(false)
    expect(netContains('172.30.0.0/22', '172.30.3.255')).toBe(true)
    expect(netContains('0.0.0.0/0', '8.8.8.8')).toBe(true)
    expect(netContains('fd00::/8', 'fd12::1')).toBe(true)
    expect(netContains('fd00::/16', 'fd12::1')).toBe(false)
    expect(netContains('10.0.0.0/8', 'fd00::1')).toBe(false)
    expect(netContains('nonsense', '10.0.0.1')).toBe(false)
  })
})
