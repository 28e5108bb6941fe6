// Add a TLS certificate to the signed-in user's silo (`certificates-new`, over the list). The
// PEM files are read as text when chosen, with the silo create form's field and checks, so
// the wrong file is caught before sending; Nexus checks the rest (dates, the silo's DNS
// name, that the key fits) and its refusal shows under the file it names, nothing lost.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { z } from 'zod'

import { api, useApiMutation } from '~/api/client'
import { TextField } from '~/components/form/TextField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/ui/toast-store'
import { formatDate } from '~/util/format'
import { pb } from '~/util/path-builder'
import { readCertificateChain, X509Error } from '~/util/x509'

import { certificateRefusal } from './certificate-refusal'
import { descriptionSchema, nameSchema } from './schemas'
import { PemFileField } from './silo-create/PemFileField'
import {
  CERTIFICATE_SERVICE,
  certFileProblem,
  keyFileProblem,
  type PemFile,
} from './silo-create/values'

const pemFile = z.custom<PemFile | null>()

const schema = z
  .object({ name: nameSchema, description: descriptionSchema, cert: pemFile, key: pemFile })
  .superRefine((v, ctx) => {
    const certProblem = certFileProblem(v.cert)
    if (certProblem) ctx.addIssue({ code: 'custom', path: ['cert'], message: certProblem })
    const keyProblem = keyFileProblem(v.key)
    if (keyProblem) ctx.addIssue({ code: 'custom', path: ['key'], message: keyProblem })
  })

type Values = z.infer<typeof schema>

const defaultValues: Values = { name: '', description: '', cert: null, key: null }

/**
 * Whom the chosen certificate names and until when, so the admin sees they picked the
 * right file; nothing when it cannot be read (the API says why on submit).
 */
function ChosenCertificate({ file }: { file: PemFile | null }) {
  if (!file) return null
  let chain
  try {
    chain = readCertificateChain(file.text)
  } catch (error) {
    if (error instanceof X509Error) return null
    throw error
  }
  if (!chain) return null
  const names = [...new Set([...chain.leaf.commonNames, ...chain.leaf.dnsNames])]
  return (
    <p className="mt-1 text-xs text-secondary">
      For <span className="font-mono">{names.join(', ') || 'no names'}</span>, valid until{' '}
      {formatDate(chain.notAfter)}
      {chain.length > 1 && ` (a chain of ${chain.length})`}
    </p>
  )
}

export default function CertificateCreateForm() {
  const navigate = useNavigate()
  const form = useForm({ resolver: zodResolver(schema), defaultValues })
  const cert = useWatch({ control: form.control, name: 'cert' })
  // what the form sends, key and all: its submit and its "Copy as" menu share it
  const toRequest = (v: Values) => ({
    op: 'certificateCreate' as const,
    params: {
      body: {
        name: v.name,
        description: v.description,
        service: CERTIFICATE_SERVICE,
        // both checked by the schema before this runs
        cert: v.cert?.text ?? '',
        key: v.key?.text ?? '',
      },
    },
  })
  const create = useApiMutation(api.certificateCreate, {
    invalidates: ['certificateList'],
    onSuccess(certificate) {
      addToast({ variant: 'success', title: 'Certificate added', content: certificate.name })
      navigate(pb.certificates())
    },
  })
  // Nexus's refusal of a file goes under that file, which takes focus; others stay below
  const refusal = certificateRefusal(create.error)
  useEffect(() => {
    const r = certificateRefusal(create.error)
    if (r) form.setError(r.field, { message: r.message }, { shouldFocus: true })
  }, [form, create.error])
  return (
    <SideModalForm
      title="Add certificate"
      form={form}
      onSubmit={(v) => create.mutate(toRequest(v).params)}
      copyAs={toRequest}
      onDismiss={() => navigate(pb.certificates())}
      submitLabel="Add certificate"
      loading={create.isPending}
      submitError={refusal ? null : create.error}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" optional multiline />
      <p className="text-sm text-secondary">
        Presented by the silo&apos;s console and API (service{' '}
        <span className="font-mono text-xs">{CERTIFICATE_SERVICE}</span>). It must be valid for the
        silo&apos;s DNS name.
      </p>
      <div>
        <PemFileField
          control={form.control}
          name="cert"
          label="Certificate"
          hint="PEM: the server's certificate first, then any intermediates"
        />
        <ChosenCertificate file={cert} />
      </div>
      <PemFileField
        control={form.control}
        name="key"
        label="Private key"
        hint="PEM, not encrypted"
      />
    </SideModalForm>
  )
}
