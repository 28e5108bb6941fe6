// SAML as Nexus uses it: checking an identity provider's metadata when it is added,
// reading the identity provider's answer (a SAMLResponse posted to
// `/login/{silo}/saml/{provider}`), the relay state that carries where to go next,
// and the silo user (and groups) that answer stands for, made on first sign-in.
//
// One deliberate difference (docs/sim-differences.md): Nexus accepts only a signed
// assertion; the simulator reads the assertion without checking any signature, so its
// simulated identity provider (server/saml-pages.ts) can stand in for a real one. Since
// anyone may post one, what an assertion may make is bounded (MAX_GROUPS_PER_ASSERTION,
// MAX_GROUP_NAME_LENGTH; the XML itself by sim/formats/xml.ts) and sign-in is linear in it.
import { decodeBase64 } from '../formats/base64'
import { errorResponse } from '../answers/errors'
import type {
  GroupRecord,
  SamlIdentityProviderRecord,
  SiloRecord,
  Store,
  UserRecord,
} from '../store/types'
import { uuid } from '../util'
import { readXml, XmlError, type XmlElement } from '../formats/xml'

/** Dropshot's bare 400, as Nexus's SAML code raises it (no error code) */
const badRequest = (message: string) => errorResponse(400, undefined, message)

/** Why the metadata cannot serve, in Nexus's words, or null when it can */
export function idpMetadataProblem(metadata: string): string | null {
  let elements: XmlElement[]
  try {
    elements = readXml(metadata)
  } catch (err) {
    if (!(err instanceof XmlError)) throw err
    return `idp_metadata_document_string could not be parsed as an EntityDescriptor! ${err.message}`
  }
  if (elements[0].name !== 'EntityDescriptor') {
    return 'idp_metadata_document_string could not be parsed as an EntityDescriptor! the root element is not an EntityDescriptor'
  }
  if (!elements.some((e) => e.name === 'IDPSSODescriptor')) return 'no md:IDPSSODescriptor section'
  // a key with no `use` may sign as well as encrypt
  const signing = elements.some(
    (e) =>
      e.name === 'X509Certificate' &&
      e.text !== '' &&
      e.ancestors.includes('IDPSSODescriptor') &&
      e.ancestors.includes('KeyDescriptor'),
  )
  const keyUses = elements.filter((e) => e.name === 'KeyDescriptor').map((e) => e.attributes.use)
  if (!signing || !keyUses.some((use) => use === undefined || use === 'signing')) {
    return 'no signing key found in IDP metadata'
  }
  return null
}

/**
 * The single sign-on location (HTTP-Redirect binding) of an identity provider's metadata,
 * undefined when it names none or cannot be read
 */
export function singleSignOnUrl(metadata: string): string | undefined {
  let elements: XmlElement[]
  try {
    elements = readXml(metadata)
  } catch (err) {
    if (!(err instanceof XmlError)) throw err
    return undefined
  }
  const services = elements.filter((e) => e.name === 'SingleSignOnService')
  const redirect = services.find((e) => e.attributes.Binding?.endsWith(':HTTP-Redirect'))
  return (redirect ?? services[0])?.attributes.Location
}

// Relay state: Nexus sends the identity provider base64 of `{"redirect_uri": …}` and
// reads it back from the POST.

export function encodeRelayState(redirectUri: string | null): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ redirect_uri: redirectUri }))
  // a byte at a time: spreading a long URI's bytes as arguments could overflow the stack
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A path on this origin (never `//host`), as Nexus's `RelativeUri` requires */
export const isRelativeUri = (uri: unknown): uri is string =>
  typeof uri === 'string' && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\')

/**
 * `uri` with every character outside printable ASCII (controls, space, DEL and anything
 * past U+007E) percent-encoded as UTF-8, as a browser encodes a typed URL: what is left
 * may go in a `Location` header, and no browser drops or rewrites any of it (a tab or
 * newline, which a browser strips, cannot turn `/\t/host` into `//host`). Null when it
 * holds a lone surrogate, which has no UTF-8 form.
 */
export function percentEncodeUnsafe(uri: string): string | null {
  let out = ''
  let plain = 0 // start of the run of characters that need no encoding
  for (let i = 0; i < uri.length; i++) {
    const code = uri.charCodeAt(i)
    if (code >= 0x21 && code <= 0x7e) continue
    const point = uri.codePointAt(i)!
    const width = point > 0xffff ? 2 : 1
    if (point >= 0xd800 && point <= 0xdfff) return null
    out += uri.slice(plain, i) + encodeURIComponent(String.fromCodePoint(point))
    i += width - 1
    plain = i + 1
  }
  return plain === 0 ? uri : out + uri.slice(plain)
}

/**
 * A relative URI on this origin (`isRelativeUri`) made safe to send as a `Location`
 * (`percentEncodeUnsafe`), or null when it is not one
 */
export function safeRelativeUri(uri: unknown): string | null {
  if (!isRelativeUri(uri)) return null
  const encoded = percentEncodeUnsafe(uri)
  return encoded !== null && isRelativeUri(encoded) ? encoded : null
}

/** Where to send the browser after signing in: the relay state's `redirect_uri`, or `/` */
function nextUrl(relayState: string | null): string {
  if (!relayState) return '/'
  const decoded = decodeBase64(relayState)
  if ('error' in decoded) return '/'
  try {
    const value: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes),
    )
    return safeRelativeUri((value as { redirect_uri?: unknown } | null)?.redirect_uri) ?? '/'
  } catch {
    return '/'
  }
}

/**
 * The fields of a form-encoded body, read as `URLSearchParams` reads them (the first of a
 * name wins) but several times faster on a large body: a field is percent-decoded by
 * `decodeURIComponent` when asked for, and only where that refuses (a stray `%`, bytes
 * that are not UTF-8) by `URLSearchParams`, which keeps or replaces what it cannot decode.
 */
function formFields(body: string): (name: string) => string | null {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '))
  const raw = new Map<string, string>()
  let slow: URLSearchParams | undefined
  for (const pair of body.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    let key = eq < 0 ? pair : pair.slice(0, eq)
    try {
      key = decode(key)
    } catch {
      slow = new URLSearchParams(body)
      break
    }
    if (!raw.has(key)) raw.set(key, eq < 0 ? '' : pair.slice(eq + 1))
  }
  return (name) => {
    if (!slow) {
      const value = raw.get(name)
      if (value === undefined) return null
      try {
        return decode(value)
      } catch {
        slow = new URLSearchParams(body)
      }
    }
    return slow.get(name)
  }
}

export type AuthenticatedSubject = {
  externalId: string
  /** group names, each once, at most MAX_GROUPS_PER_ASSERTION */
  groups: string[]
  next: string
}

/**
 * Groups one assertion may name (after splitting values at commas and dropping repeats),
 * and values its group attribute may have. Nexus sets no limit; the simulator sets one
 * because anyone may post it an unsigned assertion, and each new name makes a group.
 * 256 is above what identity providers send in a token (Entra ID, for one, sends at
 * most 150 groups in a SAML token and a link to the rest past that).
 */
export const MAX_GROUPS_PER_ASSERTION = 256

/**
 * Characters in one group name. Nexus stores any length; directories stop well short of
 * this (Entra ID and Okta group names at 256 and 255 characters, Active Directory's
 * common name at 64).
 */
export const MAX_GROUP_NAME_LENGTH = 256

/**
 * Base64 characters a SAMLResponse may have (256 KiB, about 192 KiB of XML); refused
 * before it is decoded. Nexus takes what its 1 MiB body limit lets through. A signed
 * response is some 10 kB, and one at the bounds above (256 group values of 256
 * characters) about 100 kB, so this leaves room and spares decoding and reading a
 * megabyte of base64 for each post of a flood.
 */
export const MAX_SAML_RESPONSE_LENGTH = 256 * 1024

const tooManyGroups = () =>
  badRequest(`assertion names more than ${MAX_GROUPS_PER_ASSERTION} groups`)
const tooManyValues = (attribute: string) =>
  badRequest(
    `assertion has more than ${MAX_GROUPS_PER_ASSERTION} values of the group attribute ${attribute}`,
  )
const groupNameTooLong = () =>
  badRequest(`assertion names a group longer than ${MAX_GROUP_NAME_LENGTH} characters`)

/** Whether `name` has more than `limit` characters (code points, not UTF-16 units) */
const longerThan = (name: string, limit: number) => name.length > limit && [...name].length > limit

/**
 * The subject an identity provider's POST authenticates, checked in Nexus's order and
 * refused in its words (all 400s without an error code).
 */
export function authenticatedSubject(
  body: string,
  provider: SamlIdentityProviderRecord,
): AuthenticatedSubject {
  const form = formFields(body)
  const response = form('SAMLResponse')
  if (response === null) {
    throw badRequest('error reading url encoded POST body! missing field `SAMLResponse`')
  }
  if (response.length > MAX_SAML_RESPONSE_LENGTH) {
    throw badRequest(`SAMLResponse is longer than ${MAX_SAML_RESPONSE_LENGTH} characters`)
  }
  const decoded = decodeBase64(response)
  if ('error' in decoded) throw badRequest(`error base64 decoding SAMLResponse! ${decoded.error}`)
  let xml: string
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes)
  } catch {
    throw badRequest('decoded SAMLResponse not utf8 string! invalid utf-8 sequence')
  }
  let elements: XmlElement[]
  try {
    elements = readXml(xml)
    if (elements[0].name !== 'Response') throw new XmlError('the root element is not a Response')
  } catch (err) {
    if (!(err instanceof XmlError)) throw err
    throw badRequest(`could not parse SAMLResponse string! ${err.message}`)
  }
  // the Response's own issuer, not the assertion's
  const issuer = elements.find((e) => e.name === 'Issuer' && e.ancestors.length === 1)
  if (!issuer) throw badRequest('SAMLResponse has no issuer!')
  if (!issuer.text) throw badRequest('SAMLResponse has a blank issuer!')
  if (issuer.text !== provider.idp_entity_id) {
    throw badRequest(
      `SAMLResponse issuer ${issuer.text} does not match configured idp entity id ${provider.idp_entity_id}`,
    )
  }
  const inAssertion = (e: XmlElement) => e.ancestors.includes('Assertion')
  if (!elements.some((e) => e.name === 'Subject' && inAssertion(e))) {
    throw badRequest('no subject in assertion')
  }
  const nameId = elements.find(
    (e) => e.name === 'NameID' && inAssertion(e) && e.ancestors.at(-1) === 'Subject',
  )
  if (!nameId) throw badRequest('no subject name id in assertion')

  // group names: every value of the provider's group attribute, each a comma-separated
  // list, each name once; refused past the bounds as soon as they are crossed
  const groups = new Set<string>()
  const attribute = provider.group_attribute_name
  if (attribute) {
    let inGroups = false
    let values = 0
    for (const e of elements) {
      if (e.name === 'Attribute' && inAssertion(e)) inGroups = e.attributes.Name === attribute
      else if (e.name === 'AttributeValue' && inGroups && e.ancestors.at(-1) === 'Attribute') {
        if (++values > MAX_GROUPS_PER_ASSERTION) throw tooManyValues(attribute)
        for (const part of e.text.split(',')) {
          const name = part.trim()
          if (!name || groups.has(name)) continue
          if (longerThan(name, MAX_GROUP_NAME_LENGTH)) throw groupNameTooLong()
          if (groups.size >= MAX_GROUPS_PER_ASSERTION) throw tooManyGroups()
          groups.add(name)
        }
      }
    }
  }
  return { externalId: nameId.text, groups: [...groups], next: nextUrl(form('RelayState')) }
}

/**
 * The silo user a subject stands for, made on first sign-in, with group memberships
 * replaced by the ones the identity provider named (groups made as first seen), as
 * Nexus does for a silo that provisions users just in time.
 *
 * Linear in the silo's groups and the memberships: each table is listed once (a write
 * makes the store build a table's list afresh, so a list per group name was quadratic),
 * and the groups are found by name in a Map.
 */
export function userFromSubject(
  store: Store,
  silo: SiloRecord,
  subject: AuthenticatedSubject,
): UserRecord {
  const names = new Set(subject.groups)
  if (names.size > MAX_GROUPS_PER_ASSERTION) throw tooManyGroups()
  const user =
    store
      .list('users')
      .find((u) => u.silo_id === silo.id && u.display_name === subject.externalId) ??
    store.insert('users', { id: uuid(), display_name: subject.externalId, silo_id: silo.id })
  const byName = new Map<string, Readonly<GroupRecord>>()
  for (const g of store.list('groups')) {
    // the first of a name, as a search in list order finds it
    if (g.silo_id === silo.id && !byName.has(g.display_name)) byName.set(g.display_name, g)
  }
  const groupIds = new Set<string>()
  for (const name of names) {
    const group =
      byName.get(name) ??
      store.insert('groups', { id: uuid(), display_name: name, silo_id: silo.id })
    groupIds.add(group.id)
  }
  // one list, taken before the removals (each of which would make the store build it again)
  for (const m of store.list('groupMembers')) {
    if (m.user_id === user.id && !groupIds.has(m.group_id)) store.remove('groupMembers', m.id)
  }
  for (const groupId of groupIds) {
    const id = `${groupId}/${user.id}`
    if (!store.get('groupMembers', id))
      store.insert('groupMembers', { id, group_id: groupId, user_id: user.id })
  }
  return user
}
