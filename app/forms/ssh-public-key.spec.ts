import { describe, expect, it } from 'vitest'

import { keys } from '../../test/fixtures/ssh-keys'

import { charCount, publicKeyProblem, publicKeyWarning } from './ssh-public-key'

const ed25519Data = keys.ed25519.split(' ')[1]

// Hand-built key data, for shapes ssh-keygen will not produce
const wireString = (bytes: Uint8Array | string) => {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  const out = new Uint8Array(4 + b.length)
  new DataView(out.buffer).setUint32(0, b.length)
  out.set(b, 4)
  return out
}
const keyData = (...parts: Array<Uint8Array | string>) => {
  const chunks = parts.map(wireString)
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    all.set(c, at)
    at += c.length
  }
  return Buffer.from(all).toString('base64')
}
const bytes = (length: number, first = 0x42) =>
  Uint8Array.from({ length }, (_, i) => (i === 0 ? first : (i * 7) & 0xff))

describe('publicKeyProblem', () => {
  const fine: Record<string, string> = {
    ...keys,
    'no comment': `ssh-ed25519 ${ed25519Data}`,
    'comment with spaces': `${keys.ed25519} with spaces in it`,
    'surrounding whitespace': `\n  ${keys.rsa3072}\n`,
    'tabs between fields': `ssh-ed25519\t${ed25519Data}\tc`,
    options: `command="x" ssh-ed25519 ${ed25519Data} c`,
    'options with quoted spaces': `no-pty,command="echo \\"a b\\" c",from="10.0.0.0/8" ${keys.p256}`,
    'sk-ed25519': `sk-ssh-ed25519@openssh.com ${keyData('sk-ssh-ed25519@openssh.com', bytes(32), 'ssh:')} yubikey`,
    'sk-p256': `sk-ecdsa-sha2-nistp256@openssh.com ${keyData('sk-ecdsa-sha2-nistp256@openssh.com', 'nistp256', bytes(65, 0x04), 'ssh:')}`,
    empty: '',
    blank: '  \n ',
  }
  it.each(Object.entries(fine))('finds nothing wrong with %s', (_, text) => {
    expect(publicKeyProblem(text)).toBeNull()
    expect(publicKeyWarning(text)).toBeNull()
  })

  const wrong: Array<[string, string, string | RegExp]> = [
    ['one word', 'hello', /^"hello" is not a key type OpenSSH knows/],
    ['a fingerprint', 'SHA256:CXsvKeYTm7/+6qLXMV4dUSN8AvhGRepzc9ZOfHFFMr8', /is not a key type/],
    ['DSA', `ssh-dss ${ed25519Data}`, /^"ssh-dss" is not a key type/],
    ['options without a key', 'command="x" hello', /expected a key type .* after the options/],
    ['an unclosed quote', `command="x ssh-ed25519 ${ed25519Data}`, /after the options/],
    ['no key data', 'ssh-ed25519', 'it has a key type but no key data'],
    ['bad base64', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI!!notbase64', /not valid base64/],
    ['unpadded base64', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG', /not valid base64/],
    ['padding inside', 'ssh-ed25519 AA==AAAA', /not valid base64/],
    ['non-ASCII base64', 'ssh-ed25519 AAAé', /not valid base64/],
    [
      'type says RSA, data is ed25519',
      `ssh-rsa ${ed25519Data} x`,
      'it says ssh-rsa but its key data is an ssh-ed25519 key',
    ],
    [
      'truncated ed25519',
      `ssh-ed25519 ${keyData('ssh-ed25519', bytes(31))}`,
      'its ssh-ed25519 key data is malformed',
    ],
    [
      'trailing bytes',
      `ssh-ed25519 ${keyData('ssh-ed25519', bytes(32), 'extra')}`,
      'its ssh-ed25519 key data is malformed',
    ],
    [
      'a length past the end',
      `ssh-ed25519 ${Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2]).toString('base64')}`,
      'its ssh-ed25519 key data is malformed',
    ],
    [
      'small RSA',
      `ssh-rsa ${keyData('ssh-rsa', Uint8Array.of(1, 0, 1), bytes(96, 0x7f))}`,
      'it is a 767-bit RSA key; OpenSSH needs at least 1024 bits',
    ],
    [
      'ECDSA on the wrong curve',
      `ecdsa-sha2-nistp256 ${keyData('ecdsa-sha2-nistp256', 'nistp384', bytes(65, 0x04))}`,
      'its ecdsa-sha2-nistp256 key data is malformed',
    ],
    [
      'compressed ECDSA point',
      `ecdsa-sha2-nistp256 ${keyData('ecdsa-sha2-nistp256', 'nistp256', bytes(33, 0x02))}`,
      'its ecdsa-sha2-nistp256 key data is malformed',
    ],
    [
      'security key without its application',
      `sk-ssh-ed25519@openssh.com ${keyData('sk-ssh-ed25519@openssh.com', bytes(32))}`,
      'its sk-ssh-ed25519@openssh.com key data is malformed',
    ],
    ['two keys', `${keys.ed25519}\n${keys.p256}`, /more than one line/],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----',
      /looks like a private key/,
    ],
    [
      'SSH2 format',
      `---- BEGIN SSH2 PUBLIC KEY ----\n${ed25519Data}\n---- END SSH2 PUBLIC KEY ----`,
      /SSH2 \(RFC 4716\) format/,
    ],
    ['Object.prototype names', 'constructor AAAA', /^"constructor" is not a key type/],
  ]
  it.each(wrong)('says what is wrong with %s', (_, text, message) => {
    expect(publicKeyProblem(text)).toMatch(message)
    expect(publicKeyWarning(text)).toMatch(/^This does not look like an OpenSSH public key: .+\.$/)
  })

  it('quotes at most a short piece of the text back', () => {
    const problem = publicKeyProblem('x'.repeat(10_000))
    expect(problem).toMatch(/^"x{40}…" is not a key type/)
  })

  // hostile input: each at least 200 KB; one linear pass each, and nothing throws
  const hostile: Record<string, string> = {
    // key data whose embedded type string is 200 KB long
    'a 200 KB embedded type': `ssh-ed25519 ${keyData('a'.repeat(200_000))} c`,
    'a 200 KB embedded type matching no type': `ssh-rsa ${keyData('ssh-rsa'.repeat(30_000))}`,
    'a huge RSA modulus': `ssh-rsa ${keyData(Uint8Array.of(1, 0, 1), bytes(200_000, 0x7f))}`,
    'deeply nested quotes': `${'"\\"'.repeat(70_000)} ssh-ed25519 ${ed25519Data}`,
    'nested brackets': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    'many options before bad key data': `${'no-pty,'.repeat(30_000)}x ssh-ed25519 AAAA!`,
    'one long word': 'a'.repeat(200_000),
    'a long run of spaces': `ssh-ed25519${' '.repeat(200_000)}x`,
    'a long run of tabs and spaces with no data': `ssh-ed25519${' \t'.repeat(100_000)}`,
    'base64 that is almost valid': `ssh-ed25519 ${'A'.repeat(200_000)}!`,
    'many equals signs': `ssh-ed25519 ${'='.repeat(200_000)}`,
    'an unclosed quote': `command="${'x '.repeat(100_000)}`,
    'lone surrogates': `${'\ud800'.repeat(200_000)} ssh-ed25519`,
    'many lines': 'ssh-ed25519 AAAA\n'.repeat(12_000),
  }
  it.each(Object.entries(hostile))('handles %s quickly without throwing', (_, text) => {
    expect(text.length).toBeGreaterThanOrEqual(200_000)
    const start = performance.now()
    expect(() => publicKeyProblem(text)).not.toThrow()
    // a linear pass over 200 KB takes a few ms; the bound is generous for a loaded machine
    expect(performance.now() - start).toBeLessThan(1000)
    expect(publicKeyProblem(text)).not.toBeNull()
  })
})

describe('charCount', () => {
  it('counts code points, as the database does', () => {
    expect(charCount('')).toBe(0)
    expect(charCount('abc')).toBe(3)
    expect(charCount('🔑🔑')).toBe(2)
    expect(charCount('\ud800x')).toBe(2)
    expect(charCount('x\udc00')).toBe(2)
  })
})
