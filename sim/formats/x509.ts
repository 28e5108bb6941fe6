// Just enough X.509 to check a certificate the way Nexus does before it keeps one
// (omicron's `certificates` crate, on OpenSSL): PEM blocks, DER read without recursion
// past a fixed depth, validity, subject alternative names and common name, extended key
// usage, and whether a private key (PKCS#8, PKCS#1 RSA or SEC1 EC) belongs to the
// certificate's public key. Linear in the input; no cryptography is needed for the last
// check, as both keys carry the public numbers.
import { decodeBase64 } from './base64'

export class X509Error extends Error {}

type Tlv = { tag: number; start: number; contentStart: number; end: number }

/** The element at `at` of `der`, checked to fit inside `limit` */
function tlv(der: Uint8Array, at: number, limit = der.length): Tlv {
  if (at + 2 > limit) throw new X509Error('truncated element')
  const tag = der[at]
  let length = der[at + 1]
  let contentStart = at + 2
  if (length & 0x80) {
    const bytes = length & 0x7f
    if (bytes === 0 || bytes > 4 || contentStart + bytes > limit) throw new X509Error('bad length')
    length = 0
    for (let i = 0; i < bytes; i++) length = length * 256 + der[contentStart + i]
    contentStart += bytes
  }
  const end = contentStart + length
  if (end > limit) throw new X509Error('element runs past its parent')
  return { tag, start: at, contentStart, end }
}

/** The elements directly inside a constructed element */
function children(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = []
  for (let at = parent.contentStart; at < parent.end;) {
    const child = tlv(der, at, parent.end)
    out.push(child)
    at = child.end
  }
  return out
}

const content = (der: Uint8Array, t: Tlv) => der.subarray(t.contentStart, t.end)
const ascii = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

function oid(bytes: Uint8Array): string {
  if (bytes.length === 0) return ''
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40]
  let value = 0
  for (let i = 1; i < bytes.length; i++) {
    value = value * 128 + (bytes[i] & 0x7f)
    if (!(bytes[i] & 0x80)) {
      parts.push(value)
      value = 0
    }
  }
  return parts.join('.')
}

function time(der: Uint8Array, t: Tlv): number {
  const text = ascii(content(der, t))
  // UTCTime YYMMDDHHMMSSZ, GeneralizedTime YYYYMMDDHHMMSSZ
  const m =
    t.tag === 0x17
      ? /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text)
      : /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text)
  if (!m) throw new X509Error('bad time')
  let year = Number(m[1])
  if (t.tag === 0x17) year += year < 50 ? 2000 : 1900
  return Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]))
}

/** The DER of each PEM block labelled `label` in `text`, in order */
export function pemBlocks(
  text: string,
  labels: readonly string[],
): { label: string; der: Uint8Array }[] {
  const blocks: { label: string; der: Uint8Array }[] = []
  let at = 0
  for (;;) {
    const begin = text.indexOf('-----BEGIN ', at)
    if (begin < 0) return blocks
    const labelEnd = text.indexOf('-----', begin + 11)
    if (labelEnd < 0) throw new X509Error('unterminated PEM header')
    const label = text.slice(begin + 11, labelEnd)
    const footer = `-----END ${label}-----`
    const end = text.indexOf(footer, labelEnd + 5)
    if (end < 0) throw new X509Error('no PEM footer')
    at = end + footer.length
    if (!labels.includes(label)) continue
    const body = text.slice(labelEnd + 5, end).replace(/\s+/g, '')
    const decoded = decodeBase64(body)
    if ('error' in decoded) throw new X509Error('bad base64 in PEM')
    blocks.push({ label, der: decoded.bytes })
  }
}

export type Certificate = {
  notBefore: number
  notAfter: number
  commonNames: string[]
  /** null when the certificate has no subjectAltName extension */
  dnsNames: string[] | null
  /** null when the certificate has no extendedKeyUsage extension */
  extendedKeyUsage: string[] | null
  /** the subjectPublicKeyInfo's algorithm and key bits */
  publicKey: { algorithm: string; key: Uint8Array }
  subject: string
}

const OID = {
  commonName: '2.5.4.3',
  subjectAltName: '2.5.29.17',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
  anyExtendedKeyUsage: '2.5.29.37.0',
  rsa: '1.2.840.113549.1.1.1',
  ec: '1.2.840.10045.2.1',
} as const

function publicKeyOf(der: Uint8Array, spki: Tlv) {
  const [algorithm, bits] = children(der, spki)
  const algorithmOid = oid(content(der, children(der, algorithm)[0]))
  // a BIT STRING: its first byte counts unused bits
  return { algorithm: algorithmOid, key: content(der, bits).subarray(1) }
}

/** One certificate's fields that Nexus's checks read */
export function readCertificate(der: Uint8Array): Certificate {
  const cert = tlv(der, 0)
  const tbs = children(der, cert)[0]
  let fields = children(der, tbs)
  if (fields[0]?.tag === 0xa0) fields = fields.slice(1) // explicit version
  // serial, signature algorithm, issuer, validity, subject, key, then [1] [2] [3]
  if (fields.length < 6) throw new X509Error('not a certificate')
  const [validity, subjectName, spki] = [fields[3], fields[4], fields[5]]
  const [notBefore, notAfter] = children(der, validity).map((t) => time(der, t))
  const commonNames: string[] = []
  const subjectParts: string[] = []
  for (const rdn of children(der, subjectName)) {
    for (const attribute of children(der, rdn)) {
      const [type, value] = children(der, attribute)
      const name = oid(content(der, type))
      const text = ascii(content(der, value))
      if (name === OID.commonName) commonNames.push(text)
      subjectParts.push(`${name === OID.commonName ? 'CN' : name}=${text}`)
    }
  }
  let dnsNames: string[] | null = null
  let extendedKeyUsage: string[] | null = null
  const extensions = fields.slice(6).find((t) => t.tag === 0xa3)
  if (extensions) {
    for (const ext of children(der, children(der, extensions)[0])) {
      const parts = children(der, ext)
      const id = oid(content(der, parts[0]))
      const value = parts[parts.length - 1]
      const inner = tlv(der, value.contentStart, value.end)
      if (id === OID.subjectAltName) {
        dnsNames = children(der, inner)
          .filter((n) => n.tag === 0x82)
          .map((n) => ascii(content(der, n)))
      } else if (id === OID.extKeyUsage) {
        extendedKeyUsage = children(der, inner).map((u) => oid(content(der, u)))
      }
    }
  }
  return {
    notBefore,
    notAfter,
    commonNames,
    dnsNames,
    extendedKeyUsage,
    publicKey: publicKeyOf(der, spki),
    subject: subjectParts.join(', '),
  }
}

/** Big-endian integer bytes without leading zeros, for comparing */
const trim = (bytes: Uint8Array) => {
  let i = 0
  while (i < bytes.length - 1 && bytes[i] === 0) i++
  return bytes.subarray(i)
}
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * What a private key proves it matches: RSA's modulus and exponent, or an EC key's
 * public point (SEC1 keys written by OpenSSL carry it). Throws X509Error if the key
 * cannot be read.
 */
function privateKeyPublicPart(
  label: string,
  der: Uint8Array,
): { kind: 'rsa'; n: Uint8Array; e: Uint8Array } | { kind: 'ec'; point: Uint8Array } {
  const top = tlv(der, 0)
  if (label === 'RSA PRIVATE KEY') {
    const [, n, e] = children(der, top)
    if (!n || !e) throw new X509Error('not an RSA key')
    return { kind: 'rsa', n: trim(content(der, n)), e: trim(content(der, e)) }
  }
  if (label === 'EC PRIVATE KEY') {
    const publicKey = children(der, top).find((t) => t.tag === 0xa1)
    if (!publicKey) throw new X509Error('EC key without its public key')
    const bits = children(der, publicKey)[0]
    return { kind: 'ec', point: content(der, bits).subarray(1) }
  }
  // PKCS#8: version, algorithm, the key in an OCTET STRING
  const [, algorithm, octets] = children(der, top)
  if (!algorithm || !octets) throw new X509Error('not a PKCS#8 key')
  const id = oid(content(der, children(der, algorithm)[0]))
  const inner = content(der, octets)
  if (id === OID.rsa) return privateKeyPublicPart('RSA PRIVATE KEY', inner)
  if (id === OID.ec) return privateKeyPublicPart('EC PRIVATE KEY', inner)
  throw new X509Error(`unsupported key algorithm ${id}`)
}

function keyMatches(cert: Certificate, key: ReturnType<typeof privateKeyPublicPart>) {
  if (key.kind === 'ec')
    return cert.publicKey.algorithm === OID.ec && equal(cert.publicKey.key, key.point)
  if (cert.publicKey.algorithm !== OID.rsa) return false
  const rsa = tlv(cert.publicKey.key, 0)
  const [n, e] = children(cert.publicKey.key, rsa)
  return (
    equal(trim(content(cert.publicKey.key, n)), key.n) &&
    equal(trim(content(cert.publicKey.key, e)), key.e)
  )
}

/** OpenSSL's X509_check_host: the SAN DNS names, or the CN when there are none; `*.` covers one label */
function validForHostname(cert: Certificate, hostname: string) {
  const names = cert.dnsNames ?? cert.commonNames
  const host = hostname.toLowerCase()
  return names.some((raw) => {
    const name = raw.toLowerCase()
    if (name === host) return true
    if (!name.startsWith('*.')) return false
    const dot = host.indexOf('.')
    return dot > 0 && host.slice(dot) === name.slice(1)
  })
}

function hostnameDescription(cert: Certificate) {
  if (cert.dnsNames) {
    return cert.dnsNames.length === 0
      ? 'SANs present but no DNS names found'
      : `SANs: ${cert.dnsNames.join(', ')}`
  }
  if (cert.commonNames.length === 0) return 'Neither SANs nor CN present'
  if (cert.commonNames.length > 1) return `Multiple CNs: ${cert.commonNames.join(', ')}`
  return `CN: ${cert.commonNames[0]}`
}

export type CertificateProblem = { field: 'certificate' | 'private-key'; message: string }

/**
 * Why Nexus would refuse this certificate chain and key for these hostnames (any one of
 * them must match the leaf), in its order and words, or null when it would take them.
 * OpenSSL's own error chain, which Nexus appends to the first and fourth kinds, is not
 * reproduced.
 */
export function certificateProblem(
  certPem: string,
  keyPem: string,
  hostnames: readonly string[],
  now: number,
): CertificateProblem | null {
  const bad = (message: string): CertificateProblem => ({ field: 'certificate', message })
  let chain: Certificate[]
  try {
    chain = pemBlocks(certPem, ['CERTIFICATE']).map((b) => readCertificate(b.der))
  } catch {
    return bad('Failed to parse certificate')
  }
  if (chain.length === 0) return bad('Certificate exists, but is empty')
  if (chain.some((c) => c.notAfter < now)) return bad('Certificate exists, but is expired')
  const leaf = chain[0]
  if (hostnames.length > 0 && !hostnames.some((h) => validForHostname(leaf, h))) {
    return bad(
      `Certificate not valid for given hostnames ${JSON.stringify(hostnames.join(', '))}: ${hostnameDescription(leaf)}`,
    )
  }
  if (
    leaf.extendedKeyUsage &&
    !leaf.extendedKeyUsage.includes(OID.serverAuth) &&
    !leaf.extendedKeyUsage.includes(OID.anyExtendedKeyUsage)
  ) {
    return bad('Unsupported certificate purpose (not usable for server auth)')
  }
  let key: ReturnType<typeof privateKeyPublicPart>
  try {
    const [block] = pemBlocks(keyPem, ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'])
    if (!block) throw new X509Error('no key')
    key = privateKeyPublicPart(block.label, block.der)
  } catch {
    return { field: 'private-key', message: 'Failed to parse private key' }
  }
  return keyMatches(leaf, key) ? null : bad('Certificate and private key do not match')
}
