import { describe, expect, it } from 'vitest'

import { createPendingEntries } from './pending-entries'

const entry = (text: string, valid: boolean, log: string[]) => ({
  hasText: () => text !== '',
  commit() {
    log.push(text)
    return valid
  },
})

describe('pending list entries', () => {
  it('commits every entry with text, and fails if any is refused', () => {
    const registry = createPendingEntries()
    const log: string[] = []
    registry.add(entry('bad', false, log))
    registry.add(entry('', false, log))
    registry.add(entry('good', true, log))
    expect(registry.hasText()).toBe(true)
    expect(registry.commitAll()).toBe(false)
    // the refusal did not stop the next entry from showing its own outcome
    expect(log).toEqual(['bad', 'good'])
  })

  it('is fine with nothing typed, and forgets removed entries', () => {
    const registry = createPendingEntries()
    const remove = registry.add(entry('x', false, []))
    remove()
    expect(registry.hasText()).toBe(false)
    expect(registry.commitAll()).toBe(true)
  })
})
