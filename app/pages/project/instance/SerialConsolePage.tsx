import { useCallback, useRef } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router-dom'

import type { Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { instanceActionStatesText } from '~/api/action-reasons'
import { queryClient } from '~/api/client'
import { instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { instanceCan } from '~/api/util'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { InfoIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/PageHeader'
import { SpinnerIcon } from '~/ui/Spinner'
import { Terminal, type TerminalHandle } from '~/ui/Terminal'
import { pb } from '~/util/path-builder'

import { useSerialConsole, type ConnectionStatus } from './use-serial-console'

/** While the console is unavailable, how often to look whether the instance can have one */
const WAIT_POLL_MS = 2000

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, instance } = requireParams(params, 'project', 'instance')
  await queryClient.fetchQuery(instanceView({ project, instance }))
  return null
}

const statusLabel: Record<ConnectionStatus, [string, BadgeColor]> = {
  connecting: ['Connecting', 'blue'],
  connected: ['Connected', 'accent'],
  disconnected: ['Disconnected', 'destructive'],
}

const linkClass = buttonClass({ variant: 'secondary' })

export default function SerialConsolePage() {
  const { project, instance: name } = useInstanceParams()
  const query = instanceView({ project, instance: name })
  const { data: instance } = usePrefetchedQuery({
    ...query,
    refetchInterval: (q) =>
      q.state.data && instanceCan.serialConsole(q.state.data) ? false : WAIT_POLL_MS,
  })
  const available = instanceCan.serialConsole(instance)
  const backLink = (
    <Link to={pb.instance({ project, instance: name })} className={linkClass}>
      Back to instance
    </Link>
  )

  return (
    <div className="flex h-[calc(100dvh-9rem)] min-h-96 flex-col">
      <PageHeader title={`Serial console: ${name}`} actions={backLink} />
      {available ? (
        <Console instance={instance} project={project} />
      ) : (
        <EmptyState
          icon={<InfoIcon />}
          title="The serial console is not available"
          body={
            <>
              An instance has a serial console while it is{' '}
              {instanceActionStatesText('serialConsole')}. This one is{' '}
              <InstanceStateBadge state={instance.runState} />; the console opens here once it runs.
            </>
          }
        />
      )}
    </div>
  )
}

function Console({ instance, project }: { instance: Instance; project: string }) {
  const terminal = useRef<TerminalHandle>(null)
  const refetchInstance = useCallback(
    // a close may mean the instance stopped: its state decides between reconnecting and
    // the message (the terminal goes away when the state no longer allows it)
    () =>
      void queryClient.invalidateQueries({
        queryKey: instanceView({ project, instance: instance.name }).queryKey,
      }),
    [project, instance.name],
  )
  const { status, send } = useSerialConsole({
    project,
    instance: instance.name,
    terminal,
    onClose: refetchInstance,
  })
  const [label, color] = statusLabel[status]

  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-4 text-sm text-secondary">
        <p>Shift+Tab leaves the terminal.</p>
        <div role="status" className="flex items-center gap-2">
          <span className="sr-only">Connection:</span>
          <Badge color={color}>
            {status === 'connecting' && <SpinnerIcon size="sm" variant="neutral" />}
            {label}
          </Badge>
          {status === 'disconnected' && <span>Reconnecting…</span>}
        </div>
      </div>
      <section
        aria-label={`Serial console of ${instance.name}`}
        className="min-h-0 flex-1 overflow-hidden rounded-md border border-default"
      >
        <Terminal ref={terminal} onData={send} focusOnMount />
      </section>
    </>
  )
}
