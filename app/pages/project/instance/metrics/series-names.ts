// How chart series are named, from the fields of their timeseries.
import type { Fields, SeriesNaming } from './oxql-table'
import { fieldText } from './oxql-table'

/**
 * Names series by a resource id field (e.g. `diskId`) with the resources' names. A
 * resource no longer listed (a disk detached since) keeps its id as its name.
 */
export function namesById(
  field: string,
  items: ReadonlyArray<{ id: string; name: string }> | undefined,
): SeriesNaming {
  const names = new Map(items?.map((item) => [item.id, item.name]))
  return (fields: Fields) => {
    const id = fieldText(fields, field) ?? 'unknown'
    return { key: id, label: names.get(id) ?? id }
  }
}

/** `vCPU 0`, `vCPU 1`, … */
export const byVcpu: SeriesNaming = (fields) => {
  const id = fieldText(fields, 'vcpuId') ?? 'unknown'
  return { key: id, label: `vCPU ${id}` }
}

// busy states first, idle last, whatever order the answer has
const STATE_ORDER = ['run', 'emulation', 'waiting', 'idle']
const STATE_LABELS: Record<string, string> = {
  run: 'Run',
  emulation: 'Emulation',
  waiting: 'Waiting',
  idle: 'Idle',
}

/** vCPU states: Run, Emulation, Waiting, Idle, in that order. */
export const byVcpuState: SeriesNaming = (fields) => {
  const state = fieldText(fields, 'state') ?? 'unknown'
  const order = STATE_ORDER.indexOf(state)
  return {
    key: state,
    label: STATE_LABELS[state] ?? state,
    sortKey: String(order === -1 ? STATE_ORDER.length : order),
  }
}
