import { tableNames, type Dataset, type Store, type TableName, type Tables } from './types'

/** A change, as handed to the persistence layer */
export type WriteOp =
  | { kind: 'insert' | 'update'; table: TableName; id: string; record: object }
  | { kind: 'remove'; table: TableName; id: string }

/**
 * What a durable store adds to the in-memory tables: each write is handed
 * over synchronously, inside the same transaction as the in-memory change.
 */
export interface Persistence {
  write(op: WriteOp): void
  /** Replace everything stored with `data` */
  replaceAll(data: Dataset): void
  transaction<R>(fn: () => R): R
  close(): void
}

type AnyRecord = { id: string }

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * The working set every store keeps: one Map per table, plus a cached array
 * per table so list handlers (and the sorted views built on top of them) do
 * no work per request until the table changes.
 */
export function createStore(opts: {
  initial: Dataset
  seed: () => Dataset
  persistence?: Persistence
}): Store {
  const { seed, persistence } = opts
  const tables = new Map<TableName, Map<string, AnyRecord>>()
  const lists = new Map<TableName, readonly AnyRecord[]>()
  // undo log of the open transaction(s); empty outside transactions
  const undo: Array<() => void> = []
  let depth = 0

  function load(data: Dataset) {
    lists.clear()
    for (const name of tableNames) {
      const rows = new Map<string, AnyRecord>()
      for (const record of data[name]) rows.set(record.id, deepFreeze(record))
      tables.set(name, rows)
    }
  }
  load(opts.initial)

  const rowsOf = (table: TableName) => {
    const rows = tables.get(table)
    if (!rows) throw new Error(`unknown table ${table}`)
    return rows
  }

  /** Set or delete one row in memory, keeping the undo log */
  function apply(table: TableName, id: string, record: AnyRecord | undefined) {
    const rows = rowsOf(table)
    const before = rows.get(id)
    if (record) rows.set(id, record)
    else rows.delete(id)
    lists.delete(table)
    if (depth > 0) {
      undo.push(() => {
        // Map keeps insertion order; a re-inserted row moves to the end, which
        // only matters for rollback of a remove, and list order is not a contract.
        if (before) rows.set(id, before)
        else rows.delete(id)
        lists.delete(table)
      })
    }
  }

  function write(op: WriteOp, record: AnyRecord | undefined) {
    persistence?.write(op)
    apply(op.table, op.id, record)
  }

  const store: Store = {
    list<T extends TableName>(table: T): readonly Readonly<Tables[T]>[] {
      let list = lists.get(table)
      if (!list) {
        list = Object.freeze([...rowsOf(table).values()])
        lists.set(table, list)
      }
      // the Map for `table` only ever holds Tables[T] records
      return list as readonly Readonly<Tables[T]>[]
    },
    get<T extends TableName>(table: T, id: string): Readonly<Tables[T]> | undefined {
      return rowsOf(table).get(id) as Readonly<Tables[T]> | undefined
    },
    insert(table, record) {
      if (rowsOf(table).has(record.id)) throw new Error(`${table}: duplicate id ${record.id}`)
      write({ kind: 'insert', table, id: record.id, record }, deepFreeze(record))
      return record
    },
    update(table, record) {
      if (!rowsOf(table).has(record.id)) throw new Error(`${table}: no record ${record.id}`)
      write({ kind: 'update', table, id: record.id, record }, deepFreeze(record))
      return record
    },
    remove(table, id) {
      if (!rowsOf(table).has(id)) return false
      write({ kind: 'remove', table, id }, undefined)
      return true
    },
    transaction<R>(fn: () => R): R {
      const mark = undo.length
      depth++
      try {
        return persistence ? persistence.transaction(fn) : fn()
      } catch (e) {
        while (undo.length > mark) undo.pop()?.()
        throw e
      } finally {
        depth--
        if (depth === 0) undo.length = 0
      }
    },
    reset() {
      const data = seed()
      persistence?.replaceAll(data)
      load(data)
      undo.length = 0
    },
    close() {
      persistence?.close()
    },
  }
  return store
}
