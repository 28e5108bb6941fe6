// Terraform for the silo's and the system's resources: silos, their SAML identity providers,
// IP pools, subnet pools and the links of pools to silos (terraform-provider-oxide's
// docs/resources: oxide_silo, oxide_silo_saml_identity_provider, oxide_ip_pool,
// oxide_ip_pool_silo_link, oxide_subnet_pool, oxide_subnet_pool_member,
// oxide_subnet_pool_silo_link). Where the API takes a name and the provider an ID, the name
// becomes a `data` lookup.
import {
  label,
  str,
  type Attributes,
  type Block,
  type Mapping,
  type Params,
  type Value,
} from './terraform-blocks'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The ID of a silo or pool the request names (a name or an ID), and the lookup a name needs:
 * `data "<type>" "<name>" { <key> = "<name>" }`
 */
function idOf(type: string, key: string, nameOrId: unknown): { lookup: Block[]; id: Value } {
  const text = String(nameOrId)
  if (UUID.test(text)) return { lookup: [], id: text }
  return {
    lookup: [{ kind: 'data', type, label: label(text), attributes: [[key, text]] }],
    id: { ref: `data.${type}.${label(text)}.id` },
  }
}
const siloId = (silo: unknown) => idOf('oxide_silo', 'name', silo)
// the system's view of a pool (the plain oxide_ip_pool data source is a silo's)
const ipPoolId = (pool: unknown) => idOf('oxide_system_ip_pool', 'pool', pool)
const subnetPoolId = (pool: unknown) => idOf('oxide_subnet_pool', 'name', pool)

// An edit in Terraform is the resource's block changed: the create's block for the body the
// edit sends, labeled by the name the resource had (its address in the configuration)
const EDITED = 'the block after this change; attributes this form does not change keep their values'
const asEdited =
  (create: Mapping, labelOf: (p: Params) => unknown): Mapping =>
  (p: Params) => {
    const blocks = create(p)
    const resource = blocks.at(-1)!
    blocks[blocks.length - 1] = { ...resource, label: label(String(labelOf(p))), note: EDITED }
    return blocks
  }

/** A pool's link to a silo: the create's body or an update's (`is_default` alone) */
const poolSiloLink =
  (type: string, poolKey: string, poolIdOf: typeof ipPoolId): Mapping =>
  ({ path = {}, body = {} }) => {
    const silo = siloId(body.silo ?? path.silo)
    const pool = poolIdOf(path.pool)
    return [
      ...silo.lookup,
      ...pool.lookup,
      {
        kind: 'resource',
        type,
        label: label(`${path.pool}_${body.silo ?? path.silo}`),
        attributes: [
          ['silo_id', silo.id],
          [poolKey, pool.id],
          ['is_default', body.isDefault],
        ],
      },
    ]
  }

// what the provider's oxide_ip_pool cannot say (it has name, description and ranges only)
function ipPoolUnsaid(body: Record<string, unknown>) {
  const unsaid = [
    body.ipVersion && body.ipVersion !== 'v4' && `IP version ${String(body.ipVersion)}`,
    body.poolType && body.poolType !== 'unicast' && `pool type ${String(body.poolType)}`,
    body.assignment !== undefined && 'assignment',
  ].filter(Boolean)
  return unsaid.length > 0
    ? `the provider's oxide_ip_pool takes no ${unsaid.join(', ')}: this block makes an IPv4 unicast pool`
    : undefined
}

export const SYSTEM_MAPPINGS: Record<string, Mapping> = {
  siloCreate: ({ body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_silo',
      label: label(body.name),
      attributes: [
        ['name', body.name],
        ['description', body.description],
        ['discoverable', body.discoverable],
        ['identity_mode', str(body.identityMode)],
        ['admin_group_name', str(body.adminGroupName)],
        [
          'mapped_fleet_roles',
          body.mappedFleetRoles && Object.keys(body.mappedFleetRoles).length > 0
            ? {
                object: Object.entries(body.mappedFleetRoles as Record<string, string[]>).map(
                  ([role, fleetRoles]): [string, Value] => [role, fleetRoles],
                ),
              }
            : undefined,
        ],
        [
          'quotas',
          {
            object: [
              ['cpus', body.quotas?.cpus],
              ['memory', body.quotas?.memory],
              ['storage', body.quotas?.storage],
            ],
          },
        ],
        [
          'tls_certificates',
          ((body.tlsCertificates ?? []) as Record<string, string>[]).map((c): Value => ({
            object: [
              ['name', c.name],
              ['description', c.description],
              ['cert', c.cert],
              ['key', c.key],
              ['service', c.service],
            ],
          })),
        ],
      ],
    },
  ],
  samlIdentityProviderCreate: ({ query = {}, body = {} }) => {
    const source = body.idpMetadataSource ?? {}
    const keypair = body.signingKeypair
    return [
      {
        kind: 'resource',
        type: 'oxide_silo_saml_identity_provider',
        label: label(body.name),
        attributes: [
          // the provider takes the silo's name or ID, as the API does
          ['silo', String(query.silo)],
          ['name', body.name],
          ['description', body.description],
          ['sp_client_id', body.spClientId],
          ['idp_entity_id', body.idpEntityId],
          ['acs_url', body.acsUrl],
          ['slo_url', body.sloUrl],
          ['technical_contact_email', body.technicalContactEmail],
          ['group_attribute_name', str(body.groupAttributeName)],
          [
            'idp_metadata_source',
            {
              object: [
                ['type', source.type],
                ['url', str(source.url)],
                ['data', str(source.data)],
              ],
            },
          ],
          [
            'signing_keypair',
            keypair
              ? {
                  object: [
                    ['private_key', keypair.privateKey],
                    ['public_cert', keypair.publicCert],
                  ],
                }
              : undefined,
          ],
        ],
      },
    ]
  },
  systemIpPoolCreate: ({ body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_ip_pool',
      label: label(body.name),
      note: ipPoolUnsaid(body),
      attributes: [
        ['name', body.name],
        ['description', body.description],
      ],
    },
  ],
  systemIpPoolSiloLink: poolSiloLink('oxide_ip_pool_silo_link', 'ip_pool_id', ipPoolId),
  systemIpPoolSiloUpdate: asEdited(
    poolSiloLink('oxide_ip_pool_silo_link', 'ip_pool_id', ipPoolId),
    ({ path = {} }) => `${path.pool}_${path.silo}`,
  ),
  systemSubnetPoolCreate: ({ body = {} }) => [
    {
      kind: 'resource',
      type: 'oxide_subnet_pool',
      label: label(body.name),
      attributes: [
        ['name', body.name],
        ['description', body.description],
        ['ip_version', body.ipVersion],
      ],
    },
  ],
  systemSubnetPoolMemberAdd: ({ path = {}, body = {} }) => {
    const pool = subnetPoolId(path.pool)
    const attributes: Attributes = [
      ['subnet_pool_id', pool.id],
      ['subnet', body.subnet],
      ['min_prefix_length', body.minPrefixLength ?? undefined],
      ['max_prefix_length', body.maxPrefixLength ?? undefined],
    ]
    return [
      ...pool.lookup,
      {
        kind: 'resource',
        type: 'oxide_subnet_pool_member',
        label: label(`${path.pool}_${String(body.subnet).replace(/[^A-Za-z0-9_-]/g, '_')}`),
        attributes,
      },
    ]
  },
  systemSubnetPoolSiloLink: poolSiloLink(
    'oxide_subnet_pool_silo_link',
    'subnet_pool_id',
    subnetPoolId,
  ),
  systemSubnetPoolSiloUpdate: asEdited(
    poolSiloLink('oxide_subnet_pool_silo_link', 'subnet_pool_id', subnetPoolId),
    ({ path = {} }) => `${path.pool}_${path.silo}`,
  ),
}

// the edits: the create's block, under the name the resource had
Object.assign(SYSTEM_MAPPINGS, {
  systemIpPoolUpdate: asEdited(SYSTEM_MAPPINGS.systemIpPoolCreate, ({ path = {} }) => path.pool),
  systemSubnetPoolUpdate: asEdited(
    SYSTEM_MAPPINGS.systemSubnetPoolCreate,
    ({ path = {} }) => path.pool,
  ),
})

const NO_POLICY = 'No Terraform resource for a role assignment (a policy)'

export const SYSTEM_REASONS: Record<string, string> = {
  certificateCreate:
    'No Terraform resource for a certificate: oxide_silo takes a silo’s first certificates, at its creation only',
  localIdpUserCreate: 'No Terraform resource for a silo’s local users',
  localIdpUserSetPassword: 'No Terraform resource for a local user’s password',
  siloQuotasUpdate:
    'In Terraform a silo’s quotas are the quotas attribute of its oxide_silo resource: change them there',
  systemIpPoolRangeAdd:
    'In Terraform an IP pool’s ranges are the ranges attribute of its oxide_ip_pool resource: add this one there',
  supportBundleCreate: 'No Terraform resource for a support bundle',
  networkingAllowListUpdate: 'No Terraform resource for the rack’s allow list',
  sledSetProvisionPolicy: 'No Terraform resource for a sled’s provision policy',
  imageDemote: 'No Terraform resource for moving an image between the silo and a project',
  siloPolicyUpdate: NO_POLICY,
  policyUpdate: NO_POLICY,
  systemPolicyUpdate: NO_POLICY,
  projectPolicyUpdate: NO_POLICY,
}
