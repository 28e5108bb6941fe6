// The pieces every Terraform mapping is made of: a block, a label, the project lookup.

export type Attributes = [string, Value | undefined][]
/** A literal, a reference, a list (or set), or a nested object (or a map, by its keys) */
export type Value = string | number | boolean | { ref: string } | Value[] | { object: Attributes }
export type Block = {
  kind: 'resource' | 'data'
  type: string
  label: string
  attributes: Attributes
  /** A `#` comment above the block: what it stands for where that is not plain */
  note?: string
}

// a label Terraform takes: letters, digits, _ and -, not starting with a digit
export const label = (name: string) => (/^[A-Za-z_]/.test(name) ? name : `_${name}`)

export const project = (name: string): Block => ({
  kind: 'data',
  type: 'oxide_project',
  label: label(name),
  attributes: [['name', name]],
})
export const projectId = (name: string) => ({ ref: `data.oxide_project.${label(name)}.id` })

export type Params = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  // the bodies' shapes differ per operation; each mapping reads the fields it knows
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body?: Record<string, any>
}

export type Mapping = (p: Params) => Block[]
export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
