// Reads of snapshots.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

export const snapshotList = (project: string) => listQuery(api.snapshotList, { query: { project } })

/** Every snapshot of the project, for a select (a disk's source). */
export const snapshotPicker = (project: string) =>
  snapshotList(project).page(undefined, PICKER_PAGE_SIZE)

export const snapshotView = ({ project, snapshot }: { project: string; snapshot: string }) =>
  apiQuery(api.snapshotView, { path: { snapshot }, query: { project } })
