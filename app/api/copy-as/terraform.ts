// A create request as the Oxide Terraform provider's resource block (its names and
// attributes as terraform-provider-oxide documents them). The provider takes IDs where the
// API takes names, so a name the form chose becomes a `data` lookup of its ID.
import type { Block, Mapping, Params, Value } from './terraform-blocks'
import { PROJECT_MAPPINGS, PROJECT_REASONS } from './terraform-project'

/** HCL string literal: JSON's escapes, plus `$${` and `%%{` so nothing interpolates */
export const hclString = (text: string) =>
  JSON.stringify(text).replace(/([$%])\{/g, (_, sign: string) => `${sign}${sign}{`)

const hclValue = (v: Value) =>
  typeof v === 'string' ? hclString(v) : typeof v === 'object' ? v.ref : String(v)

function render(block: Block) {
  const shown = block.attributes.filter((a): a is [string, Value] => a[1] !== undefined)
  const width = Math.max(...shown.map(([k]) => k.length))
  const lines = shown.map(([k, v]) => `  ${k.padEnd(width)} = ${hclValue(v)}`)
  return `${block.kind} "${block.type}" ${hclString(block.label)} {\n${lines.join('\n')}\n}`
}

// each area's mappings and reasons in its own file
const MAPPINGS: Record<string, Mapping> = { ...PROJECT_MAPPINGS }
const REASONS: Record<string, string> = { ...PROJECT_REASONS }

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
