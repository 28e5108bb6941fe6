import type { SamlIdentityProviderRecord } from '../store/types'
import { samlSilo } from './silos'

/**
 * Where the simulated identity provider's sign-in page is served (server/saml-idp.ts):
 * the single sign-on location of its metadata, on the console's own origin.
 */
export const SIMULATED_IDP_SSO_PATH = '/simulated-idp/sso'
export const SIMULATED_IDP_ENTITY_ID = 'https://idp.corp-sso.example/simulated'

/** Its signing certificate: a self-signed one made for the demo (RSA 2048, DER, base64) */
const SIGNING_CERT =
  'MIIDIzCCAgugAwIBAgIUD226cUoNTRPgTafNA7xScaDRs9UwDQYJKoZIhvcNAQELBQAwITEfMB0GA1UEAwwWc2ltdWxhdGVkLWlkcC5jb3JwLXNzbzAeFw0yNjExMjUxOTQ0MDhaFw0zNjExMjIxOTQ0MDhaMCExHzAdBgNVBAMMFnNpbXVsYXRlZC1pZHAuY29ycC1zc28wggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDOCmT6DYhySQRJmY/2F4TQRIK9lZZuYMRi7ykqY+EKNxoMPTej0OKUmH8ILhQkv4Zcypl3OT3G9Eg3tdOBQ8+WuYBZ/SCO9IMzjsJAjrWbyHXlRDTiX4wzPkkDc1BZ5fMwlt2oqjP+xKttPl1sMJDZnArPSjaEB5GCZi9Rg8DtkZDRMPy0Y0QDGi+toe83fA2Q5gS4I3zUVpikPlYGp5mR76H5zL5qS8wPYeMf+QsEeeBNJ8L4ETOKZ4+RBOxgKb9rgMN0oP1x8ewuIvqDhrKl2aua4ju7LrP+cZQwVLHWpXoVd4qzAKWzGvbCB3A7+OCrabFxZc4zBrzCOa0OszM9AgMBAAGjUzBRMB0GA1UdDgQWBBSaKSZpfRzq4PJY5S3fVqfTz+2MTDAfBgNVHSMEGDAWgBSaKSZpfRzq4PJY5S3fVqfTz+2MTDAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQCGiqNBfqwsQ9uoFKdqV42lACckD8rUNPEEHMOjzJGqCy3xXOi8GV4OXPf31GV4Tr5iduyU3lAgZuRyqsgNA9B1vyloudu/Pw+N7tplmCPzM/09qFug41+lkdvDsdmkUhGP3jF23M7lbxZiu0tFk79M6nC5MBKvzA03hlexh65cA0WwQQD04AD2n8t6cIOEp9Ob3Fsl6FTQYSFNVfR/OeymoI1Z70UDZoAzl9C3fYv7Miorta1WJlC8i7hxbUEO5f9QUOpoqDguxO2OEx7oZpzAqS41imOm03gfBqeWEtqYbXRF3+51uMm4pUfulyAf/zySNKoP5bAg0EGDhTKWXw/S'

/** The identity provider's metadata, as an operator would upload it */
export const simulatedIdpMetadata = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${SIMULATED_IDP_ENTITY_ID}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${SIGNING_CERT}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SIMULATED_IDP_SSO_PATH}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`

export const samlIdentityProviderIds = {
  simulated: '4e1c7a92-8d3b-4f65-a0e9-2b7c5d8f1a36',
} as const

export const samlIdentityProviders: SamlIdentityProviderRecord[] = [
  {
    id: samlIdentityProviderIds.simulated,
    name: 'simulated-idp',
    description: 'Simulated identity provider (no real sign-in: pick any user name)',
    silo_id: samlSilo.id,
    acs_url: 'https://console.rack.example/login/corp-sso/saml/simulated-idp',
    slo_url: 'https://console.rack.example/logout/corp-sso/saml/simulated-idp',
    idp_entity_id: SIMULATED_IDP_ENTITY_ID,
    sp_client_id: 'rack-console',
    technical_contact_email: 'it-admins@corp-sso.example',
    group_attribute_name: 'groups',
    public_cert: null,
    idp_metadata: simulatedIdpMetadata,
    time_created: samlSilo.time_created,
    time_modified: samlSilo.time_created,
  },
]
