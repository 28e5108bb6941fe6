import { describe, expect, test } from 'vitest'

import { CHAIN, EC_CERT, RSA_CERT } from '../../test/fixtures/x509'
import { certificateBlocks, readCertificate, readCertificateChain, X509Error } from './x509'

// RSA_CERT: CN demo-silo.sys.rack.example and SAN *.sys.rack.example; EC_CERT: a CN only.
// The expectations below were read from them with `openssl x509 -noout -subject -dates
// -ext subjectAltName`.
const utc = (iso: string) => new Date(iso)

describe('readCertificateChain', () => {
  test('an RSA certificate with a SAN', () => {
    expect(readCertificateChain(RSA_CERT)).toEqual({
      leaf: {
        commonNames: ['demo-silo.sys.rack.example'],
        dnsNames: ['*.sys.rack.example'],
        notBefore: utc('2026-11-25T20:16:50Z'),
        notAfter: utc('2126-11-01T20:16:50Z'),
      },
      notBefore: utc('2026-11-25T20:16:50Z'),
      notAfter: utc('2126-11-01T20:16:50Z'),
      length: 1,
    })
  })

  test('an EC certificate without extensions', () => {
    expect(readCertificateChain(EC_CERT)?.leaf).toEqual({
      commonNames: ['corp-sso.sys.rack.example'],
      dnsNames: [],
      notBefore: utc('2026-11-25T20:16:50Z'),
      notAfter: utc('2126-11-01T20:16:50Z'),
    })
  })

  test('a chain: names from its leaf, valid only while every certificate is', () => {
    expect(readCertificateChain(CHAIN)).toEqual({
      leaf: {
        commonNames: ['api.sys.rack.example'],
        // only DNS names: the IP address and the email are left out
        dnsNames: ['api.sys.rack.example', '*.sys.rack.example'],
        notBefore: utc('2026-11-25T20:33:49Z'),
        notAfter: utc('2027-12-30T20:33:49Z'),
      },
      notBefore: utc('2026-11-25T20:33:49Z'),
      // the CA's end
      notAfter: utc('2026-12-25T20:33:49Z'),
      length: 2,
    })
  })

  test('text around and between the blocks, and CRLF line ends, are fine', () => {
    const messy = `Subject: whatever\r\n${RSA_CERT.replaceAll('\n', '\r\n')}\n# next\n${EC_CERT}trailing`
    const chain = readCertificateChain(messy)
    expect(chain?.length).toBe(2)
    expect(chain?.leaf.commonNames).toEqual(['demo-silo.sys.rack.example'])
  })

  test('no certificate in the text', () => {
    expect(readCertificateChain('')).toBeNull()
    expect(
      readCertificateChain('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'),
    ).toBeNull()
  })

  test('broken PEM throws X509Error', () => {
    expect(() => readCertificateChain(RSA_CERT.replace('-----END CERTIFICATE-----', ''))).toThrow(
      X509Error,
    )
    expect(() =>
      certificateBlocks('-----BEGIN CERTIFICATE-----\n%%\n-----END CERTIFICATE-----'),
    ).toThrow(X509Error)
    // a cut-off certificate: its outer length runs past the bytes there are
    const lines = RSA_CERT.trim().split('\n')
    const cut = [...lines.slice(0, 6), lines[lines.length - 1]].join('\n')
    expect(() => readCertificateChain(cut)).toThrow(X509Error)
  })
})

// DER built by hand, for what the fixtures do not cover
const bytes = (...parts: (number | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...p])))
function der(tag: number, ...content: Uint8Array[]) {
  const body = bytes(...content)
  const n = body.length
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]
  return bytes(tag, ...length, body)
}
const ascii = (s: string) => new TextEncoder().encode(s)
const seq = (...c: Uint8Array[]) => der(0x30, ...c)
const CN_OID = bytes(0x55, 0x04, 0x03)
const O_OID = bytes(0x55, 0x04, 0x0a)
const SAN_OID = bytes(0x55, 0x1d, 0x11)
const name = (...attrs: [Uint8Array, Uint8Array][]) =>
  seq(...attrs.map(([oid, value]) => der(0x31, seq(der(0x06, oid), value))))

function certificate({
  notBefore = der(0x17, ascii('260101000000Z')),
  notAfter = der(0x18, ascii('20300101000000Z')),
  subject = name([CN_OID, der(0x0c, ascii('x'))]),
  extensions = [] as Uint8Array[],
  version = true,
}) {
  const tbs = seq(
    ...(version ? [der(0xa0, der(0x02, bytes(2)))] : []),
    der(0x02, bytes(1)), // serial
    seq(der(0x06, bytes(0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02))), // ecdsa-with-SHA256
    name([CN_OID, der(0x0c, ascii('issuer'))]),
    seq(notBefore, notAfter),
    subject,
    seq(seq(der(0x06, bytes(0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01))), der(0x03, bytes(0, 4))),
    ...(extensions.length ? [der(0xa3, seq(...extensions))] : []),
  )
  return seq(tbs, seq(der(0x06, bytes(0x2a))), der(0x03, bytes(0)))
}
const san = (...names: Uint8Array[]) => seq(der(0x06, SAN_OID), der(0x04, seq(...names)))

describe('readCertificate', () => {
  test('two-digit years: 50 and up are the 1900s, below are the 2000s', () => {
    const c = readCertificate(
      certificate({
        notBefore: der(0x17, ascii('500101000000Z')),
        notAfter: der(0x17, ascii('491231235959Z')),
      }),
    )
    expect(c.notBefore).toEqual(utc('1950-01-01T00:00:00Z'))
    expect(c.notAfter).toEqual(utc('2049-12-31T23:59:59Z'))
  })

  test('times that are not DER UTC times are refused', () => {
    for (const time of ['2601010000Z', '260101000000+0100', '260101000000']) {
      expect(() => readCertificate(certificate({ notBefore: der(0x17, ascii(time)) }))).toThrow(
        X509Error,
      )
    }
  })

  test('subject strings of each kind, other attributes ignored, several common names', () => {
    const bmp = bytes(0x00, 0x72, 0x00, 0xe4, 0x00, 0x63, 0x00, 0x6b) // "räck"
    const c = readCertificate(
      certificate({
        subject: name(
          [O_OID, der(0x13, ascii('Org'))],
          [CN_OID, der(0x13, ascii('printable.example'))],
          [CN_OID, der(0x0c, ascii('ütf8.example'))],
          [CN_OID, der(0x16, ascii('ia5.example'))],
          [CN_OID, der(0x1e, bmp)],
        ),
      }),
    )
    expect(c.commonNames).toEqual(['printable.example', 'ütf8.example', 'ia5.example', 'räck'])
  })

  test('a version 1 certificate (no version field) and a critical SAN', () => {
    const critical = seq(
      der(0x06, SAN_OID),
      der(0x01, bytes(0xff)),
      der(0x04, seq(der(0x82, ascii('a.example')), der(0x87, bytes(192, 0, 2, 1)))),
    )
    expect(readCertificate(certificate({ version: false })).commonNames).toEqual(['x'])
    expect(readCertificate(certificate({ extensions: [critical] })).dnsNames).toEqual(['a.example'])
  })

  test('a SAN with no DNS names, and a long one needing a two-byte length', () => {
    const long = `${'a'.repeat(250)}.example`
    expect(
      readCertificate(certificate({ extensions: [san(der(0x87, bytes(1, 2, 3, 4)))] })).dnsNames,
    ).toEqual([])
    expect(
      readCertificate(certificate({ extensions: [san(der(0x82, ascii(long)))] })).dnsNames,
    ).toEqual([long])
  })

  test('malformed DER throws X509Error', () => {
    const good = certificate({})
    const cases = [
      new Uint8Array(),
      bytes(0x30), // no length
      bytes(0x30, 0x80, 0, 0), // indefinite length
      bytes(0x30, 0x85, 1, 1, 1, 1, 1), // five length bytes
      good.subarray(0, good.length - 1), // one byte short
      seq(seq()), // an empty signed part
      bytes(0x31, ...good.subarray(1)), // a SET where the certificate's SEQUENCE goes
    ]
    for (const input of cases) expect(() => readCertificate(input)).toThrow(X509Error)
  })

  test('thousands of names', () => {
    const sized = (n: number) =>
      certificate({
        extensions: [
          san(...Array.from({ length: n }, (_, i) => der(0x82, ascii(`h${i}.example`)))),
        ],
      })
    // lengths above 64 KiB need a third length byte, which the builder does not write: stay below
    expect(readCertificate(sized(2000)).dnsNames).toHaveLength(2000)
  })
})
