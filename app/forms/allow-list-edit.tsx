// Change the allow list of sources that may reach the rack's services (the console among
// them): any source, or a list of networks. A list that leaves out the operator's own
// address shuts them out as soon as it is saved. No API tells the console that address
// (Nexus checks it itself, and refuses such a list), so the operator may type it: then the
// list is checked against it and one that leaves it out is refused here. Without it,
// saving takes their word that the list holds it.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import type { AllowedSourceIps } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { allowListView } from '~/api/queries/rack-networking'
import { ListField } from '~/components/form/ListField'
import { ModalForm } from '~/components/form/ModalForm'
import { RadioField } from '~/components/form/RadioField'
import { TextField } from '~/components/form/TextField'
import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from '~/ui/FieldError'
import { SuccessIcon, WarningIcon } from '~/ui/icons'
import { addToast } from '~/ui/toast-store'
import { IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'

import {
  admittingNetwork,
  lockoutRisk,
  toAllowedSourceIps,
  toAllowListValues,
  type AllowListValues,
} from './allow-list-values'
import { filterValueProblem } from './firewall-rule-values'
import { readNow, useEditConflict } from './use-edit-conflict'

const CONFIRM_MESSAGE = 'Confirm that your own address is in the list before saving it'

const schema = z
  .object({
    allow: z.enum(['any', 'list']),
    ips: z.array(z.string()),
    clientAddress: z.string(),
    confirmed: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.allow !== 'list') return
    const address = v.clientAddress.trim()
    if (v.ips.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ips'],
        message: 'Add at least one network, or allow any source',
      })
    } else if (address && !isIpAddress(address)) {
      ctx.addIssue({ code: 'custom', path: ['clientAddress'], message: IP_ADDRESS_MESSAGE })
    } else {
      const risk = lockoutRisk(toAllowedSourceIps(v), address || null)
      if (risk === 'shut-out') {
        ctx.addIssue({ code: 'custom', path: ['clientAddress'], message: shutOutMessage(address) })
      } else if (risk === 'unknown' && !v.confirmed) {
        ctx.addIssue({ code: 'custom', path: ['confirmed'], message: CONFIRM_MESSAGE })
      }
    }
  })

const shutOutMessage = (address: string) =>
  `${address} is in none of these networks: saving this list would lock you out`

// the firewall rules' check of an IP network, with the spec's words
const parseNetwork = (text: string) => {
  const problem = filterValueProblem('ip_net', text)
  return problem ? { problem } : { value: text }
}

type Props = { current: AllowedSourceIps; onDismiss: () => void }

export function AllowListEditForm({ current, onDismiss }: Props) {
  const form = useForm<AllowListValues>({
    resolver: zodResolver(schema),
    defaultValues: toAllowListValues(current),
  })
  const [allow, ips, typedAddress] = useWatch({
    control: form.control,
    name: ['allow', 'ips', 'clientAddress'],
  })
  const clientAddress = typedAddress.trim()
  const risk = lockoutRisk(allow === 'any' ? { allow } : { allow, ips }, clientAddress || null)
  // the operator vouched for the list as it was: a changed list needs their word again
  useEffect(() => {
    form.setValue('confirmed', false)
  }, [form, allow, ips])
  const confirmError = form.formState.errors.confirmed?.message
  const confirmErrorId = useId()

  const update = useApiMutation(api.networkingAllowListUpdate, {
    invalidates: ['networkingAllowListView'],
    onSuccess(saved) {
      addToast({
        variant: 'success',
        title: 'Allow list updated',
        content:
          saved.allowedIps.allow === 'any'
            ? 'Any source may reach the rack'
            : saved.allowedIps.ips.length === 1
              ? 'Only 1 network may reach the rack'
              : `Only ${saved.allowedIps.ips.length} networks may reach the rack`,
      })
      onDismiss()
    },
  })

  // what the form sends: its save and its "Copy as" menu share it
  const toRequest = (values: AllowListValues) => ({
    op: 'networkingAllowListUpdate' as const,
    params: { body: { allowedIps: toAllowedSourceIps(values) } },
  })
  // the list is replaced whole: compared as it was when the form opened and as it is now
  const conflict = useEditConflict({
    opened: current,
    read: async () => (await readNow(allowListView)).allowedIps,
    toValues: toAllowListValues,
    fields: {
      allow: 'Sources allowed',
      ips: 'Networks',
      clientAddress: 'Your address',
      confirmed: 'Address confirmed',
    },
    form,
    save: async (values) => {
      await update.mutateAsync(toRequest(values).params)
    },
    noun: 'allow list',
  })

  return (
    <>
      <ModalForm
        title="Edit allow list"
        form={form}
        onSubmit={conflict.submit}
        copyAs={toRequest}
        onDismiss={onDismiss}
        submitLabel="Save allow list"
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <RadioField
          control={form.control}
          name="allow"
          label="Sources allowed"
          options={[
            {
              value: 'any',
              label: 'Any',
              description: 'Any address may reach the rack’s services',
            },
            {
              value: 'list',
              label: 'A list of networks',
              description: 'Only addresses in these networks may reach them, this console included',
            },
          ]}
        />
        {allow === 'list' && (
          <>
            <ListField
              control={form.control}
              name="ips"
              label="Networks"
              hint="An IP network, e.g. 10.0.0.0/8 or fd00::/48"
              parse={parseNetwork}
              describe={(item) => (typeof item === 'string' ? item : item.value)}
              empty="No networks yet"
            />
            <TextField
              control={form.control}
              name="clientAddress"
              label="Your address, as the rack sees it"
              hint="Where your requests reach the rack from; behind NAT, a VPN or a proxy it is not your machine's own. With it, the list is checked before it is saved."
              optional
              mono
              warning={
                risk === 'shut-out' && !form.formState.errors.clientAddress
                  ? shutOutMessage(clientAddress)
                  : null
              }
            />
          </>
        )}
        {risk === 'kept' && (
          <p role="status" className="flex items-start gap-2 text-sm text-default">
            <SuccessIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent" />
            <span>
              {clientAddress} is in {admittingNetwork(ips, clientAddress)}: you keep your access.
            </span>
          </p>
        )}
        {risk === 'unknown' && ips.length > 0 && (
          <div className="space-y-2 rounded-md border border-notice/40 bg-notice/10 px-3 py-2">
            <p className="flex items-start gap-2 text-sm text-notice">
              <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
              <span>
                Saving a list that leaves out the address your browser reaches the rack from locks
                you out of this console. The console cannot learn that address: type it above to
                have the list checked, or make sure it is in one of these networks.
              </span>
            </p>
            <ul aria-label="Networks to be allowed" className="ml-6 font-mono text-sm text-default">
              {ips.map((ip) => (
                <li key={ip}>{ip}</li>
              ))}
            </ul>
            <Checkbox
              {...form.register('confirmed')}
              aria-invalid={!!confirmError}
              aria-describedby={confirmError ? confirmErrorId : undefined}
            >
              My own address is in this list
            </Checkbox>
            <FieldError id={confirmErrorId}>{confirmError}</FieldError>
          </div>
        )}
      </ModalForm>
      {conflict.dialog}
    </>
  )
}
