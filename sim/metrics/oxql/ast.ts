// What an OxQL query is once parsed: the grammar (grammar.ts) makes it, the table operations
// (tables.ts) and the time filters (time-set.ts) read it.

export type Literal =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'duration'; ns: bigint }
  | { kind: 'integer'; value: bigint }
  | { kind: 'double'; value: number }
  /** lower-case, dashed */
  | { kind: 'uuid'; value: string }
  /** canonical text */
  | { kind: 'ip'; value: string; v6: boolean }
  | { kind: 'string'; value: string }
  /** epoch milliseconds, fractions kept */
  | { kind: 'timestamp'; ms: number }

export type Comparison = '==' | '!=' | '>' | '>=' | '<' | '<=' | '~='

export type SimpleFilter = { ident: string; cmp: Comparison; value: Literal }

export type Filter = {
  negated: boolean
  expr:
    | { kind: 'simple'; simple: SimpleFilter }
    | { kind: 'compound'; left: Filter; op: '||' | '&&' | '^'; right: Filter }
}

export type Reducer = 'mean' | 'sum'

export type TableOp =
  | { op: 'get'; name: string }
  | { op: 'filter'; filter: Filter }
  | { op: 'group_by'; fields: string[]; reducer: Reducer }
  | { op: 'join' }
  | { op: 'align'; method: 'interpolate' | 'mean_within'; periodNs: bigint }
  | { op: 'limit'; kind: 'first' | 'last'; count: number }
  | { op: 'subqueries'; queries: Query[] }

/** A query: table operations in order, the first a `get` or subqueries */
export type Query = TableOp[]
