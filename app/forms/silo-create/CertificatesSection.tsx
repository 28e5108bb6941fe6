// The new silo's TLS certificates: none or several, each a name, a description and a PEM
// certificate chain with its private key. Each one is its own group of fields, added and
// removed with buttons; focus goes to the new one's name, or back to Add after a removal.
import { useRef } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'

import { TextField } from '~/components/form/TextField'
import { Button } from '~/ui/Button'
import { Section } from '~/ui/Section'

import { PemFileField } from './PemFileField'
import { certificateDefaults, type SiloCreateValues } from './values'

export function CertificatesSection({ form }: { form: UseFormReturn<SiloCreateValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'certificates' })
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <Section
      title="TLS certificates"
      description="What the silo's console and API present to browsers and clients: a certificate valid for the silo's DNS name, with its private key. Optional now; a silo admin can add them later."
    >
      {fields.map((item, i) => {
        const n = i + 1
        return (
          <fieldset key={item.id} className="space-y-4 rounded-lg border border-default p-4">
            <legend className="px-1 text-sm font-medium text-default">Certificate {n}</legend>
            <TextField control={form.control} name={`certificates.${i}.name`} label="Name" />
            <TextField
              control={form.control}
              name={`certificates.${i}.description`}
              label="Description"
              optional
            />
            <p className="text-sm text-secondary">
              Used for the silo&apos;s console and API (service{' '}
              <span className="font-mono text-xs">external_api</span>).
            </p>
            <PemFileField
              control={form.control}
              name={`certificates.${i}.cert`}
              label="Certificate"
              hint="PEM: the server's certificate first, then any intermediates"
            />
            <PemFileField
              control={form.control}
              name={`certificates.${i}.key`}
              label="Private key"
              hint="PEM, not encrypted"
            />
            <div className="flex justify-end">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove certificate ${n}`}
                onClick={() => {
                  remove(i)
                  addButton.current?.focus()
                }}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        )
      })}
      <Button
        ref={addButton}
        variant="secondary"
        onClick={() =>
          // focus the new certificate's name, where typing starts
          append({ ...certificateDefaults }, { focusName: `certificates.${fields.length}.name` })
        }
      >
        Add certificate
      </Button>
    </Section>
  )
}
