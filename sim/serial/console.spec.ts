import { describe, expect, it } from 'vitest'
import { timedSim } from '../testing/test-clock'
import { endOf, MAX_BYTES, readHistory, serialConsoleOf, textOf, typeInto } from './console'
import { fromBytes, toBytes } from './guest'

describe('serial console buffer', () => {
  it('keeps exactly the last MAX_BYTES through many appends, as one long string would', () => {
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    const c = serialConsoleOf(sim.store, db1)!
    let all = textOf(c)
    const seen: string[] = []
    c.listeners.add((bytes) => seen.push(fromBytes(bytes)))
    typeInto(c, toBytes('root\rpw\r'))
    // lines of varying length past three times the history
    for (let i = 0; endOf(c) < 3.5 * MAX_BYTES; i++) {
      typeInto(c, toBytes(`echo ${String(i).repeat(1 + (i % 700))}\r`))
    }
    all += seen.join('')
    expect(endOf(c)).toBe(all.length)
    expect(textOf(c)).toBe(all.slice(-MAX_BYTES))
    const from = all.length - 1000
    expect(fromBytes(readHistory(c, { fromStart: from, maxBytes: 10 }).data)).toBe(
      all.slice(from, from + 10),
    )
    // an offset older than the history starts at its oldest byte
    const oldest = readHistory(c, { fromStart: 0, maxBytes: 20 })
    expect(fromBytes(oldest.data)).toBe(all.slice(-MAX_BYTES, -MAX_BYTES + 20))
    expect(readHistory(c, { mostRecent: 2 * MAX_BYTES }).data.length).toBe(MAX_BYTES)
    // the buffer never holds more than twice the history
    expect(c.bytes.length).toBeLessThanOrEqual(2 * MAX_BYTES)
  })
})
