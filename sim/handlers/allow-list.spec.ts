import { describe, expect, it } from 'vitest'
import { call, expectError, schema, setup } from '../testing/test-utils'
import { ALLOW_LIST_ID, SIMULATED_CLIENT_ADDRESS } from '../seed/allow-list'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const URL = '/v1/system/networking/allow-list'

const list = (ips: string[]) => ({ allowed_ips: { allow: 'list', ips } })

describe('networkingAllowListView', () => {
  it('lets any source in as the rack starts, and shows that to fleet viewers', async () => {
    const reply = await call(setup(), 'GET', URL, { as: 'wei-chen' })
    expect(schema.AllowList.parse(reply.json).allowedIps).toEqual({ allow: 'any' })
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(await call(setup(), 'GET', URL, { as: 'collaborator' }), 403, 'Forbidden')
  })
  it('answers its 404 when there is none (a data file from before it), and an update makes it', async () => {
    const sim = setup()
    sim.store.transaction(() => sim.store.remove('allowLists', ALLOW_LIST_ID))
    expectError(
      await call(sim, 'GET', URL, { as: 'admin' }),
      404,
      'ObjectNotFound',
      `not found: allow-list with id "${ALLOW_LIST_ID}"`,
    )
    const any = { allowed_ips: { allow: 'any' } }
    expect((await call(sim, 'PUT', URL, { as: 'admin', body: any })).status).toBe(200)
    expect((await call(sim, 'GET', URL, { as: 'admin' })).status).toBe(200)
  })
})

describe('networkingAllowListUpdate', () => {
  it('takes a list that keeps the client, and answers it', async () => {
    const sim = setup()
    const reply = await call(sim, 'PUT', URL, {
      as: 'admin',
      body: list(['172.20.20.0/24', '2001:DB8::/32']),
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      allowed_ips: { allow: 'list', ips: ['172.20.20.0/24', '2001:db8::/32'] },
    })
    const read = await call(sim, 'GET', URL, { as: 'admin' })
    expect(read.json).toEqual(reply.json)
    const any = await call(sim, 'PUT', URL, {
      as: 'admin',
      body: { allowed_ips: { allow: 'any' } },
    })
    expect(schema.AllowList.parse(any.json).allowedIps).toEqual({ allow: 'any' })
  })

  it("refuses a list that would shut the client out, in Nexus's words", async () => {
    expect(SIMULATED_CLIENT_ADDRESS).toBe('172.20.20.50')
    expectError(
      await call(setup(), 'PUT', URL, { as: 'admin', body: list(['10.0.0.0/8']) }),
      400,
      'InvalidRequest',
      'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
    )
  })

  it('keeps the address the console server saw the request come from, when it says', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const put = async (ips: string[], from: string) => {
      const reply = await sim.fetch(
        new Request(`http://localhost${URL}`, {
          method: 'PUT',
          headers: {
            cookie: `session=${token}`,
            'content-type': 'application/json',
            'x-console-sim-client-address': from,
          },
          body: JSON.stringify(list(ips)),
        }),
      )
      return reply.status
    }
    // the demo's stand-in address is not the one the server saw
    expect(await put([`${SIMULATED_CLIENT_ADDRESS}/32`], '::ffff:127.0.0.1')).toBe(400)
    expect(await put(['127.0.0.0/8'], '::ffff:127.0.0.1')).toBe(200)
    expect(await put(['fd00::/8'], 'fd00::5')).toBe(200)
  })

  it('refuses the unspecified address and /0, entry by entry, before checking the client', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'PUT', URL, { as: 'admin', body: list(['172.20.20.50/32', '0.0.0.0/8']) }),
      400,
      'InvalidRequest',
      'Source IP allowlist may not contain the unspecified address. Use "any" to allow any source to connect to user-facing services.',
    )
    expectError(
      await call(sim, 'PUT', URL, { as: 'admin', body: list(['10.0.0.0/0']) }),
      400,
      'InvalidRequest',
      'Source IP allowlist entries may not have a netmask of /0.',
    )
  })

  it('refuses more than 1000 entries', async () => {
    const ips = Array.from({ length: 1001 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`)
    expectError(
      await call(setup(), 'PUT', URL, { as: 'admin', body: list(ips) }),
      400,
      'InvalidRequest',
      'Source IP allowlist is limited to 1000 entries, found 1001',
    )
  })

  it('refuses an empty list as serde does', async () => {
    expectError(
      await call(setup(), 'PUT', URL, { as: 'admin', body: list([]) }),
      400,
      undefined,
      /^unable to parse JSON body: allowed_ips: IP allowlist must not be empty at line 1 column \d+$/,
    )
  })

  it("checks the list before the caller's role: a fleet viewer gets its refusals, then 403", async () => {
    const sim = setup()
    expect(
      (await call(sim, 'PUT', URL, { as: 'wei-chen', body: list(['10.0.0.0/8']) })).status,
    ).toBe(400)
    expectError(
      await call(sim, 'PUT', URL, { as: 'wei-chen', body: { allowed_ips: { allow: 'any' } } }),
      403,
      'Forbidden',
    )
  })
})
