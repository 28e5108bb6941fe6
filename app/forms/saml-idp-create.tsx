// A new SAML identity provider for a silo (spec §2 `/system/silos/{silo}/idps-new`). The
// ACS and SLO URLs start from this console's own address and follow the name until edited.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { api, queryClient, useApiMutation } from '~/api/client'
import { siloView } from '~/api/queries/silos'
import { FileField } from '~/components/form/FileField'
import { RadioField } from '~/components/form/RadioField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextField } from '~/components/form/TextField'
import { requireParams } from '~/hooks/use-params'
import { FieldHint } from '~/ui/FieldLabel'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import {
  defaultServiceUrls,
  samlIdpDefaults,
  samlIdpBody,
  samlIdpSchema,
  encodeSamlIdpFiles,
  type EncodedFiles,
  type MetadataSource,
  type SamlIdpValues,
} from './saml-idp-values'
import { requireSystemChange } from './system-form-guard'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { silo } = requireParams(params, 'silo')
  // the silo's own admins may add one too: its id says whether the user is one
  const { id } = await queryClient.fetchQuery(siloView(silo))
  return requireSystemChange('addIdentityProvider', pb.systemSilo({ silo }), id)
}

const SOURCE_OPTIONS = [
  {
    value: 'file',
    label: 'Upload a file',
    description: 'The metadata XML document the identity provider gives out',
  },
  {
    value: 'url',
    label: 'From a URL',
    description: 'Where the rack fetches the metadata document itself',
  },
] as const satisfies ReadonlyArray<{ value: MetadataSource; label: string; description: string }>

export default function SamlIdpCreateForm() {
  const { silo } = requireParams(useParams(), 'silo')
  const navigate = useNavigate()
  const back = () => navigate(pb.systemSilo({ silo }))
  const form = useForm({ resolver: zodResolver(samlIdpSchema), defaultValues: samlIdpDefaults })
  const { setValue, getValues } = form
  const name = useWatch({ control: form.control, name: 'name' })
  const source = useWatch({ control: form.control, name: 'metadataSource' })
  const keyPairHintId = useId()

  // The URLs last filled in for the user: while a field still holds one, it follows the
  // name; once the user types their own, it is left alone. In an effect: the origin is
  // the browser's.
  const filled = useRef({ acsUrl: '', sloUrl: '' })
  useEffect(() => {
    const next = defaultServiceUrls(window.location.origin, silo, name)
    for (const field of ['acsUrl', 'sloUrl'] as const) {
      if (getValues(field) === filled.current[field]) setValue(field, next[field])
    }
    filled.current = next
  }, [name, silo, getValues, setValue])

  // The chosen files read as they are picked, so that the "Copy as" menu (which cannot
  // wait) has them; held in memory only, and gone with the form
  const encoded = useRef<EncodedFiles>(new Map())
  const files = useWatch({
    control: form.control,
    name: ['metadataSource', 'metadataFile', 'publicCert', 'privateKey'],
  })
  useEffect(() => {
    void encodeSamlIdpFiles(getValues(), encoded.current).catch(() => {
      // an unreadable file: the submit reads it again and reports why
    })
  }, [files, getValues])

  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = (values: SamlIdpValues) => {
    const body = samlIdpBody(values, encoded.current)
    return body && { op: 'samlIdentityProviderCreate' as const, params: { query: { silo }, body } }
  }

  const create = useApiMutation(api.samlIdentityProviderCreate, {
    invalidates: ['siloIdentityProviderList'],
    onSuccess(idp) {
      addToast({ variant: 'success', title: 'Identity provider created', content: idp.name })
      back()
    },
  })

  return (
    <SideModalForm
      title="Create identity provider"
      subtitle={`SAML, for silo ${silo}`}
      form={form}
      onSubmit={async (values) => {
        await encodeSamlIdpFiles(values, encoded.current)
        create.mutate(toRequest(values)!.params)
      }}
      copyAs={toRequest}
      onDismiss={back}
      submitLabel="Create identity provider"
      loading={create.isPending || form.formState.isSubmitting}
      submitError={create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <TextField
        control={form.control}
        name="spClientId"
        label="Service provider client ID"
        hint="The name this rack goes by at the identity provider"
        mono
      />
      <TextField
        control={form.control}
        name="idpEntityId"
        label="Identity provider entity ID"
        hint="The issuer the identity provider names in its answers"
        mono
      />
      <TextField
        control={form.control}
        name="acsUrl"
        label="ACS URL"
        hint="Where the identity provider sends users back, signed in (assertion consumer service)"
        mono
      />
      <TextField
        control={form.control}
        name="sloUrl"
        label="SLO URL"
        hint="Where the identity provider sends sign-out requests (single logout)"
        mono
      />
      <TextField
        control={form.control}
        name="technicalContactEmail"
        label="Technical contact email"
        hint="Who to ask about this provider's configuration"
      />
      <TextField
        control={form.control}
        name="groupAttributeName"
        label="Group attribute name"
        optional
        hint="The SAML attribute whose values name the user's groups; without it, users sign in in no group"
        mono
      />
      <RadioField
        control={form.control}
        name="metadataSource"
        label="Identity provider metadata"
        options={SOURCE_OPTIONS}
      />
      {source === 'url' ? (
        <TextField control={form.control} name="metadataUrl" label="Metadata URL" mono />
      ) : (
        <FileField
          control={form.control}
          name="metadataFile"
          label="Metadata file"
          hint="An XML file holding an EntityDescriptor"
        />
      )}
      <fieldset className="space-y-4" aria-describedby={keyPairHintId}>
        <legend className="mb-1.5 text-sm font-medium text-default">
          Request signing key pair{' '}
          <span className="text-xs font-normal text-tertiary">(optional)</span>
        </legend>
        <FieldHint id={keyPairHintId} className="mt-0">
          To sign the rack&apos;s requests to the identity provider: both files, DER-encoded.
        </FieldHint>
        <FileField control={form.control} name="publicCert" label="Public certificate" />
        <FileField
          control={form.control}
          name="privateKey"
          label="Private key"
          hint="RSA, in PKCS#1 form"
        />
      </fieldset>
    </SideModalForm>
  )
}
