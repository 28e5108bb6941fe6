// The version rules of a current rack's Nexus, as the door applies them: which version a
// request gets, which refusals a header earns (on every path, before routing), and which
// endpoints each version serves.
import { describe, expect, it } from 'vitest'
import { call, setup } from '../testing/test-utils'
import { supportBundleIds } from '../seed'
import { INITIAL, NEWEST, servedVersionFor, servedVersions } from './served'
import { parseVersion } from '../request/api-version'

const current = () => setup({ release: 'current' })

describe('the api-version header', () => {
  it('names the newest version when absent', async () => {
    const sim = current()
    const reply = await call(sim, 'GET', '/v1/ping')
    expect(reply.status).toBe(200)
    expect(servedVersionFor(parseVersion('9.0.0'))).toBe(INITIAL)
  })

  it('refuses a version newer than the newest, on every path', async () => {
    const sim = current()
    for (const path of ['/v1/ping', '/v1/no-such-thing', '/v1/projects']) {
      const reply = await call(sim, 'GET', path, { version: '2099010100.0.0' })
      expect(reply.status).toBe(400)
      expect(reply.json).toMatchObject({
        message: 'server does not support this API version: 2099010100.0.0',
      })
      expect(reply.json).not.toHaveProperty('error_code')
    }
  })

  it('refuses a malformed version in the semver crate’s words', async () => {
    const sim = current()
    const reply = await call(sim, 'GET', '/v1/ping', { version: '2026.1' })
    expect(reply.status).toBe(400)
    expect(reply.json).toMatchObject({
      message:
        'bad value for header "api-version": unexpected end of input while parsing minor version number: 2026.1',
    })
  })

  it('is ignored by release v14', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', '/v1/ping', { version: 'nonsense' })
    expect(reply.status).toBe(200)
  })
})

describe('endpoints per version', () => {
  it('answers an endpoint added later with 404 at an older version', async () => {
    const sim = current()
    const old = await call(sim, 'GET', '/v1/system/subnet-pools', {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(old.status).toBe(404)
    expect(old.json).toMatchObject({ message: 'Not Found' })
  })

  it('serves an unnamed version as the newest named one below it', () => {
    const between = parseVersion('2026011450.0.0')
    expect(servedVersionFor(between).name).toBe('DOC_LINT_SUMMARY_TRAILING_PERIOD')
    expect(servedVersionFor(NEWEST.version)).toBe(NEWEST)
  })

  it('reads a path parameter a version renamed under the handler’s name', async () => {
    const sim = current()
    const id = supportBundleIds.active
    const old = await call(sim, 'GET', `/experimental/v1/system/support-bundles/${id}`, {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(old.status).toBe(200)
    expect(old.json).toMatchObject({ id })
    const stable = await call(sim, 'GET', `/v1/system/support-bundles/${id}`, { as: 'admin' })
    expect(stable.status).toBe(200)
    const gone = await call(sim, 'GET', `/experimental/v1/system/support-bundles/${id}`, {
      as: 'admin',
    })
    expect(gone.status).toBe(404)
  })

  it('lists 58 served versions, oldest first', () => {
    expect(servedVersions.length).toBe(58)
    expect(INITIAL.name).toBe('INITIAL')
  })
})
