import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { Checker, type Schema } from './check'
import {
  checkHostname,
  checkIpv4Net,
  checkIpv6Net,
  checkL4PortRange,
  checkMacAddr,
  checkName,
  checkRoleName,
  checkSemver,
  checkTimeseriesName,
  patternChecks,
  SEMVER_PATTERN,
} from './patterns'

// the whole vendored contract: a pattern reached by no request today may be tomorrow; and
// every schema a served version of a current release reaches (served.json keeps variants
// of a schema as `Name~N`)
const readSchemas = (file: string, pick: (json: never) => Record<string, Schema>) =>
  Object.entries(pick(JSON.parse(readFileSync(file, 'utf8')) as never))
const schemas = [
  ...readSchemas('api/nexus.json', (j: { components: { schemas: never } }) => j.components.schemas),
  ...readSchemas('api/versions/served.json', (j: { schemas: never }) => j.schemas).map(
    ([key, schema]) => [key.split('~')[0], schema] as const,
  ),
]

/** Every `pattern` in the request contract, with the schema it sits in. */
function contractPatterns() {
  const found: { schema: string; pattern: string }[] = []
  const walk = (node: unknown, schema: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, schema))
    if (!node || typeof node !== 'object') return
    const { pattern } = node as { pattern?: string }
    if (pattern !== undefined) found.push({ schema, pattern })
    for (const value of Object.values(node)) walk(value, schema)
  }
  for (const [name, schema] of schemas) walk(schema, name)
  return found
}

describe('pattern checks', () => {
  it('cover every pattern the contract applies to input', () => {
    const patterns = contractPatterns()
    expect(patterns.length).toBeGreaterThan(5)
    for (const { schema, pattern } of patterns) {
      const covered = schema in patternChecks || pattern === SEMVER_PATTERN
      expect(covered, `${schema}: ${pattern}`).toBe(true)
    }
  })

  it('refuse to run a pattern that has no linear check', () => {
    const checker = new Checker({})
    expect(() => checker.check({ type: 'string', pattern: '^(a+)+$' }, 'aaaa', [])).toThrow(
      /no linear-time check/,
    )
  })

  // Each check must accept what the contract's pattern accepts (Nexus's own parsing may
  // be stricter, as for names), so it is compared with the regex on ordinary inputs.
  const samples: Record<string, [(v: string) => string | null, string[], string[]]> = {
    Hostname: [
      checkHostname,
      ['db1', 'a', 'web-1.example', 'A1-b.c2', 'x'.repeat(63) + '.' + 'y'.repeat(63)],
      ['', '-a', 'a-', 'a..b', 'a.', '.a', 'a_b', 'a.-b', 'ü'],
    ],
    Ipv4Net: [
      checkIpv4Net,
      ['10.0.0.0/8', '192.168.1.1/32', '0.0.0.0/0', '255.255.255.255/24'],
      ['10.0.0.0', '10.0.0/8', '256.0.0.0/8', '10.0.0.0/33', '01.0.0.0/8', '10.0.0.0/'],
    ],
    Ipv6Net: [
      checkIpv6Net,
      ['fd00::/48', '::/0', '2001:db8::1/128', '1:2:3:4:5:6:7:8/64', '::ffff:1.2.3.4/96'],
      ['fd00::', 'fd00::/129', ':::/8', '1:2:3:4:5:6:7:8:9/64', 'g::/8', '1::2::3/64'],
    ],
    MacAddr: [
      checkMacAddr,
      ['a8:40:25:ff:00:01', 'A8:40:25:FF:00:01', '1:2:3:4:5:6'],
      ['a8:40:25:ff:00', 'a8:40:25:ff:00:01:02', 'zz:40:25:ff:00:01', '123:4:5:6:7:8'],
    ],
    L4PortRange: [
      checkL4PortRange,
      ['22', '1-65535', '80-80'],
      ['', '-', 'a', '1-', '-2', '1-2-3', '0', '65536', '1'.repeat(20)],
    ],
    RoleName: [checkRoleName, ['silo.admin', 'project.viewer', 'a.b'], ['admin', '.a', 'a.', '']],
    TimeseriesName: [
      checkTimeseriesName,
      ['virtual_disk:bytes_read', 'a:b', 'instance_network_interface:packets_sent'],
      ['a', ':b', 'a:', 'A:b', 'a__b:c', 'a_:b', '_a:b', 'a:b:c', '1a:b'],
    ],
  }
  for (const [name, [check, good, bad]] of Object.entries(samples)) {
    it(`${name} agrees with the contract's pattern`, () => {
      const schema = Object.fromEntries(schemas)[name] as { pattern: string }
      const regex = new RegExp(schema.pattern)
      for (const value of good) {
        expect(regex.test(value), `regex accepts ${value}`).toBe(true)
        expect(check(value), `check accepts ${value}`).toBeNull()
      }
      for (const value of bad) expect(check(value), `check refuses ${value}`).not.toBeNull()
    })
  }

  it('words name refusals as Nexus does', () => {
    expect(checkName('')).toBe('name requires at least one character')
    expect(checkName('a'.repeat(64))).toBe('name may contain at most 63 characters')
    expect(checkName('1abc')).toBe('name must begin with an ASCII lowercase character')
    expect(checkName('abc-')).toBe('name cannot end with "-"')
    expect(checkName('aB')).toBe(
      'name contains invalid character: "B" (allowed characters are lowercase ASCII, digits, and "-")',
    )
    expect(checkName('g2345678-1234-1234-1234-123456789012')).toBeNull()
    expect(checkName('abcdef01-1234-1234-1234-123456789012')).toBe(
      'name cannot be a UUID to avoid ambiguity with IDs',
    )
    expect(checkHostname('a'.repeat(254))).toBe('Max hostname length is 253')
    expect(checkHostname('a_b')).toBe('Hostnames must comply with RFC 1035')
    expect(checkL4PortRange('0')).toBe('invalid port number')
    expect(checkL4PortRange('9-2')).toBeNull() // the pinned Nexus stores it as given
    expect(checkSemver('1.2.3-rc.1+build.5')).toBeNull()
    expect(checkSemver('1.2')).not.toBeNull()
    expect(checkSemver('01.2.3')).not.toBeNull()
  })
})

// The contract's patterns take seconds to minutes on these inputs in a backtracking
// engine; the checks stay linear. The bound is generous (a slow, shared machine), and
// far below what a backtracking run takes (77 characters of hostname: 0.6 s).
describe('worst-case inputs', () => {
  const MiB = 1024 * 1024
  const worst: Record<string, string[]> = {
    Name: ['a'.repeat(MiB), 'a' + '-'.repeat(MiB), 'a'.repeat(MiB) + '_'],
    Hostname: [
      Array.from({ length: 6 }, () => 'a'.repeat(50)).join('.') + '-',
      ('a'.repeat(50) + '.').repeat(20_000) + '-',
      'a-'.repeat(MiB / 2) + '!',
    ],
    Ipv4Net: ['1.'.repeat(MiB / 2), '1'.repeat(MiB) + '/8'],
    Ipv6Net: ['1:'.repeat(MiB / 2) + 'x', 'f'.repeat(MiB)],
    MacAddr: ['a:'.repeat(MiB / 2)],
    L4PortRange: ['1'.repeat(MiB)],
    RoleName: ['a-'.repeat(MiB / 2), 'a'.repeat(MiB)],
    TimeseriesName: ['a_'.repeat(MiB / 2) + ':', 'a1'.repeat(MiB / 2) + '!'],
    semver: ['1.2.3-' + 'a1.'.repeat(MiB / 3) + '!', '1.2.3+' + 'a-'.repeat(MiB / 2) + '.'],
  }
  const checks: Record<string, (v: string) => string | null> = {
    ...patternChecks,
    semver: checkSemver,
  }
  for (const [name, inputs] of Object.entries(worst)) {
    it(`${name} takes linear time`, () => {
      for (const input of inputs) {
        const start = performance.now()
        checks[name](input)
        expect(performance.now() - start, `${name}: ${input.slice(0, 20)}…`).toBeLessThan(1500)
      }
    })
  }
})
