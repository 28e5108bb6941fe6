// Text typed into a list field but not yet added is part of what the user means to save.
// The form shells hold a registry of such entries: on submit each is added to its list if
// it is valid, or stops the submit with the field's own message; never dropped unseen.
import { createContext, useContext, useEffect, useRef } from 'react'

export type PendingEntry = {
  /** Whether there is text not yet added */
  hasText: () => boolean
  /** Adds the text to the list if it is valid; false (and the field says why) otherwise */
  commit: () => boolean
}

export type PendingEntries = {
  add: (entry: PendingEntry) => () => void
  /** Commits every entry (each shows its own problem); true when all were added or empty */
  commitAll: () => boolean
  hasText: () => boolean
}

export function createPendingEntries(): PendingEntries {
  const entries = new Set<PendingEntry>()
  return {
    add(entry) {
      entries.add(entry)
      return () => void entries.delete(entry)
    },
    // every entry is committed, not only up to the first refusal: all problems show at once
    commitAll: () => [...entries].map((e) => (e.hasText() ? e.commit() : true)).every(Boolean),
    hasText: () => [...entries].some((e) => e.hasText()),
  }
}

export const PendingEntriesContext = createContext<PendingEntries | null>(null)

/** Registers a list field's entry with the form around it, if any; `entry` may change freely */
export function usePendingEntry(entry: PendingEntry) {
  const registry = useContext(PendingEntriesContext)
  const latest = useRef(entry)
  useEffect(() => {
    latest.current = entry
  })
  useEffect(
    () =>
      registry?.add({
        hasText: () => latest.current.hasText(),
        commit: () => latest.current.commit(),
      }),
    [registry],
  )
}
