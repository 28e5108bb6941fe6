import { lookup } from '../access/lookup'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { connectableConsole, readHistory } from '../serial/console'

// The serial console's history. The live stream is a websocket (see sim/serial/stream.ts,
// served by server/serial-console.ts and by the mock-mode websocket link).

export const serialConsole = {
  instanceSerialConsole({ path, query }, { store, actor }) {
    const { record: instance } = lookup(store, actor, 'instance', path.instance, 'read', query)
    // propolis reads from exactly one of the two offsets
    if ((query.fromStart == null) === (query.mostRecent == null)) {
      throw simError.invalid("Exactly one of 'from_start' or 'most_recent' must be specified.")
    }
    const { data, lastByteOffset } = readHistory(connectableConsole(store, instance), {
      fromStart: query.fromStart,
      mostRecent: query.mostRecent,
      maxBytes: query.maxBytes,
    })
    return { data: Array.from(data), last_byte_offset: lastByteOffset }
  },

  // Without a websocket upgrade this is a plain GET, which Nexus's websocket endpoint refuses
  instanceSerialConsoleStream() {
    throw simError.invalid('expected connection upgrade')
  },
} satisfies Partial<SimHandlers>
