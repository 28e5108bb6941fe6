import { expect, test } from 'vitest'

import {
  defaultServiceUrls,
  encodeSamlIdpFiles,
  samlIdpBody,
  samlIdpDefaults,
  samlIdpSchema,
  toSamlIdpCreate,
  type SamlIdpValues,
} from './saml-idp-values'

const filled: SamlIdpValues = {
  ...samlIdpDefaults,
  name: 'okta',
  spClientId: ' rack ',
  idpEntityId: 'https://idp.example/entity',
  acsUrl: 'https://rack.example/login/s/saml/okta',
  sloUrl: 'https://rack.example/logout/s/saml/okta',
  technicalContactEmail: 'ops@example.com',
  metadataFile: new File(['<md/>'], 'metadata.xml'),
}

const problems = (values: SamlIdpValues) => {
  const result = samlIdpSchema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

test('the URLs Nexus answers at for a silo and provider, on the given origin', () => {
  expect(defaultServiceUrls('https://rack.example', 'corp', 'okta')).toEqual({
    acsUrl: 'https://rack.example/login/corp/saml/okta',
    sloUrl: 'https://rack.example/logout/corp/saml/okta',
  })
})

test('required fields, the email and the chosen metadata source', () => {
  expect(problems(filled)).toEqual({})
  expect(problems({ ...filled, spClientId: '  ', technicalContactEmail: 'ops' })).toEqual({
    spClientId: 'Service provider client ID is required',
    technicalContactEmail: 'Must be an email address',
  })
  expect(problems({ ...filled, metadataFile: null })).toEqual({
    metadataFile: 'Metadata file is required',
  })
  expect(problems({ ...filled, metadataSource: 'url' })).toEqual({
    metadataUrl: 'Metadata URL is required',
  })
})

test('a signing key pair is both files or neither', () => {
  const cert = new File([new Uint8Array([1])], 'cert.der')
  expect(problems({ ...filled, publicCert: cert })).toEqual({
    privateKey: 'Add the private key that goes with the certificate',
  })
  expect(problems({ ...filled, privateKey: cert })).toEqual({
    publicCert: 'Add the certificate that goes with the private key',
  })
})

test('the body: trimmed text, files as base64, a blank group attribute as none', async () => {
  const body = await toSamlIdpCreate({
    ...filled,
    publicCert: new File([new Uint8Array([0x30, 0x82, 0xff])], 'cert.der'),
    privateKey: new File([new Uint8Array([0x01, 0x02])], 'key.der'),
  })
  expect(body).toEqual({
    name: 'okta',
    description: '',
    spClientId: 'rack',
    idpEntityId: 'https://idp.example/entity',
    acsUrl: 'https://rack.example/login/s/saml/okta',
    sloUrl: 'https://rack.example/logout/s/saml/okta',
    technicalContactEmail: 'ops@example.com',
    groupAttributeName: null,
    idpMetadataSource: { type: 'base64_encoded_xml', data: btoa('<md/>') },
    signingKeypair: { publicCert: 'MIL/', privateKey: 'AQI=' },
  })
})

test('a URL source sends the URL, whatever file was chosen before switching', async () => {
  const body = await toSamlIdpCreate({
    ...filled,
    metadataSource: 'url',
    metadataUrl: ' https://idp.example/metadata ',
    groupAttributeName: 'groups',
  })
  expect(body.idpMetadataSource).toEqual({ type: 'url', url: 'https://idp.example/metadata' })
  expect(body.groupAttributeName).toBe('groups')
  expect(body.signingKeypair).toBeNull()
})

test('the copied body waits for the chosen files, then equals the one the submit sends', async () => {
  const encoded = new Map<File, string>()
  expect(samlIdpBody(filled, encoded)).toBeUndefined()
  await encodeSamlIdpFiles(filled, encoded)
  expect(samlIdpBody(filled, encoded)).toEqual(await toSamlIdpCreate(filled))
  // a file chosen and then left (a URL source) is not waited for
  expect(samlIdpBody({ ...filled, metadataSource: 'url' }, new Map())).toBeDefined()
})
