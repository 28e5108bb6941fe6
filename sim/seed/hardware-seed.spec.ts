import { describe, expect, it } from 'vitest'
import { seed } from '.'
import { schema } from '../testing/test-utils'
import { RACK_ID } from './sleds'

// The rack's hardware in the demo data: wire-shaped, one rack, and consistent
// with itself (every sled has its ten drives and is in the inventory, cubbies
// and serials are not used twice).
const data = seed()

describe('hardware demo data', () => {
  const views: Array<[string, object[], (r: object) => unknown, string[]]> = [
    ['racks', data.racks, (r) => schema.Rack.parse(r), []],
    ['switches', data.switches, (r) => schema.Switch.parse(r), []],
    ['physical disks', data.physicalDisks, (r) => schema.PhysicalDisk.parse(r), []],
    ['inventory sleds', data.sledInventory, (r) => schema.UninitializedSled.parse(r), ['id']],
  ]
  for (const [name, records, parse, extra] of views) {
    it(`${name} match the contract`, () => {
      expect(records.length).toBeGreaterThan(0)
      for (const r of records) {
        expect(() => parse(r), JSON.stringify(r)).not.toThrow()
        const shown = Object.keys(parse(r) as object).length
        expect(Object.keys(r).length).toBeLessThanOrEqual(shown + extra.length)
      }
    })
  }

  it('is one rack with two switches', () => {
    expect(data.racks.map((r) => r.id)).toEqual([RACK_ID])
    expect(data.switches).toHaveLength(2)
    for (const record of [...data.sleds, ...data.switches, ...data.sledInventory]) {
      expect(record.rack_id).toBe(RACK_ID)
    }
  })

  it('gives every sled ten U.2 drives with their own serials', () => {
    for (const sled of data.sleds) {
      const disks = data.physicalDisks.filter((d) => d.sled_id === sled.id)
      expect(disks, sled.baseboard.serial).toHaveLength(10)
      expect(disks.every((d) => d.form_factor === 'u2')).toBe(true)
    }
    expect(data.physicalDisks).toHaveLength(10 * data.sleds.length)
    const serials = data.physicalDisks.map((d) => d.serial)
    expect(new Set(serials).size).toBe(serials.length)
  })

  it('finds every sled in the inventory, and two more not added yet', () => {
    const inventory = data.sledInventory.map((s) => JSON.stringify(s.baseboard))
    for (const sled of data.sleds) expect(inventory).toContain(JSON.stringify(sled.baseboard))
    expect(data.sledInventory).toHaveLength(data.sleds.length + 2)
    const cubbies = data.sledInventory.map((s) => s.cubby)
    expect(new Set(cubbies).size).toBe(cubbies.length)
    const boards = [...data.sledInventory, ...data.switches].map((r) => r.baseboard.serial)
    expect(new Set(boards).size).toBe(boards.length)
  })
})
