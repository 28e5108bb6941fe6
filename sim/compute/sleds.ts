// A sled made part of the rack: what `sled_add` did at once in v14, and what a committed
// trust quorum change does for the sleds it added (handlers/hardware.ts,
// handlers/rack-membership.ts), with the baseboard as Nexus's errors print it.
import { nowIso } from '../clock'
import { U2_BAYS_PER_SLED, u2Disk } from '../seed/physical-disks'
import { GIMLET_CAPACITY } from '../seed/sleds'
import type { InventorySledRecord, Store } from '../store/types'
import { uuid } from '../util'

// What Rust's `Debug` for strings escapes: a few characters by name, and as
// `\u{…}` controls, format and unassigned characters, private use, separators
// other than the plain space, and combining marks (Grapheme_Extend)
const rustEscaped =
  /[\0\t\r\n"\\\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}\p{Grapheme_Extend}]/gu
const rustNamedEscapes: Record<string, string> = {
  '\0': '\\0',
  '\t': '\\t',
  '\r': '\\r',
  '\n': '\\n',
  '"': '\\"',
  '\\': '\\\\',
}

/** A string as Rust's `{:?}` writes it, quotes included (one linear pass) */
function rustDebug(s: string): string {
  const inner = s.replace(rustEscaped, (c) =>
    c === ' ' ? c : (rustNamedEscapes[c] ?? `\\u{${c.codePointAt(0)!.toString(16)}}`),
  )
  return `"${inner}"`
}

/** A baseboard as Rust's `{:?}` writes Nexus's `BaseboardId` */
export const baseboardDebug = (part: string, serial: string) =>
  `BaseboardId { part_number: ${rustDebug(part)}, serial_number: ${rustDebug(serial)} }`

/**
 * A sled the inventory found, made a sled of the rack with its U.2 disks adopted: what
 * `sled_add` does at once, and what a committed membership change does for the sleds
 * it added (sim/handlers/rack-membership.ts)
 */
export function commissionSled(store: Store, found: InventorySledRecord) {
  const at = nowIso(store)
  const sled = store.insert('sleds', {
    id: uuid(),
    rack_id: found.rack_id,
    baseboard: found.baseboard,
    policy: { kind: 'in_service', provision_policy: 'provisionable' },
    state: 'active',
    ...GIMLET_CAPACITY,
    time_created: at,
    time_modified: at,
  })
  for (let bay = 0; bay < U2_BAYS_PER_SLED; bay++) {
    const id = uuid()
    store.insert('physicalDisks', u2Disk(id, sled.id, newDiskSerial(id), at))
  }
  return sled
}

/** A serial in the drives' style (`A0` and six hex digits), from the disk's random id */
const newDiskSerial = (id: string) => `A0${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`
