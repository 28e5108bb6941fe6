// SAML sign-in through the server in simulator mode: Nexus's redirect to the identity
// provider, the simulated identity provider's two pages, and the post back to the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deflateRawSync } from 'node:zlib'
import { createSim } from '../sim/index.ts'
import {
  SIMULATED_IDP_ENTITY_ID,
  SIMULATED_IDP_SSO_PATH,
  samlIdentityProviders,
  simulatedIdpMetadata,
} from '../sim/seed/identity-providers.ts'
import { memoryStore } from '../sim/store/memory.ts'
import type { Store } from '../sim/store/types.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { samlPages } from './saml-pages.ts'
import { listenOnRandomPort, makeStaticDir, request } from './test-helpers.ts'
import { UNSAFE_PATHS } from '../test/fixtures/unsafe-paths.ts'

const staticDir = makeStaticDir()
let server: ConsoleServer
let port: number
let store: Store

beforeAll(async () => {
  store = memoryStore()
  const sim = createSim({ store, password: 'demo-password' })
  server = createConsoleServer({
    staticDir: staticDir.dir,
    api: { kind: 'sim', sim },
    samlPages: samlPages(store),
    log: false,
  })
  port = await listenOnRandomPort(server)
})
afterAll(async () => {
  await server.shutdown(100)
  staticDir.cleanup()
})

/** The value of a hidden field of a page */
const field = (page: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1].replaceAll('&#43;', '+') ?? ''

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))

describe('SAML sign-in in simulator mode', () => {
  it('goes from the redirect through the simulated identity provider to a session', async () => {
    const redirect = await request(
      port,
      'GET',
      '/login/corp-sso/saml/simulated-idp/redirect?redirect_uri=%2Fprojects',
    )
    expect(redirect.status).toBe(302)
    const location = redirect.headers.location!
    expect(location).toMatch(/^\/simulated-idp\/sso\?SAMLRequest=.+&RelayState=.+/)

    const ask = await request(port, 'GET', location)
    expect(ask.status).toBe(200)
    expect(ask.headers['content-security-policy']).toContain("default-src 'self'")
    expect(ask.text).toContain('Simulated identity provider')
    expect(ask.text).toContain('<label for="username">User name</label>')

    const query = new URLSearchParams({
      SAMLRequest: unescape(field(ask.text, 'SAMLRequest')),
      RelayState: unescape(field(ask.text, 'RelayState')),
      username: 'pat <script>',
      groups: 'engineers',
    })
    const answer = await request(port, 'GET', `/simulated-idp/sso?${query}`)
    // what was typed is shown escaped, never as markup
    expect(answer.text).toContain('Signed in as pat &#60;script&#62;')
    expect(answer.text).not.toContain('<script>')
    expect(answer.text).toContain('action="/login/corp-sso/saml/simulated-idp"')

    const post = await request(port, 'POST', '/login/corp-sso/saml/simulated-idp', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://127.0.0.1:${port}`,
      },
      body: new URLSearchParams({
        SAMLResponse: unescape(field(answer.text, 'SAMLResponse')),
        RelayState: unescape(field(answer.text, 'RelayState')),
      }).toString(),
    })
    expect(post.status).toBe(303)
    expect(post.headers.location).toBe('/projects')
    const cookie = post.headers['set-cookie']![0].split(';')[0]
    const me = await request(port, 'GET', '/v1/me', { headers: { cookie } })
    expect(JSON.parse(me.text)).toMatchObject({
      display_name: 'pat <script>',
      silo_name: 'corp-sso',
    })
  })

  it('keeps the relay state to paths of this console', async () => {
    const redirect = await request(
      port,
      'GET',
      '/login/corp-sso/saml/simulated-idp/redirect?redirect_uri=https%3A%2F%2Fevil.example',
    )
    const relay = new URLSearchParams(redirect.headers.location!.split('?')[1]).get('RelayState')!
    expect(JSON.parse(atob(relay))).toEqual({ redirect_uri: null })
  })

  it('answers 404 for an unknown silo or provider, and refuses a post from another site', async () => {
    const silo = await request(port, 'GET', '/login/nope/saml/simulated-idp/redirect')
    expect(silo.status).toBe(404)
    const provider = await request(port, 'GET', '/login/corp-sso/saml/nope/redirect')
    expect(JSON.parse(provider.text).message).toBe('not found: identity-provider with name "nope"')
    const malformed = await request(port, 'GET', '/login/%E0%A4%A/saml/x/redirect')
    expect(malformed.status).toBe(404)
    const foreign = await request(port, 'POST', '/login/corp-sso/saml/simulated-idp', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'SAMLResponse=x',
    })
    expect(foreign.status).toBe(403)
  })

  it('shows no form for a missing or unreadable sign-in request', async () => {
    const page = await request(port, 'GET', '/simulated-idp/sso?SAMLRequest=garbage')
    expect(page.status).toBe(200)
    expect(page.text).toContain('No sign-in request to answer.')
  })
})

/** The redirect_uri a redirect's relay state carries */
const relayTarget = (location: string) =>
  (
    JSON.parse(
      Buffer.from(
        new URLSearchParams(location.split('?')[1]).get('RelayState')!,
        'base64',
      ).toString('utf8'),
    ) as { redirect_uri: string | null }
  ).redirect_uri

/** An unsigned SAMLResponse for the simulated identity provider, as its page makes one */
const samlResponse = (user: string) =>
  Buffer.from(
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
      `<saml:Issuer>${SIMULATED_IDP_ENTITY_ID}</saml:Issuer><saml:Assertion>` +
      `<saml:Subject><saml:NameID>${user}</saml:NameID></saml:Subject>` +
      `</saml:Assertion></samlp:Response>`,
  ).toString('base64')

describe('the page to come back to, with characters a header may not hold', () => {
  const cases = UNSAFE_PATHS

  it.each(cases)(
    '%s: the redirect keeps it encoded, the sign-in goes there',
    async (_, uri, safe) => {
      const redirect = await request(
        port,
        'GET',
        `/login/corp-sso/saml/simulated-idp/redirect?redirect_uri=${encodeURIComponent(uri)}`,
      )
      expect(redirect.status).toBe(302)
      expect(relayTarget(redirect.headers.location!)).toBe(safe)

      // and a relay state holding the raw character (as any client may post) is encoded too
      const post = await request(port, 'POST', '/login/corp-sso/saml/simulated-idp', {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: `http://127.0.0.1:${port}`,
        },
        body: new URLSearchParams({
          SAMLResponse: samlResponse('relay-user'),
          RelayState: Buffer.from(JSON.stringify({ redirect_uri: uri })).toString('base64'),
        }).toString(),
      })
      expect(post.status).toBe(303)
      expect(post.headers.location).toBe(safe)
    },
  )

  it('sends the browser to a single sign-on location with such characters, encoded', async () => {
    const seed = samlIdentityProviders[0]
    store.insert('samlIdentityProviders', {
      ...seed,
      id: '0b5d2f0e-6a57-4c8e-9d0e-3f4a1c2b7e61',
      name: 'odd-location',
      idp_metadata: simulatedIdpMetadata.replace(
        `Location="${SIMULATED_IDP_SSO_PATH}"`,
        `Location="https://idp.example/s\u00f8/sso?x=a&#10;b"`,
      ),
    })
    const redirect = await request(port, 'GET', '/login/corp-sso/saml/odd-location/redirect')
    expect(redirect.status).toBe(302)
    expect(redirect.headers.location).toMatch(
      /^https:\/\/idp\.example\/s%C3%B8\/sso\?x=a%0Ab&SAMLRequest=.+&RelayState=.+$/,
    )
  })
})

describe('the simulated identity provider', () => {
  it('shows no form for a sign-in request whose ACS is not a URL', async () => {
    const xml =
      `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="id-1" ` +
      `AssertionConsumerServiceURL="http://[nope"></samlp:AuthnRequest>`
    const query = new URLSearchParams({ SAMLRequest: deflateRawSync(xml).toString('base64') })
    const page = await request(port, 'GET', `/simulated-idp/sso?${query}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('No identity provider answers this request.')
  })
})
