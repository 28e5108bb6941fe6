import { describe, expect, it } from 'vitest'
import {
  authenticatedSubject,
  encodeRelayState,
  MAX_GROUP_NAME_LENGTH,
  MAX_GROUPS_PER_ASSERTION,
  MAX_SAML_RESPONSE_LENGTH,
  percentEncodeUnsafe,
  safeRelativeUri,
  singleSignOnUrl,
  userFromSubject,
} from './saml'
import {
  SIMULATED_IDP_ENTITY_ID,
  SIMULATED_IDP_SSO_PATH,
  samlIdentityProviders,
} from '../seed/identity-providers'
import { samlSilo } from '../seed/silos'
import { memoryStore } from '../store/memory'
import type { Store } from '../store/types'
import { call } from '../testing/test-utils'
import { createSim } from '../index'
import { MAX_ELEMENTS } from '../formats/xml'
import { UNSAFE_PATHS } from '../../test/fixtures/unsafe-paths'

const provider = samlIdentityProviders[0]

/** An unsigned SAMLResponse naming `user`, with `values` as the group attribute's values */
function response(user: string, values: string[], attribute = 'groups') {
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
    `<saml:Issuer>${SIMULATED_IDP_ENTITY_ID}</saml:Issuer>` +
    `<saml:Assertion><saml:Issuer>${SIMULATED_IDP_ENTITY_ID}</saml:Issuer>` +
    `<saml:Subject><saml:NameID>${user}</saml:NameID></saml:Subject>` +
    `<saml:AttributeStatement><saml:Attribute Name="${attribute}">` +
    values.map((v) => `<saml:AttributeValue>${v}</saml:AttributeValue>`).join('') +
    `</saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`
  return Buffer.from(xml, 'utf8').toString('base64')
}

const form = (user: string, values: string[], relay?: string | null) =>
  `SAMLResponse=${encodeURIComponent(response(user, values))}` +
  (relay === undefined ? '' : `&RelayState=${encodeURIComponent(encodeRelayState(relay))}`)

/** What `authenticatedSubject` refuses `body` with: status and message */
async function refusal(body: string) {
  try {
    authenticatedSubject(body, provider)
  } catch (err) {
    if (!(err instanceof Response)) throw err
    const json = (await err.json()) as { message: string; error_code?: string }
    return { status: err.status, message: json.message, code: json.error_code }
  }
  return null
}

const names = (n: number, prefix = 'g') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('authenticatedSubject: the groups an assertion names', () => {
  it('splits values at commas, trims them and keeps each name once', () => {
    const subject = authenticatedSubject(
      form('ann', [
        'engineers, ops',
        ' engineers ',
        'ops,,qa',
        // repeats cost nothing against the bound
        Array(5000).fill('qa').join(','),
        ...Array(100).fill('ops'),
      ]),
      provider,
    )
    expect(subject).toEqual({ externalId: 'ann', groups: ['engineers', 'ops', 'qa'], next: '/' })
  })

  it(`takes ${MAX_GROUPS_PER_ASSERTION} groups, one per value or all in one`, () => {
    const many = names(MAX_GROUPS_PER_ASSERTION)
    expect(authenticatedSubject(form('ann', many), provider).groups).toEqual(many)
    expect(authenticatedSubject(form('ann', [many.join(',')]), provider).groups).toEqual(many)
  })

  it(`refuses more than ${MAX_GROUPS_PER_ASSERTION} groups with a 400`, async () => {
    const tooMany = {
      status: 400,
      code: undefined,
      message: `assertion names more than ${MAX_GROUPS_PER_ASSERTION} groups`,
    }
    expect(await refusal(form('ann', [names(MAX_GROUPS_PER_ASSERTION + 1).join(',')]))).toEqual(
      tooMany,
    )
    // 20,000 names in one value (172 kB): what held the event loop for minutes
    const body = form('ann', [names(20_000).join(',')])
    expect(await refusal(body)).toEqual(tooMany)
  })

  it(`refuses a SAMLResponse longer than ${MAX_SAML_RESPONSE_LENGTH} characters before decoding it`, async () => {
    // 80,000 names (732 kB)
    expect(await refusal(form('ann', [names(80_000).join(',')]))).toEqual({
      status: 400,
      code: undefined,
      message: `SAMLResponse is longer than ${MAX_SAML_RESPONSE_LENGTH} characters`,
    })
    // one of the greatest length is decoded
    const longest = 'A'.repeat(MAX_SAML_RESPONSE_LENGTH)
    expect((await refusal(`SAMLResponse=${longest}`))?.message).toMatch(
      /^could not parse SAMLResponse string!/,
    )
  })

  it(`refuses more than ${MAX_GROUPS_PER_ASSERTION} values of the group attribute`, async () => {
    // the same name each time: few groups, but too many values
    expect(await refusal(form('ann', Array(MAX_GROUPS_PER_ASSERTION + 1).fill('ops')))).toEqual({
      status: 400,
      code: undefined,
      message: `assertion has more than ${MAX_GROUPS_PER_ASSERTION} values of the group attribute groups`,
    })
    // values of other attributes are not counted (the XML reader bounds them)
    const other = response('ann', Array(MAX_GROUPS_PER_ASSERTION + 1).fill('x'), 'email')
    expect(
      authenticatedSubject(`SAMLResponse=${encodeURIComponent(other)}`, provider).groups,
    ).toEqual([])
  })

  it(`refuses a group name longer than ${MAX_GROUP_NAME_LENGTH} characters`, async () => {
    const longest = 'g'.repeat(MAX_GROUP_NAME_LENGTH)
    // counted in characters, not UTF-16 units
    const wide = '😀'.repeat(MAX_GROUP_NAME_LENGTH)
    expect(authenticatedSubject(form('ann', [longest, wide]), provider).groups).toEqual([
      longest,
      wide,
    ])
    expect(await refusal(form('ann', [`${longest}x`]))).toEqual({
      status: 400,
      code: undefined,
      message: `assertion names a group longer than ${MAX_GROUP_NAME_LENGTH} characters`,
    })
  })

  it('refuses a flood of elements, by its length or through the XML reader', async () => {
    const flood = (n: number) =>
      `SAMLResponse=${encodeURIComponent(Buffer.from(`<r>${'<a/>'.repeat(n)}</r>`).toString('base64'))}`
    // 150,000 (600 kB of XML) is too long to decode
    expect((await refusal(flood(150_000)))?.message).toBe(
      `SAMLResponse is longer than ${MAX_SAML_RESPONSE_LENGTH} characters`,
    )
    // 40,000 fit the length; the reader stops at its bound
    const refused = await refusal(flood(40_000))
    expect(refused).toMatchObject({ status: 400, code: undefined })
    expect(refused?.message).toMatch(
      new RegExp(
        `^could not parse SAMLResponse string! more than ${MAX_ELEMENTS} elements at \\d+$`,
      ),
    )
  })

  it('reads the form as URLSearchParams does: + is a space, a stray % is kept', () => {
    const body = `SAMLResponse=${encodeURIComponent(response('ann', []))}`
    const relay = encodeURIComponent(encodeRelayState('/a b'))
    expect(authenticatedSubject(`${body}&RelayState=${relay}`, provider).next).toBe('/a%20b')
    // the first of a name wins; a field whose escapes do not decode is read all the same
    expect(authenticatedSubject(`${body}&SAMLResponse=x&other=%zz`, provider).externalId).toBe(
      'ann',
    )
    expect(authenticatedSubject(`other=%E0%A4%A&${body}`, provider).externalId).toBe('ann')
  })
})

describe('the page after signing in (the relay state)', () => {
  const cases = UNSAFE_PATHS

  it.each(cases)('percent-encodes %s', (_, uri, safe) => {
    expect(authenticatedSubject(form('ann', [], uri), provider).next).toBe(safe)
  })

  it.each(cases)(
    'answers a sign-in with %s in it with a 303 to the encoded path',
    async (_, uri, safe) => {
      const sim = createSim({ store: memoryStore() })
      const reply = await call(sim, 'POST', '/login/corp-sso/saml/simulated-idp', {
        form: form('ann', ['engineers'], uri),
      })
      expect(reply.status).toBe(303)
      expect(reply.headers.get('location')).toBe(safe)
    },
  )

  it('goes to / for a lone surrogate or a path that is not on this origin', () => {
    for (const uri of ['/a\ud800', '//evil.example', '/\\evil', 'https://evil.example', null]) {
      expect(authenticatedSubject(form('ann', [], uri), provider).next).toBe('/')
    }
  })

  it('percentEncodeUnsafe leaves printable ASCII alone and keeps escapes as they are', () => {
    const plain = "/projects/p?a=1&b=%20#x!$'()*+,;:@[]~"
    expect(percentEncodeUnsafe(plain)).toBe(plain)
    expect(percentEncodeUnsafe('/a b\u007f')).toBe('/a%20b%7F')
    expect(percentEncodeUnsafe('/\udc00')).toBeNull()
    expect(safeRelativeUri('/€')).toBe('/%E2%82%AC')
    expect(safeRelativeUri('//x')).toBeNull()
  })

  it('encodes a long relay state without spreading its bytes as arguments', () => {
    const uri = `/${'é'.repeat(200_000)}`
    const decoded = JSON.parse(Buffer.from(encodeRelayState(uri), 'base64').toString('utf8'))
    expect(decoded).toEqual({ redirect_uri: uri })
  })
})

describe('singleSignOnUrl', () => {
  it('is undefined for metadata the reader refuses', () => {
    expect(singleSignOnUrl(provider.idp_metadata)).toBe(SIMULATED_IDP_SSO_PATH)
    expect(singleSignOnUrl(`<m>${'<a/>'.repeat(MAX_ELEMENTS)}</m>`)).toBeUndefined()
  })
})

/** A store that counts how often each table is listed */
function countingStore(): { store: Store; lists: Map<string, number> } {
  const inner = memoryStore()
  const lists = new Map<string, number>()
  const store: Store = {
    ...inner,
    list(table) {
      lists.set(table, (lists.get(table) ?? 0) + 1)
      return inner.list(table)
    },
  }
  return { store, lists }
}

describe('userFromSubject', () => {
  it('lists each table once however many groups the assertion names (linear)', () => {
    const { store, lists } = countingStore()
    const groups = names(MAX_GROUPS_PER_ASSERTION)
    const user = store.transaction(() =>
      userFromSubject(store, samlSilo, { externalId: 'ann', groups, next: '/' }),
    )
    expect(Math.max(...lists.values())).toBe(1)
    const made = store.list('groups').filter((g) => g.silo_id === samlSilo.id)
    expect(made.map((g) => g.display_name)).toEqual(expect.arrayContaining(groups))
    expect(store.list('groupMembers').filter((m) => m.user_id === user.id)).toHaveLength(
      MAX_GROUPS_PER_ASSERTION,
    )
  })

  it('finds existing groups by name, makes each new one once, and keeps other silos apart', () => {
    const store = memoryStore()
    const engineers = store
      .list('groups')
      .find((g) => g.silo_id === samlSilo.id && g.display_name === 'engineers')!
    const user = userFromSubject(store, samlSilo, {
      externalId: 'ann',
      groups: ['engineers', 'new', 'new'],
      next: '/',
    })
    const mine = store.list('groupMembers').filter((m) => m.user_id === user.id)
    expect(mine.map((m) => m.group_id)).toContain(engineers.id)
    expect(mine).toHaveLength(2)
    expect(store.list('groups').filter((g) => g.display_name === 'new')).toHaveLength(1)
  })

  it('drops the memberships of a user already in many groups with one pass', () => {
    const { store, lists } = countingStore()
    const user = userFromSubject(store, samlSilo, { externalId: 'ann', groups: [], next: '/' })
    // far more than one sign-in could give: memberships made before the bounds
    for (let i = 0; i < 20_000; i++) {
      const id = `group-${i}`
      store.insert('groups', { id, display_name: id, silo_id: samlSilo.id })
      store.insert('groupMembers', { id: `${id}/${user.id}`, group_id: id, user_id: user.id })
    }
    lists.clear()
    userFromSubject(store, samlSilo, { externalId: 'ann', groups: ['group-7'], next: '/' })
    expect(Math.max(...lists.values())).toBe(1)
    expect(store.list('groupMembers').filter((m) => m.user_id === user.id)).toEqual([
      expect.objectContaining({ group_id: 'group-7' }),
    ])
  })

  it(`refuses a subject of more than ${MAX_GROUPS_PER_ASSERTION} groups`, async () => {
    const store = memoryStore()
    let thrown: unknown
    try {
      userFromSubject(store, samlSilo, {
        externalId: 'ann',
        groups: names(MAX_GROUPS_PER_ASSERTION + 1),
        next: '/',
      })
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(400)
    expect(await (thrown as Response).json()).toMatchObject({
      message: `assertion names more than ${MAX_GROUPS_PER_ASSERTION} groups`,
    })
    expect(store.list('users').some((u) => u.display_name === 'ann')).toBe(false)
  })
})

describe('POST /login/{silo}/saml/{provider} with a flood of groups', () => {
  it('refuses 20,000 groups with a 400 and makes nothing', async () => {
    const sim = createSim({ store: memoryStore() })
    const before = sim.store.list('groups').length
    const reply = await call(sim, 'POST', '/login/corp-sso/saml/simulated-idp', {
      form: form('flood', [names(20_000).join(',')]),
    })
    expect(reply.status).toBe(400)
    expect(reply.json).toMatchObject({
      message: `assertion names more than ${MAX_GROUPS_PER_ASSERTION} groups`,
    })
    expect(sim.store.list('groups')).toHaveLength(before)
    expect(sim.store.list('users').some((u) => u.display_name === 'flood')).toBe(false)
  })
})
