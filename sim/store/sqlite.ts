// The only sim module allowed Node-only imports: the Node server's store.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { seed } from '../seed'
import { createStore, type Persistence, type WriteOp } from './core'
import { tableNames, type Dataset, type Store, type TableName } from './types'

const SCHEMA_VERSION = '1'

function emptyDataset(): Dataset {
  const data: Partial<Record<TableName, unknown[]>> = {}
  for (const name of tableNames) data[name] = []
  // every table name got an empty array just above
  return data as Dataset
}

const isTableName = (s: string): s is TableName => (tableNames as readonly string[]).includes(s)

/**
 * A store kept in a SQLite file. The working set lives in memory (reads parse
 * no JSON); every change is written through in a SQLite transaction before
 * the handler returns, with WAL and `synchronous = FULL`, so neither a
 * restart nor a crash loses an acknowledged write. An empty file is seeded
 * with the demo data.
 */
export function sqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS records (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      tbl TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      UNIQUE (tbl, id)
    );
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `)

  const insertStmt = db.prepare('INSERT INTO records (tbl, id, data) VALUES (?, ?, ?)')
  const updateStmt = db.prepare('UPDATE records SET data = ? WHERE tbl = ? AND id = ?')
  const removeStmt = db.prepare('DELETE FROM records WHERE tbl = ? AND id = ?')
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')

  const persistence: Persistence = {
    write(op: WriteOp) {
      if (op.kind === 'insert') insertStmt.run(op.table, op.id, JSON.stringify(op.record))
      else if (op.kind === 'update') updateStmt.run(JSON.stringify(op.record), op.table, op.id)
      else removeStmt.run(op.table, op.id)
    },
    replaceAll: db.transaction((data: Dataset) => {
      db.exec('DELETE FROM records')
      for (const name of tableNames) {
        for (const record of data[name]) insertStmt.run(name, record.id, JSON.stringify(record))
      }
      setMeta.run('seeded', new Date().toISOString())
      setMeta.run('schema', SCHEMA_VERSION)
    }),
    transaction: (fn) => db.transaction(fn)(),
    close: () => db.close(),
  }

  if (!getMeta.get('seeded')) persistence.replaceAll(seed())

  const initial = emptyDataset()
  const rows = db
    .prepare<[], { tbl: string; data: string }>('SELECT tbl, data FROM records ORDER BY seq')
    .all()
  for (const row of rows) {
    // rows of a table a later version dropped are ignored, not fatal
    if (isTableName(row.tbl)) initial[row.tbl].push(JSON.parse(row.data))
  }

  return createStore({ initial, seed, persistence })
}
