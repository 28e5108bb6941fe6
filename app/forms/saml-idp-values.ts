// The SAML identity provider form's fields, their rules and the body they become.
import { z } from 'zod'

import type { SamlIdentityProviderCreate } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { toBase64 } from './image-upload/bulk-write-body'
import { descriptionSchema, nameSchema } from './schemas'

export type MetadataSource = 'url' | 'file'

/** A chosen file, or none; checked by the rules below, not by its type */
const fileSchema = z.custom<File | null>()

const required = (label: string) => z.string().trim().min(1, `${label} is required`)

export const samlIdpSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    spClientId: required('Service provider client ID'),
    idpEntityId: required('Identity provider entity ID'),
    acsUrl: required('ACS URL'),
    sloUrl: required('SLO URL'),
    technicalContactEmail: required('Technical contact email').regex(
      // the contract takes any string; a typo here only shows when someone needs the contact
      /^[^\s@]+@[^\s@]+$/,
      'Must be an email address',
    ),
    groupAttributeName: z.string(),
    metadataSource: z.enum(['url', 'file']),
    metadataUrl: z.string(),
    metadataFile: fileSchema,
    publicCert: fileSchema,
    privateKey: fileSchema,
  })
  .superRefine((v, ctx) => {
    if (v.metadataSource === 'url' && v.metadataUrl.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['metadataUrl'], message: 'Metadata URL is required' })
    }
    if (v.metadataSource === 'file' && !v.metadataFile) {
      ctx.addIssue({ code: 'custom', path: ['metadataFile'], message: 'Metadata file is required' })
    }
    // a key pair is optional, but half of one signs nothing
    if (v.publicCert && !v.privateKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['privateKey'],
        message: 'Add the private key that goes with the certificate',
      })
    }
    if (v.privateKey && !v.publicCert) {
      ctx.addIssue({
        code: 'custom',
        path: ['publicCert'],
        message: 'Add the certificate that goes with the private key',
      })
    }
  })

export type SamlIdpValues = z.infer<typeof samlIdpSchema>

export const samlIdpDefaults: SamlIdpValues = {
  name: '',
  description: '',
  spClientId: '',
  idpEntityId: '',
  acsUrl: '',
  sloUrl: '',
  technicalContactEmail: '',
  groupAttributeName: '',
  metadataSource: 'file',
  metadataUrl: '',
  metadataFile: null,
  publicCert: null,
  privateKey: null,
}

/**
 * Where Nexus receives the provider's answers for this silo and provider: the console's
 * own origin, so the defaults are right unless the rack is reached by another name.
 */
export const defaultServiceUrls = (origin: string, silo: string, name: string) => ({
  acsUrl: `${origin}/login/${silo}/saml/${name}`,
  sloUrl: `${origin}/logout/${silo}/saml/${name}`,
})

const fileBase64 = async (file: File) => toBase64(new Uint8Array(await file.arrayBuffer()))

/** The chosen files' contents in base64, as the body carries them, by file */
export type EncodedFiles = Map<File, string>

// the files the body carries: the metadata only when it is the source
const filesOf = (v: SamlIdpValues) =>
  [v.metadataSource === 'file' ? v.metadataFile : null, v.publicCert, v.privateKey].filter(
    (f): f is File => !!f,
  )

/** Reads the chosen files not read yet into `encoded` (in memory only), and returns it */
export async function encodeSamlIdpFiles(v: SamlIdpValues, encoded: EncodedFiles = new Map()) {
  for (const file of filesOf(v)) {
    if (!encoded.has(file)) encoded.set(file, await fileBase64(file))
  }
  return encoded
}

/**
 * The contract's body for the form's values, the chosen files as `encoded` holds them;
 * undefined while one of them is not read yet
 */
export function samlIdpBody(
  v: SamlIdpValues,
  encoded: EncodedFiles,
): SamlIdentityProviderCreate | undefined {
  if (filesOf(v).some((file) => !encoded.has(file))) return undefined
  const metadataFile = v.metadataSource === 'file' ? v.metadataFile : null
  return {
    name: v.name,
    description: v.description,
    spClientId: v.spClientId.trim(),
    idpEntityId: v.idpEntityId.trim(),
    acsUrl: v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    technicalContactEmail: v.technicalContactEmail.trim(),
    groupAttributeName: v.groupAttributeName.trim() || null,
    idpMetadataSource: metadataFile
      ? { type: 'base64_encoded_xml', data: encoded.get(metadataFile)! }
      : { type: 'url', url: v.metadataUrl.trim() },
    signingKeypair:
      v.publicCert && v.privateKey
        ? { publicCert: encoded.get(v.publicCert)!, privateKey: encoded.get(v.privateKey)! }
        : null,
  }
}

/** The contract's body for the form's values; reads the chosen files */
export async function toSamlIdpCreate(v: SamlIdpValues): Promise<SamlIdentityProviderCreate> {
  return samlIdpBody(v, await encodeSamlIdpFiles(v))!
}
