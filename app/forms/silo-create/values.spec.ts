import { describe, expect, test } from 'vitest'

import { GiB, TiB } from '~/util/format'

import {
  adminGroupWarning,
  certFileProblem,
  certificateDefaults,
  keyFileProblem,
  siloCreateDefaults,
  siloCreateSchema,
  toSiloCreate,
  type SiloCreateValues,
} from './values'

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n'
const pem = (text: string, fileName = 'x.pem') => ({ fileName, text })

const problems = (v: SiloCreateValues) => {
  const result = siloCreateSchema.safeParse(v)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const valid: SiloCreateValues = { ...siloCreateDefaults, name: 'research' }

describe('certificate files', () => {
  test('a certificate needs its PEM block; a key in its place is named', () => {
    expect(certFileProblem(null)).toBe('Certificate is required')
    expect(certFileProblem(pem(CERT))).toBeUndefined()
    expect(certFileProblem(pem(KEY))).toMatch(/holds a private key/)
    expect(certFileProblem(pem('hello'))).toMatch(/^Not a PEM certificate/)
  })

  test('a key must be a plain PEM private key of any of the usual forms', () => {
    expect(keyFileProblem(null)).toBe('Private key is required')
    for (const kind of ['', 'RSA ', 'EC ']) {
      const text = `-----BEGIN ${kind}PRIVATE KEY-----\nAA\n-----END ${kind}PRIVATE KEY-----`
      expect(keyFileProblem(pem(text))).toBeUndefined()
    }
    expect(keyFileProblem(pem(CERT))).toMatch(/holds a certificate/)
    expect(keyFileProblem(pem('-----BEGIN ENCRYPTED PRIVATE KEY-----\nAA'))).toMatch(/encrypted/)
    expect(
      keyFileProblem(pem('-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nAA')),
    ).toMatch(/encrypted/)
    expect(keyFileProblem(pem('nope'))).toMatch(/^Not a PEM private key/)
  })
})

describe('rules', () => {
  test('a name is all a silo needs', () => {
    expect(problems(siloCreateDefaults)).toEqual({ name: 'Name is required' })
    expect(problems(valid)).toEqual({})
  })

  test('each certificate is checked where it is, and their names must differ', () => {
    const cert = { ...certificateDefaults, name: 'web', cert: pem(CERT), key: pem(KEY) }
    expect(problems({ ...valid, certificates: [cert, { ...certificateDefaults }] })).toEqual({
      'certificates.1.name': 'Name is required',
      'certificates.1.cert': 'Certificate is required',
      'certificates.1.key': 'Private key is required',
    })
    expect(problems({ ...valid, certificates: [cert, cert] })).toEqual({
      'certificates.1.name': 'Items must be unique',
    })
  })

  test('quotas are checked under quotas', () => {
    expect(problems({ ...valid, quotas: { ...valid.quotas, cpus: -1 } })).toEqual({
      'quotas.cpus': 'Must be 0 or more',
    })
  })
})

test('an admin group in a silo that keeps its own users is worth a warning', () => {
  expect(adminGroupWarning({ identityMode: 'local_only', adminGroupName: ' ' })).toBeNull()
  expect(adminGroupWarning({ identityMode: 'saml_jit', adminGroupName: 'admins' })).toBeNull()
  expect(adminGroupWarning({ identityMode: 'local_only', adminGroupName: 'admins' })).toMatch(
    /cannot put them in groups/,
  )
})

describe('the body', () => {
  test('the defaults: nothing conferred, no group, no certificates', () => {
    expect(toSiloCreate(valid)).toEqual({
      name: 'research',
      description: '',
      discoverable: true,
      identityMode: 'local_only',
      adminGroupName: null,
      mappedFleetRoles: {},
      quotas: { cpus: 0, memory: 0, storage: 0 },
      tlsCertificates: [],
    })
  })

  test('every field', () => {
    const body = toSiloCreate({
      name: 'research',
      description: 'The research lab',
      discoverable: false,
      identityMode: 'saml_jit',
      adminGroupName: '  lab-admins ',
      // ticked in any order; sent strongest first, silo roles without any left out
      fleetRoles: { admin: ['viewer', 'admin'], collaborator: [], viewer: ['viewer'] },
      quotas: { cpus: 32, memory: 128, storage: 2, storageUnit: 'TiB' },
      certificates: [{ name: 'web', description: 'Public', cert: pem(CERT), key: pem(KEY) }],
    })
    expect(body).toEqual({
      name: 'research',
      description: 'The research lab',
      discoverable: false,
      identityMode: 'saml_jit',
      adminGroupName: 'lab-admins',
      mappedFleetRoles: { admin: ['admin', 'viewer'], viewer: ['viewer'] },
      quotas: { cpus: 32, memory: 128 * GiB, storage: 2 * TiB },
      tlsCertificates: [
        { name: 'web', description: 'Public', service: 'external_api', cert: CERT, key: KEY },
      ],
    })
  })
})
