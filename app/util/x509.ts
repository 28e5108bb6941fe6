// What the console shows of a TLS certificate chain the API hands back as PEM: whom the
// first (server) certificate names and when the chain stops being valid. A small DER
// reader for those fields only, no signature checks: Nexus vetted the chain when it was
// added. Every step moves forward through the bytes and nests to a fixed depth, so the
// work is linear in the input, and anything malformed throws `X509Error`.

export class X509Error extends Error {}

/** One DER element: its tag and where its content starts and ends */
type Tlv = { tag: number; contentStart: number; end: number }

const TAG = {
  sequence: 0x30,
  set: 0x31,
  oid: 0x06,
  utcTime: 0x17,
  generalizedTime: 0x18,
  /** `[0]` before the serial: the certificate's version */
  version: 0xa0,
  /** `[3]` at the end of the signed part: the extensions */
  extensions: 0xa3,
  /** GeneralName's `[2] dNSName`, an IA5String under an implicit tag */
  dnsName: 0x82,
} as const

const OID = {
  commonName: '2.5.4.3',
  subjectAltName: '2.5.29.17',
} as const

/** The element starting at `at`, which must end by `limit` (its parent's end) */
function readTlv(der: Uint8Array, at: number, limit: number): Tlv {
  if (at + 2 > limit) throw new X509Error('Truncated DER element')
  const tag = der[at]
  // high tag numbers (0x1f) never occur in the parts of a certificate read here
  if ((tag & 0x1f) === 0x1f) throw new X509Error('Unsupported DER tag')
  let length = der[at + 1]
  let contentStart = at + 2
  if (length & 0x80) {
    const count = length & 0x7f
    // four length bytes already allow 4 GiB: more (or an indefinite length) is not DER
    if (count === 0 || count > 4 || contentStart + count > limit) {
      throw new X509Error('Bad DER length')
    }
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + der[contentStart + i]
    contentStart += count
  }
  const end = contentStart + length
  if (end > limit) throw new X509Error('DER element runs past its parent')
  return { tag, contentStart, end }
}

/** The elements directly inside `parent`, in order */
function childrenOf(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = []
  for (let at = parent.contentStart; at < parent.end;) {
    const child = readTlv(der, at, parent.end)
    out.push(child)
    at = child.end
  }
  return out
}

function expectTag(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.tag !== tag) throw new X509Error(`Expected ${what}`)
  return t
}

const contentOf = (der: Uint8Array, t: Tlv) => der.subarray(t.contentStart, t.end)

function readOid(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new X509Error('Empty object identifier')
  // the first byte packs two arcs (40 × first + second); arcs 2.40 and up never occur here
  const first = Math.min(2, Math.floor(bytes[0] / 40))
  const arcs = [first, bytes[0] - first * 40]
  let value = 0
  for (let i = 1; i < bytes.length; i++) {
    value = value * 128 + (bytes[i] & 0x7f)
    if (!(bytes[i] & 0x80)) {
      arcs.push(value)
      value = 0
    }
  }
  return arcs.join('.')
}

function latin1(bytes: Uint8Array) {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}

/** A DirectoryString or IA5String as text, by its tag */
function readString(der: Uint8Array, t: Tlv): string {
  const bytes = contentOf(der, t)
  switch (t.tag) {
    case 0x0c: // UTF8String
      return new TextDecoder().decode(bytes)
    case 0x1e: {
      // BMPString: UTF-16, big-endian
      let text = ''
      for (let i = 0; i + 1 < bytes.length; i += 2) {
        text += String.fromCharCode((bytes[i] << 8) | bytes[i + 1])
      }
      return text
    }
    case 0x13: // PrintableString
    case 0x14: // TeletexString, read as Latin-1 as most software does
    case 0x16: // IA5String
    case TAG.dnsName:
      return latin1(bytes)
    default:
      throw new X509Error('Unsupported string type')
  }
}

/** UTCTime (YYMMDDHHMMSSZ, 1950–2049) or GeneralizedTime (YYYYMMDDHHMMSSZ), both in UTC */
function readTime(der: Uint8Array, t: Tlv): Date {
  const text = latin1(contentOf(der, t))
  const match =
    t.tag === TAG.utcTime
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
      : t.tag === TAG.generalizedTime
        ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
        : null
  if (!match) throw new X509Error('Bad validity time')
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  // RFC 5280 4.1.2.5.1: a two-digit year of 50 or more is in the 1900s
  const fullYear = t.tag === TAG.utcTime ? year + (year >= 50 ? 1900 : 2000) : year
  return new Date(Date.UTC(fullYear, month - 1, day, hour, minute, second))
}

export type CertificateSummary = {
  /** The subject's common names (usually one; none in certificates that rely on SANs) */
  commonNames: string[]
  /** The subject alternative names of DNS type, in order; empty without the extension */
  dnsNames: string[]
  notBefore: Date
  notAfter: Date
}

/** The subject names and validity of one DER-encoded certificate */
export function readCertificate(der: Uint8Array): CertificateSummary {
  const certificate = expectTag(readTlv(der, 0, der.length), TAG.sequence, 'a certificate')
  const signed = expectTag(childrenOf(der, certificate)[0], TAG.sequence, 'the signed part')
  let fields = childrenOf(der, signed)
  if (fields[0]?.tag === TAG.version) fields = fields.slice(1)
  // serial number, signature algorithm, issuer, validity, subject, public key, then
  // optional [1] and [2] unique ids and [3] extensions
  const validity = expectTag(fields[3], TAG.sequence, 'the validity')
  const subject = expectTag(fields[4], TAG.sequence, 'the subject')
  const [notBefore, notAfter] = childrenOf(der, validity).map((t) => readTime(der, t))
  if (!notBefore || !notAfter) throw new X509Error('Incomplete validity')

  const commonNames: string[] = []
  for (const rdn of childrenOf(der, subject)) {
    for (const attribute of childrenOf(der, expectTag(rdn, TAG.set, 'a name part'))) {
      const [type, value] = childrenOf(der, expectTag(attribute, TAG.sequence, 'an attribute'))
      const oid = readOid(contentOf(der, expectTag(type, TAG.oid, 'an attribute type')))
      if (oid === OID.commonName && value) commonNames.push(readString(der, value))
    }
  }

  const dnsNames: string[] = []
  const extensions = fields.slice(6).find((t) => t.tag === TAG.extensions)
  if (extensions) {
    const list = expectTag(childrenOf(der, extensions)[0], TAG.sequence, 'the extensions')
    for (const extension of childrenOf(der, list)) {
      // extnID, optional critical flag, extnValue (an OCTET STRING holding more DER)
      const parts = childrenOf(der, expectTag(extension, TAG.sequence, 'an extension'))
      const oid = readOid(contentOf(der, expectTag(parts[0], TAG.oid, 'an extension id')))
      if (oid !== OID.subjectAltName) continue
      const value = expectTag(parts[parts.length - 1], 0x04, 'an extension value')
      const names = expectTag(readTlv(der, value.contentStart, value.end), TAG.sequence, 'names')
      for (const name of childrenOf(der, names)) {
        // other kinds (IP addresses, emails, URIs) are not what a browser checks a host by
        if (name.tag === TAG.dnsName) dnsNames.push(readString(der, name))
      }
    }
  }
  return { commonNames, dnsNames, notBefore, notAfter }
}

/** Base64 without whitespace to bytes; `atob` checks the alphabet and padding */
function decodeBase64(text: string): Uint8Array {
  let binary: string
  try {
    binary = atob(text)
  } catch {
    throw new X509Error('Bad base64 in PEM')
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const BEGIN = '-----BEGIN CERTIFICATE-----'
const END = '-----END CERTIFICATE-----'

/** The DER of each CERTIFICATE block in `pem`, in order; other blocks are skipped */
export function certificateBlocks(pem: string): Uint8Array[] {
  const blocks: Uint8Array[] = []
  for (let at = pem.indexOf(BEGIN); at >= 0; at = pem.indexOf(BEGIN, at)) {
    const end = pem.indexOf(END, at + BEGIN.length)
    if (end < 0) throw new X509Error('PEM block without its end line')
    blocks.push(decodeBase64(pem.slice(at + BEGIN.length, end).replace(/\s+/g, '')))
    at = end + END.length
  }
  return blocks
}

export type ChainSummary = {
  /** The first certificate: the one the server presents, whose names browsers check */
  leaf: CertificateSummary
  /** When every certificate of the chain is valid: from the latest start to the earliest end */
  notBefore: Date
  notAfter: Date
  /** How many certificates the chain holds */
  length: number
}

/** The leaf's names and the whole chain's validity, or null when `pem` holds no certificate */
export function readCertificateChain(pem: string): ChainSummary | null {
  const chain = certificateBlocks(pem).map(readCertificate)
  if (chain.length === 0) return null
  const time = (pick: (c: CertificateSummary) => Date, better: (a: number, b: number) => number) =>
    new Date(chain.reduce((t, c) => better(t, pick(c).getTime()), pick(chain[0]).getTime()))
  return {
    leaf: chain[0],
    notBefore: time((c) => c.notBefore, Math.max),
    notAfter: time((c) => c.notAfter, Math.min),
    length: chain.length,
  }
}
