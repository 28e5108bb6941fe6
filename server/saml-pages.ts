// The SAML pages of simulator mode, which Nexus (or a real identity provider) would serve:
// - `GET /login/{silo}/saml/{provider}/redirect` sends the browser to the provider's
//   single sign-on location with an AuthnRequest and the relay state, as Nexus does;
// - `GET /simulated-idp/sso` is the simulated identity provider: it asks for a user name
//   (and groups), then hands the browser a SAMLResponse to post back to the console's
//   ACS (`POST /login/{silo}/saml/{provider}`, the simulator's `loginSaml`).
// The simulated provider checks no password and signs nothing; its pages say so.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import {
  encodeRelayState,
  percentEncodeUnsafe,
  safeRelativeUri,
  singleSignOnUrl,
} from '../sim/access/saml.ts'
import { SIMULATED_IDP_SSO_PATH } from '../sim/seed/identity-providers.ts'
import type { Store } from '../sim/store/types.ts'
import { pathOf, queryOf, sendApiError } from './http-util.ts'
import { PAGE_SECURITY_HEADERS } from './security.ts'

const REDIRECT_PATH = /^\/login\/([^/]+)\/saml\/([^/]+)\/redirect$/

/** Whether a GET is the SAML sign-in redirect, which Nexus answers (proxied in proxy mode) */
export const isSamlRedirectPath = (path: string) => REDIRECT_PATH.test(path)

/** Text placed in HTML, escaped */
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A path segment decoded, or null when its escapes are malformed */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** The path of an AuthnRequest's ACS URL, or null when it is not a URL */
function acsPathOf(acs: string): string | null {
  try {
    return pathOf(new URL(acs, 'http://rack').pathname)
  } catch {
    return null
  }
}

/** At most this much of a user name or group list is taken from the form */
const MAX_FIELD = 256

// A plain page of its own, deliberately unlike the console: it stands for another company's site
const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1c2430}
main{max-width:26rem;margin:4rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;
box-shadow:0 1px 3px #0002}p:first-child{font-size:13px;color:#5b6675;border-bottom:1px solid
#dde2e8;padding-bottom:.75rem}h1{font-size:1.4rem}label{display:block;margin-top:.75rem}
input{display:block;width:100%;box-sizing:border-box;padding:.4rem .5rem;margin-top:.25rem;
border:1px solid #b9c2cd;border-radius:4px;font:inherit}button{margin-top:1.25rem;padding:.5rem
1.25rem;border:0;border-radius:4px;background:#2457c5;color:#fff;font:inherit;cursor:pointer}`

function sendPage(res: ServerResponse, title: string, body: string) {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${html(title)}</title>
<style>${STYLE}</style></head>
<body>
<main>
<p><strong>Simulated identity provider.</strong> This stands in for a company's SAML
identity provider in the simulated rack: it checks no password and signs nothing.</p>
${body}
</main>
</body>
</html>`
  res.writeHead(200, {
    ...PAGE_SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(page),
  })
  res.end(page)
}

/** The AuthnRequest Nexus sends with the redirect binding: deflated, base64 */
function authnRequest(acsUrl: string, issuer: string, destination: string) {
  const xml =
    `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ` +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="id-${randomUUID()}" Version="2.0" ` +
    `IssueInstant="${new Date().toISOString()}" Destination="${html(destination)}" ` +
    `AssertionConsumerServiceURL="${html(acsUrl)}">` +
    `<saml:Issuer>${html(issuer)}</saml:Issuer></samlp:AuthnRequest>`
  return deflateRawSync(xml).toString('base64')
}

/** The ACS URL and request id of an AuthnRequest, or null if it cannot be read */
function readAuthnRequest(encoded: string): { acs: string; id: string } | null {
  try {
    // bounded: a deflated request is small, and inflating is capped
    const xml = inflateRawSync(Buffer.from(encoded, 'base64'), {
      maxOutputLength: 64 * 1024,
    }).toString('utf8')
    const acs = /AssertionConsumerServiceURL="([^"]*)"/.exec(xml)?.[1]
    const id = /\bID="([^"]*)"/.exec(xml)?.[1]
    return acs && id ? { acs: acs.replaceAll('&amp;', '&'), id } : null
  } catch {
    return null
  }
}

/** The SAMLResponse the simulated provider issues: unsigned, naming the user and groups */
function samlResponse(opts: {
  issuer: string
  acs: string
  inResponseTo: string
  user: string
  groups: string[]
  groupAttribute: string | null
}) {
  const now = new Date().toISOString()
  const attribute =
    opts.groupAttribute && opts.groups.length > 0
      ? `<saml:AttributeStatement><saml:Attribute Name="${html(opts.groupAttribute)}">` +
        opts.groups.map((g) => `<saml:AttributeValue>${html(g)}</saml:AttributeValue>`).join('') +
        `</saml:Attribute></saml:AttributeStatement>`
      : ''
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ` +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="id-${randomUUID()}" Version="2.0" ` +
    `IssueInstant="${now}" Destination="${html(opts.acs)}" InResponseTo="${html(opts.inResponseTo)}">` +
    `<saml:Issuer>${html(opts.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="id-${randomUUID()}" Version="2.0" IssueInstant="${now}">` +
    `<saml:Issuer>${html(opts.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID>${html(opts.user)}</saml:NameID></saml:Subject>` +
    attribute +
    `</saml:Assertion></samlp:Response>`
  return Buffer.from(xml, 'utf8').toString('base64')
}

/** Answers the SAML pages of simulator mode; returns false for any other path */
export function samlPages(store: Store) {
  function redirect(req: IncomingMessage, res: ServerResponse, silo: string, name: string) {
    const siloRecord = store.list('silos').find((s) => s.name === silo)
    if (!siloRecord)
      return sendApiError(req, res, 404, 'ObjectNotFound', `not found: silo with name "${silo}"`)
    const provider = store
      .list('samlIdentityProviders')
      .find((p) => p.silo_id === siloRecord.id && p.name === name)
    if (!provider) {
      return sendApiError(
        req,
        res,
        404,
        'ObjectNotFound',
        `not found: identity-provider with name "${name}"`,
      )
    }
    const target = new URLSearchParams(queryOf(req.url ?? '')).get('redirect_uri')
    // The location goes into a header: a control or non-ASCII character in the metadata's
    // is percent-encoded (one that cannot be, a lone surrogate, counts as no location).
    const named = singleSignOnUrl(provider.idp_metadata)
    const sso = (named !== undefined && percentEncodeUnsafe(named)) || SIMULATED_IDP_SSO_PATH
    const query = new URLSearchParams({
      SAMLRequest: authnRequest(provider.acs_url, provider.sp_client_id, sso),
      // the page to come back to, already as it will be sent in the Location header
      RelayState: encodeRelayState(safeRelativeUri(target)),
    })
    res.writeHead(302, {
      location: `${sso}${sso.includes('?') ? '&' : '?'}${query}`,
      'cache-control': 'no-store',
      'content-length': '0',
    })
    res.end()
  }

  function identityProvider(req: IncomingMessage, res: ServerResponse) {
    const params = new URLSearchParams(queryOf(req.url ?? ''))
    const request = readAuthnRequest(params.get('SAMLRequest') ?? '')
    const relayState = params.get('RelayState') ?? ''
    if (!request) {
      return sendPage(res, 'Simulated identity provider', '<p>No sign-in request to answer.</p>')
    }
    // the provider this request is for: the one whose ACS it names
    const acsPath = acsPathOf(request.acs)
    const match = acsPath === null ? null : /^\/login\/([^/]+)\/saml\/([^/]+)$/.exec(acsPath)
    const silo = match && store.list('silos').find((s) => s.name === segment(match[1]))
    const provider =
      silo &&
      store
        .list('samlIdentityProviders')
        .find((p) => p.silo_id === silo.id && p.name === segment(match[2]))
    if (!provider || acsPath === null) {
      return sendPage(
        res,
        'Simulated identity provider',
        '<p>No identity provider answers this request.</p>',
      )
    }
    const user = (params.get('username') ?? '').trim().slice(0, MAX_FIELD)
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${html(value)}">`
    if (!user) {
      return sendPage(
        res,
        `Sign in to ${silo.name}`,
        `<h1>Sign in to ${html(silo.name)}</h1>
<form method="get" action="${SIMULATED_IDP_SSO_PATH}">
${hidden('SAMLRequest', params.get('SAMLRequest') ?? '')}${hidden('RelayState', relayState)}
<p><label for="username">User name</label><input id="username" name="username" required maxlength="${MAX_FIELD}" autocomplete="username" autofocus></p>
<p><label for="groups">Groups (comma-separated)</label><input id="groups" name="groups" maxlength="${MAX_FIELD}" value="engineers"></p>
<p><button type="submit">Sign in</button></p>
</form>`,
      )
    }
    const groups = (params.get('groups') ?? '')
      .slice(0, MAX_FIELD)
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean)
    const response = samlResponse({
      issuer: provider.idp_entity_id,
      acs: provider.acs_url,
      inResponseTo: request.id,
      user,
      groups,
      groupAttribute: provider.group_attribute_name ?? null,
    })
    sendPage(
      res,
      `Signed in as ${user}`,
      `<h1>Signed in as ${html(user)}</h1>
<p>Groups: ${groups.length > 0 ? html(groups.join(', ')) : 'none'}</p>
<form method="post" action="${html(acsPath)}">
${hidden('SAMLResponse', response)}${hidden('RelayState', relayState)}
<p><button type="submit">Continue to the console</button></p>
</form>`,
    )
  }

  return function handleSamlPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const redirectMatch = REDIRECT_PATH.exec(path)
    if (redirectMatch) {
      redirect(req, res, segment(redirectMatch[1]) ?? '', segment(redirectMatch[2]) ?? '')
      return true
    }
    if (path === SIMULATED_IDP_SSO_PATH) {
      identityProvider(req, res)
      return true
    }
    return false
  }
}
