// SAML as Nexus uses it: checking an identity provider's metadata when it is added,
// reading the identity provider's answer (a SAMLResponse posted to
// `/login/{silo}/saml/{provider}`), the relay state that carries where to go next,
// and the silo user (and groups) that answer stands for, made on first sign-in.
//
// One deliberate difference (docs/sim-differences.md): Nexus accepts only a signed
// assertion; the simulator reads the assertion without checking any signature, so its
// simulated identity provider (server/saml-idp.ts) can stand in for a real one.
import { decodeBase64 } from './base64'
import { errorResponse } from './errors'
import type { SamlIdentityProviderRecord, SiloRecord, Store, UserRecord } from './store/types'
import { uuid } from './util'
import { readXml, XmlError, type XmlElement } from './xml'

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

/** The single sign-on location (HTTP-Redirect binding) of an identity provider's metadata */
export function singleSignOnUrl(metadata: string): string | undefined {
  const services = readXml(metadata).filter((e) => e.name === 'SingleSignOnService')
  const redirect = services.find((e) => e.attributes.Binding?.endsWith(':HTTP-Redirect'))
  return (redirect ?? services[0])?.attributes.Location
}

// Relay state: Nexus sends the identity provider base64 of `{"redirect_uri": …}` and
// reads it back from the POST.

export const encodeRelayState = (redirectUri: string | null) =>
  btoa(
    String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ redirect_uri: redirectUri }))),
  )

/** A path on this origin (never `//host`), as Nexus's `RelativeUri` requires */
export const isRelativeUri = (uri: unknown): uri is string =>
  typeof uri === 'string' && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\')

/** Where to send the browser after signing in: the relay state's `redirect_uri`, or `/` */
function nextUrl(relayState: string | null): string {
  if (!relayState) return '/'
  const decoded = decodeBase64(relayState)
  if ('error' in decoded) return '/'
  try {
    const value: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes),
    )
    const uri = (value as { redirect_uri?: unknown } | null)?.redirect_uri
    return isRelativeUri(uri) ? uri : '/'
  } catch {
    return '/'
  }
}

export type AuthenticatedSubject = { externalId: string; groups: string[]; next: string }

/**
 * The subject an identity provider's POST authenticates, checked in Nexus's order and
 * refused in its words (all 400s without an error code).
 */
export function authenticatedSubject(
  body: string,
  provider: SamlIdentityProviderRecord,
): AuthenticatedSubject {
  const form = new URLSearchParams(body)
  const response = form.get('SAMLResponse')
  if (response === null) {
    throw badRequest('error reading url encoded POST body! missing field `SAMLResponse`')
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

  // group names: every value of the provider's group attribute, each a comma-separated list
  const groups: string[] = []
  const attribute = provider.group_attribute_name
  if (attribute) {
    let inGroups = false
    for (const e of elements) {
      if (e.name === 'Attribute' && inAssertion(e)) inGroups = e.attributes.Name === attribute
      else if (e.name === 'AttributeValue' && inGroups && e.ancestors.at(-1) === 'Attribute') {
        for (const name of e.text.split(',')) if (name.trim()) groups.push(name.trim())
      }
    }
  }
  return { externalId: nameId.text, groups, next: nextUrl(form.get('RelayState')) }
}

/**
 * The silo user a subject stands for, made on first sign-in, with group memberships
 * replaced by the ones the identity provider named (groups made as first seen), as
 * Nexus does for a silo that provisions users just in time.
 */
export function userFromSubject(
  store: Store,
  silo: SiloRecord,
  subject: AuthenticatedSubject,
): UserRecord {
  const user =
    store
      .list('users')
      .find((u) => u.silo_id === silo.id && u.display_name === subject.externalId) ??
    store.insert('users', { id: uuid(), display_name: subject.externalId, silo_id: silo.id })
  const groupIds = new Set<string>()
  for (const name of subject.groups) {
    const group =
      store.list('groups').find((g) => g.silo_id === silo.id && g.display_name === name) ??
      store.insert('groups', { id: uuid(), display_name: name, silo_id: silo.id })
    groupIds.add(group.id)
  }
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
