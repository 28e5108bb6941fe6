import { describe, expect, it } from 'vitest'
import {
  CLIENT_ONLY_CERT,
  EC_CERT,
  EC_KEY_PKCS8,
  EC_KEY_SEC1,
  OTHER_KEY,
  RSA_CERT,
  RSA_KEY_PKCS1,
  RSA_KEY_PKCS8,
} from '../../test/fixtures/x509'
import { certificateProblem, pemBlocks, readCertificate } from './x509'

const NOW = Date.parse('2026-11-25T00:00:00Z')
const SILO = ['demo-silo.sys.rack.example']

describe('certificate checks, as Nexus makes them', () => {
  it('reads a certificate: validity, names, key usage', () => {
    const [block] = pemBlocks(RSA_CERT, ['CERTIFICATE'])
    const cert = readCertificate(block.der)
    expect(cert.dnsNames).toEqual(['*.sys.rack.example'])
    expect(cert.commonNames).toEqual(['demo-silo.sys.rack.example'])
    expect(cert.extendedKeyUsage).toEqual(['1.3.6.1.5.5.7.3.1'])
    expect(cert.notAfter).toBeGreaterThan(NOW + 50 * 365 * 86_400_000)
  })

  it('takes a matching key in any of its encodings', () => {
    expect(certificateProblem(RSA_CERT, RSA_KEY_PKCS8, SILO, NOW)).toBeNull()
    expect(certificateProblem(RSA_CERT, RSA_KEY_PKCS1, SILO, NOW)).toBeNull()
    // the EC certificate has a CN only, which then names the host
    expect(certificateProblem(EC_CERT, EC_KEY_SEC1, ['corp-sso.sys.rack.example'], NOW)).toBeNull()
    expect(certificateProblem(EC_CERT, EC_KEY_PKCS8, ['corp-sso.sys.rack.example'], NOW)).toBeNull()
  })

  it('refuses in Nexus order and words', () => {
    expect(certificateProblem('not pem', RSA_KEY_PKCS8, SILO, NOW)).toEqual({
      field: 'certificate',
      message: 'Certificate exists, but is empty',
    })
    expect(
      certificateProblem(
        '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
        '',
        SILO,
        NOW,
      ),
    ).toEqual({ field: 'certificate', message: 'Failed to parse certificate' })
    expect(
      certificateProblem(RSA_CERT, RSA_KEY_PKCS8, SILO, Date.parse('2200-01-01'))?.message,
    ).toBe('Certificate exists, but is expired')
    expect(
      certificateProblem(RSA_CERT, RSA_KEY_PKCS8, ['a.b.sys.rack.example'], NOW)?.message,
    ).toBe(
      'Certificate not valid for given hostnames "a.b.sys.rack.example": SANs: *.sys.rack.example',
    )
    expect(certificateProblem(EC_CERT, EC_KEY_SEC1, SILO, NOW)?.message).toBe(
      'Certificate not valid for given hostnames "demo-silo.sys.rack.example": CN: corp-sso.sys.rack.example',
    )
    expect(certificateProblem(CLIENT_ONLY_CERT, OTHER_KEY, SILO, NOW)?.message).toBe(
      'Unsupported certificate purpose (not usable for server auth)',
    )
    expect(certificateProblem(RSA_CERT, 'nope', SILO, NOW)).toEqual({
      field: 'private-key',
      message: 'Failed to parse private key',
    })
    expect(certificateProblem(RSA_CERT, OTHER_KEY, SILO, NOW)?.message).toBe(
      'Certificate and private key do not match',
    )
    expect(certificateProblem(RSA_CERT, EC_KEY_SEC1, SILO, NOW)?.message).toBe(
      'Certificate and private key do not match',
    )
  })

  it('stays linear on hostile input', () => {
    const junk =
      '-----BEGIN CERTIFICATE-----\n' + 'MIIB'.repeat(200_000) + '\n-----END CERTIFICATE-----'
    const start = performance.now()
    expect(certificateProblem(junk, junk, SILO, NOW)?.message).toBe('Failed to parse certificate')
    // a generous bound: a quadratic reader would take minutes
    expect(performance.now() - start).toBeLessThan(5000)
  })
})
