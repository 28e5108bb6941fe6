import { describe, expect, it } from 'vitest'

import { toTerraform } from './terraform'

describe('Terraform for the silo and system forms', () => {
  it('links an IP pool to a silo by their IDs, looked up by name', () => {
    expect(
      toTerraform('systemIpPoolSiloLink', {
        path: { pool: 'public' },
        body: { silo: 'demo-silo', isDefault: false },
      }),
    ).toBe(
      [
        'data "oxide_silo" "demo-silo" {',
        '  name = "demo-silo"',
        '}',
        '',
        'data "oxide_system_ip_pool" "public" {',
        '  pool = "public"',
        '}',
        '',
        'resource "oxide_ip_pool_silo_link" "public_demo-silo" {',
        '  silo_id    = data.oxide_silo.demo-silo.id',
        '  ip_pool_id = data.oxide_system_ip_pool.public.id',
        '  is_default = false',
        '}',
      ].join('\n'),
    )
  })

  it('takes an ID as it is, with no lookup', () => {
    const id = '1fec2c21-cf22-40d8-9ebd-e5b57ebec80f'
    const hcl = toTerraform('systemSubnetPoolSiloLink', {
      path: { pool: 'ext' },
      body: { silo: id, isDefault: true },
    })
    expect(hcl).not.toContain('data "oxide_silo"')
    expect(hcl).toContain(`silo_id        = "${id}"`)
    expect(hcl).toContain('subnet_pool_id = data.oxide_subnet_pool.ext.id')
  })

  it('makes a subnet pool and a member with its prefix lengths', () => {
    expect(
      toTerraform('systemSubnetPoolCreate', {
        body: { name: 'ext', description: '', ipVersion: 'v6' },
      }),
    ).toBe(
      [
        'resource "oxide_subnet_pool" "ext" {',
        '  name        = "ext"',
        '  description = ""',
        '  ip_version  = "v6"',
        '}',
      ].join('\n'),
    )
    const member = toTerraform('systemSubnetPoolMemberAdd', {
      path: { pool: 'ext' },
      body: { subnet: '10.0.0.0/16', minPrefixLength: 20, maxPrefixLength: null },
    })
    expect(member).toContain('resource "oxide_subnet_pool_member" "ext_10_0_0_0_16"')
    expect(member).toContain('min_prefix_length = 20')
    expect(member).not.toContain('max_prefix_length')
  })

  it('writes an edit as the block it changes, under the old name', () => {
    const hcl = toTerraform('systemSubnetPoolUpdate', {
      path: { pool: 'old' },
      body: { name: 'new', description: 'd' },
    })
    expect(hcl).toMatch(/^# the block after this change/)
    expect(hcl).toContain('resource "oxide_subnet_pool" "old"')
    expect(hcl).toContain('name        = "new"')
  })

  it('carries a SAML provider’s metadata and key pair as the form sends them', () => {
    const hcl = toTerraform('samlIdentityProviderCreate', {
      query: { silo: 'demo-silo' },
      body: {
        name: 'okta',
        description: '',
        spClientId: 'rack',
        idpEntityId: 'https://idp',
        acsUrl: 'https://a',
        sloUrl: 'https://s',
        technicalContactEmail: 'ops@example.com',
        groupAttributeName: null,
        idpMetadataSource: { type: 'base64_encoded_xml', data: 'PHhtbC8+' },
        signingKeypair: { publicCert: 'Q0VSVA==', privateKey: 'S0VZ' },
      },
    })
    expect(hcl).toContain('silo                    = "demo-silo"')
    expect(hcl).toContain('type = "base64_encoded_xml"')
    expect(hcl).toContain('data = "PHhtbC8+"')
    expect(hcl).toContain('private_key = "S0VZ"')
    expect(hcl).not.toContain('group_attribute_name')
  })

  it('writes a silo with its quotas, roles and certificates', () => {
    const hcl = toTerraform('siloCreate', {
      body: {
        name: 'showcase',
        description: 'demo',
        discoverable: true,
        identityMode: 'local_only',
        mappedFleetRoles: { admin: ['admin'] },
        quotas: { cpus: 8, memory: 1024, storage: 2048 },
        tlsCertificates: [
          { name: 'c', description: '', cert: 'CERT', key: 'KEY', service: 'external_api' },
        ],
      },
    })
    expect(hcl).toContain('resource "oxide_silo" "showcase"')
    expect(hcl).toContain('admin = ["admin"]')
    expect(hcl).toContain('cpus    = 8')
    expect(hcl).toContain('service     = "external_api"')
    expect(hcl).not.toContain('admin_group_name')
  })

  it('says what oxide_ip_pool cannot make', () => {
    expect(
      toTerraform('systemIpPoolCreate', { body: { name: 'p', description: '', ipVersion: 'v4' } }),
    ).not.toContain('#')
    expect(
      toTerraform('systemIpPoolCreate', { body: { name: 'p', description: '', ipVersion: 'v6' } }),
    ).toMatch(/^# the provider's oxide_ip_pool takes no IP version v6/)
  })

  it('gives a reason where the provider has no resource', () => {
    for (const op of [
      'certificateCreate',
      'localIdpUserCreate',
      'localIdpUserSetPassword',
      'siloQuotasUpdate',
      'supportBundleCreate',
      'networkingAllowListUpdate',
      'sledSetProvisionPolicy',
      'imageDemote',
      'siloPolicyUpdate',
      'policyUpdate',
      'systemPolicyUpdate',
    ]) {
      const answer = toTerraform(op, {})
      expect(answer, op).toHaveProperty('reason')
      expect((answer as { reason: string }).reason, op).not.toMatch(/not offered yet/)
    }
  })
})
