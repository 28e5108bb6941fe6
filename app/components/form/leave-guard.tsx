// Leaving a changed form asks first. The browser asks on reload and on closing the tab
// (`beforeunload`); the router asks on Back and on a link (`useBlocker`). A router holds one
// blocker at a time, and a form may sit inside another (a side modal opened over a long
// form): every mounted form registers a guard here, and only the first renders the blocker,
// which asks when any of them would lose work.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useBlocker } from 'react-router-dom'

import { leavingForLogin } from '~/api/client'

import { LeaveFormDialog } from './LeaveFormDialog'

type Guard = { blocks: () => boolean }

let guards: Guard[] = []
const listeners = new Set<() => void>()

function setGuards(next: Guard[]) {
  guards = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const firstGuard = () => guards[0] ?? null

const anyGuardBlocks = () => guards.some((g) => g.blocks())

/**
 * Guards the page while `blocks()` says the form holds unsaved work. Returns whether this
 * form renders the route blocker (`<RouteLeaveBlocker/>`): only one form does.
 */
export function useLeaveGuard(blocks: () => boolean) {
  const latest = useRef(blocks)
  useEffect(() => {
    latest.current = blocks
  })
  const [guard] = useState<Guard>(() => ({ blocks: () => latest.current() }))

  useEffect(() => {
    setGuards([...guards, guard])
    return () => setGuards(guards.filter((g) => g !== guard))
  }, [guard])

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // the session ended: the page goes to sign in again, and the form keeps a draft
      if (leavingForLogin() || !guard.blocks()) return
      event.preventDefault()
      // older browsers ask only when a return value is set
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [guard])

  return useSyncExternalStore(subscribe, firstGuard, () => null) === guard
}

/** Asks before a navigation in the app leaves a form with unsaved work */
export function RouteLeaveBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      anyGuardBlocks(),
  )
  return (
    <LeaveFormDialog
      isOpen={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  )
}
