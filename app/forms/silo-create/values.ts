// What the silo create page holds, how it is checked, and how it becomes the contract's
// `SiloCreate`. Certificate files are read as text when chosen, so the values are plain
// data and the rules can look inside them.
import { z } from 'zod'

import type {
  CertificateCreate,
  FleetRole,
  ServiceUsingCertificate,
  SiloCreate,
  SiloIdentityMode,
  SiloRole,
} from '~/api/__generated_versions__/2026081901.0.0/Api'

import { UNIQUE_MESSAGE } from '~/components/form/ListField'

import { descriptionSchema, nameSchema } from '../schemas'
import { quotasDefaults, quotasSchema, toQuotasCreate } from '../silo-quotas-values'

/** A PEM file as chosen: its name, to show which one it was, and its text */
export type PemFile = { fileName: string; text: string }

export const SILO_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies SiloRole[]
export const FLEET_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies FleetRole[]

/** What a certificate is for; the contract knows one service */
export const CERTIFICATE_SERVICE: ServiceUsingCertificate = 'external_api'

// A certificate chain starts with the leaf's block; a key is PKCS#8, or the older RSA or
// EC forms. Nexus checks much more (dates, names, that the key fits the certificate) and
// says so in its refusal; these catch the wrong file before anything is sent.
const CERT_BLOCK = '-----BEGIN CERTIFICATE-----'
const KEY_BLOCK = /-----BEGIN (?:RSA |EC )?PRIVATE KEY-----/
const ENCRYPTED_KEY_BLOCK = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/

/** The first thing wrong with a certificate file, in the form's words */
export function certFileProblem(file: PemFile | null): string | undefined {
  if (!file) return 'Certificate is required'
  if (!file.text.includes(CERT_BLOCK)) {
    return KEY_BLOCK.test(file.text) || ENCRYPTED_KEY_BLOCK.test(file.text)
      ? 'This file holds a private key; choose it as the private key below'
      : `Not a PEM certificate: no ${CERT_BLOCK} line`
  }
}

/** The first thing wrong with a private key file, in the form's words */
export function keyFileProblem(file: PemFile | null): string | undefined {
  if (!file) return 'Private key is required'
  if (ENCRYPTED_KEY_BLOCK.test(file.text)) {
    return 'The key is encrypted; the rack needs it without a passphrase'
  }
  if (!KEY_BLOCK.test(file.text)) {
    return file.text.includes(CERT_BLOCK)
      ? 'This file holds a certificate; choose it as the certificate above'
      : 'Not a PEM private key: no -----BEGIN PRIVATE KEY----- line'
  }
}

const pemFileSchema = z.custom<PemFile | null>()

const certificateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    cert: pemFileSchema,
    key: pemFileSchema,
  })
  .superRefine((c, ctx) => {
    const certProblem = certFileProblem(c.cert)
    if (certProblem) ctx.addIssue({ code: 'custom', path: ['cert'], message: certProblem })
    const keyProblem = keyFileProblem(c.key)
    if (keyProblem) ctx.addIssue({ code: 'custom', path: ['key'], message: keyProblem })
  })

export type CertificateValues = z.infer<typeof certificateSchema>

export const certificateDefaults: CertificateValues = {
  name: '',
  description: '',
  cert: null,
  key: null,
}

const fleetRolesSchema = z.array(z.enum(FLEET_ROLES))

export const siloCreateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    discoverable: z.boolean(),
    identityMode: z.enum(['local_only', 'saml_jit']),
    adminGroupName: z.string(),
    /** for each silo role, the fleet roles it confers */
    fleetRoles: z.object({
      admin: fleetRolesSchema,
      collaborator: fleetRolesSchema,
      viewer: fleetRolesSchema,
    }),
    quotas: quotasSchema,
    certificates: z.array(certificateSchema),
  })
  .superRefine((v, ctx) => {
    // a silo's certificates are named resources of it: two of one name would be refused
    const seen = new Set<string>()
    v.certificates.forEach((c, i) => {
      if (c.name && seen.has(c.name)) {
        ctx.addIssue({ code: 'custom', path: ['certificates', i, 'name'], message: UNIQUE_MESSAGE })
      }
      seen.add(c.name)
    })
  })

export type SiloCreateValues = z.infer<typeof siloCreateSchema>

export const siloCreateDefaults: SiloCreateValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only' satisfies SiloIdentityMode,
  adminGroupName: '',
  fleetRoles: { admin: [], collaborator: [], viewer: [] },
  quotas: quotasDefaults,
  certificates: [],
}

/**
 * A group named in a silo that keeps its own users can be made, but nobody can be put in
 * it: the API has no way to add a local user to a group. Worth a word, not a refusal.
 */
export const adminGroupWarning = (v: Pick<SiloCreateValues, 'identityMode' | 'adminGroupName'>) =>
  v.identityMode === 'local_only' && v.adminGroupName.trim() !== ''
    ? 'A silo that keeps its own users cannot put them in groups, so nobody will be in this one. Make a user admin once you have added them.'
    : null

const toCertificate = (c: CertificateValues): CertificateCreate => ({
  name: c.name,
  description: c.description,
  service: CERTIFICATE_SERVICE,
  // both checked by the schema before this runs
  cert: c.cert?.text ?? '',
  key: c.key?.text ?? '',
})

/** The contract's body for the page's values */
export function toSiloCreate(v: SiloCreateValues): SiloCreate {
  // only the silo roles that confer something: an empty list says nothing Nexus needs
  const mappedFleetRoles = Object.fromEntries(
    SILO_ROLES.filter((role) => v.fleetRoles[role].length > 0).map((role) => [
      role,
      FLEET_ROLES.filter((f) => v.fleetRoles[role].includes(f)),
    ]),
  )
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: v.adminGroupName.trim() || null,
    mappedFleetRoles,
    quotas: toQuotasCreate(v.quotas),
    tlsCertificates: v.certificates.map(toCertificate),
  }
}
