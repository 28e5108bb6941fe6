// Ways into an instance: the serial console (in the browser or with the CLI, spec §9) and
// SSH to each of its external IPs.
import { useId, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { instanceExternalIps, instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { CopyToClipboard } from '~/ui/CopyToClipboard'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { TextInput } from '~/ui/TextInput'
import { Section } from '~/ui/Section'

import { SerialConsoleLink } from './SerialConsoleLink'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceExternalIps(requireParams(params, 'project', 'instance')))
  return null
}

/** spec §9: the CLI's serial console command for this instance */
export const serialConsoleCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`

/** A command on one line, with a button that copies it. */
function Command({ text, copyLabel }: { text: string; copyLabel: string }) {
  return (
    <div className="flex items-center gap-2 rounded-md border border-default bg-raise px-3 py-2">
      <code className="min-w-0 flex-1 font-mono text-sm break-all text-default">{text}</code>
      <CopyToClipboard text={text} aria-label={copyLabel} />
    </div>
  )
}

export default function ConnectTab() {
  const selector = useInstanceParams()
  const { data: instance } = usePrefetchedQuery(instanceView(selector))
  const { data: ips } = usePrefetchedQuery(instanceExternalIps(selector))
  const [user, setUser] = useState('')
  const userId = useId()
  const userHintId = `${userId}-hint`
  // the guest's users come from its image, which the API does not know
  const sshUser = user.trim() || '<user>'

  return (
    <div className="max-w-3xl space-y-6">
      <Section title="Serial console">
        <p className="text-sm text-secondary">
          Connect to the instance&apos;s serial console in the browser, or from a terminal with the
          Oxide CLI.
        </p>
        <SerialConsoleLink instance={instance} />
        <Command
          text={serialConsoleCommand(selector.project, instance.name)}
          copyLabel="Copy CLI command"
        />
      </Section>

      <Section title="SSH">
        {ips.items.length === 0 ? (
          <p className="text-sm text-secondary">
            This instance has no external IP address, so it cannot be reached over SSH from outside
            its VPC. Attach an ephemeral or floating IP on the Networking tab.
          </p>
        ) : (
          <>
            <div className="max-w-xs">
              <FieldLabel htmlFor={userId} optional>
                User
              </FieldLabel>
              <FieldHint id={userHintId} className="mt-0 mb-1.5">
                A user of the guest image, e.g. the one its cloud-init creates
              </FieldHint>
              <TextInput
                id={userId}
                aria-describedby={userHintId}
                value={user}
                onChange={(e) => setUser(e.target.value)}
                autoComplete="off"
                mono
              />
            </div>
            <ul className="space-y-2" aria-label="SSH commands">
              {ips.items.map((ip) => (
                <li key={ip.ip}>
                  <div className="mb-1 text-xs text-secondary">
                    {ip.kind === 'floating' ? `Floating IP ${ip.name}` : 'Ephemeral IP'}
                  </div>
                  <Command
                    text={`ssh ${sshUser}@${ip.ip}`}
                    copyLabel={`Copy SSH command for ${ip.ip}`}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </div>
  )
}
