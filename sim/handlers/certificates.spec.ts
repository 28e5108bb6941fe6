import { describe, expect, it } from 'vitest'
import { call, expectError, setup } from '../testing/test-utils'
import {
  CLIENT_ONLY_CERT,
  EC_CERT,
  EC_KEY_SEC1,
  OTHER_KEY,
  RSA_CERT,
  RSA_KEY_PKCS8,
} from '../../test/fixtures/x509'

const body = (name: string, cert = RSA_CERT, key = RSA_KEY_PKCS8) => ({
  name,
  description: 'the console',
  service: 'external_api',
  cert,
  key,
})

describe('certificates', () => {
  it('adds one valid for the silo, lists and shows it without its key, deletes it', async () => {
    const sim = setup()
    const created = await call(sim, 'POST', '/v1/certificates', { as: 'admin', body: body('web') })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: 'web', service: 'external_api', cert: RSA_CERT })
    expect(created.json).not.toHaveProperty('key')
    const list = (await call(sim, 'GET', '/v1/certificates', { as: 'admin' })).json as {
      items: { name: string }[]
    }
    expect(list.items.map((c) => c.name)).toEqual(['web'])
    expect((await call(sim, 'GET', '/v1/certificates/web', { as: 'admin' })).status).toBe(200)
    expectError(
      await call(sim, 'POST', '/v1/certificates', { as: 'admin', body: body('web') }),
      400,
      'ObjectAlreadyExists',
      'already exists: certificate "web"',
    )
    // only admins: to a collaborator the list is forbidden and the certificate does not exist
    expectError(
      await call(sim, 'GET', '/v1/certificates', { as: 'collaborator' }),
      403,
      'Forbidden',
    )
    expectError(
      await call(sim, 'GET', '/v1/certificates/web', { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      'not found: certificate with name "web"',
    )
    expect((await call(sim, 'DELETE', '/v1/certificates/web', { as: 'admin' })).status).toBe(204)
    expect((await call(sim, 'GET', '/v1/certificates/web', { as: 'admin' })).status).toBe(404)
  })

  it('refuses what Nexus refuses, naming the field', async () => {
    const sim = setup()
    const create = (b: object) => call(sim, 'POST', '/v1/certificates', { as: 'admin', body: b })
    expectError(
      await create(body('ec', EC_CERT, EC_KEY_SEC1)),
      400,
      'InvalidValue',
      'unsupported value for "certificate": Certificate not valid for given hostnames "demo-silo.sys.rack.example": CN: corp-sso.sys.rack.example',
    )
    expectError(
      await create(body('client', CLIENT_ONLY_CERT, OTHER_KEY)),
      400,
      'InvalidValue',
      'unsupported value for "certificate": Unsupported certificate purpose (not usable for server auth)',
    )
    expectError(
      await create(body('mismatch', RSA_CERT, OTHER_KEY)),
      400,
      'InvalidValue',
      'unsupported value for "certificate": Certificate and private key do not match',
    )
    expectError(
      await create(body('nokey', RSA_CERT, 'x')),
      400,
      'InvalidValue',
      'unsupported value for "private-key": Failed to parse private key',
    )
  })

  it('come with a new silo, checked for its name, and go with it', async () => {
    const sim = setup()
    const silo = (name: string, cert: string, key: string) =>
      call(sim, 'POST', '/v1/system/silos', {
        as: 'admin',
        body: {
          name,
          description: '',
          discoverable: true,
          identity_mode: 'local_only',
          quotas: { cpus: 1, memory: 1024 ** 3, storage: 1024 ** 3 },
          tls_certificates: [body('tls', cert, key)],
        },
      })
    expectError(await silo('tls-bad', RSA_CERT, OTHER_KEY), 400, 'InvalidValue')
    expect(sim.store.list('silos').some((s) => s.name === 'tls-bad')).toBe(false)
    expect((await silo('tls-good', RSA_CERT, RSA_KEY_PKCS8)).status).toBe(201)
    const siloId = sim.store.list('silos').find((s) => s.name === 'tls-good')!.id
    expect(sim.store.list('certificates').filter((c) => c.silo_id === siloId)).toHaveLength(1)
    expect((await call(sim, 'DELETE', '/v1/system/silos/tls-good', { as: 'admin' })).status).toBe(
      204,
    )
    expect(sim.store.list('certificates').some((c) => c.silo_id === siloId)).toBe(false)
  })
})
