// A create request as the Oxide Terraform provider's resource block (its names and
// attributes as terraform-provider-oxide documents them). The provider takes IDs where the
// API takes names, so a name the form chose becomes a `data` lookup of its ID.
import type { Attributes, Block, Mapping, Params, Value } from './terraform-blocks'
import { PROJECT_MAPPINGS, PROJECT_REASONS } from './terraform-project'
import { SYSTEM_MAPPINGS, SYSTEM_REASONS } from './terraform-system'

/** HCL string literal: JSON's escapes, plus `$${` and `%%{` so nothing interpolates */
export const hclString = (text: string) =>
  JSON.stringify(text).replace(/([$%])\{/g, (_, sign: string) => `${sign}${sign}{`)

// an attribute's name as is; a map's key (a rule's name) quoted where it is not a plain word
const hclKey = (k: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : hclString(k))

/**
 * `k = v` lines at `indent`, as `terraform fmt` writes them: the `=` of each run of one-line
 * values aligned, a value over several lines ending the run
 */
function hclLines(attributes: Attributes, indent: string): string[] {
  const shown = attributes
    .filter((a): a is [string, Value] => a[1] !== undefined)
    .map(([k, v]) => ({ key: hclKey(k), text: hclValue(v, indent) }))
  const lines: string[] = []
  let run: typeof shown = []
  const flush = () => {
    const width = Math.max(0, ...run.map((a) => a.key.length))
    lines.push(...run.map((a) => `${indent}${a.key.padEnd(width)} = ${a.text}`))
    run = []
  }
  for (const a of shown) {
    if (a.text.includes('\n')) {
      flush()
      lines.push(`${indent}${a.key} = ${a.text}`)
    } else run.push(a)
  }
  flush()
  return lines
}

function hclValue(v: Value, indent = ''): string {
  if (typeof v === 'string') return hclString(v)
  if (typeof v !== 'object') return String(v)
  if (Array.isArray(v)) {
    if (v.every((item) => typeof item !== 'object' || 'ref' in item)) {
      return `[${v.map((item) => hclValue(item)).join(', ')}]`
    }
    const inner = `${indent}  `
    return `[\n${v.map((item) => `${inner}${hclValue(item, inner)},`).join('\n')}\n${indent}]`
  }
  if ('ref' in v) return v.ref
  return `{\n${hclLines(v.object, `${indent}  `).join('\n')}\n${indent}}`
}

function render(block: Block) {
  const lines = hclLines(block.attributes, '  ')
  const note = block.note ? `# ${block.note}\n` : ''
  return `${note}${block.kind} "${block.type}" ${hclString(block.label)} {\n${lines.join('\n')}\n}`
}

// each area's mappings and reasons in its own file
const MAPPINGS: Record<string, Mapping> = { ...PROJECT_MAPPINGS, ...SYSTEM_MAPPINGS }
const REASONS: Record<string, string> = { ...PROJECT_REASONS, ...SYSTEM_REASONS }

/** The Terraform for a request, or why there is none */
export function toTerraform(op: string, params: Params): string | { reason: string } {
  const mapping = MAPPINGS[op]
  if (mapping) return mapping(params).map(render).join('\n\n')
  if (REASONS[op]) return { reason: REASONS[op] }
  if (op.endsWith('Delete')) {
    return { reason: 'In Terraform a delete is removing the resource block' }
  }
  // the provider may have a resource this console does not map yet: say so, not "none"
  if (/(Create|Update)$/.test(op)) return { reason: 'Terraform for this form is not offered yet' }
  return { reason: 'No Terraform resource for this request' }
}
