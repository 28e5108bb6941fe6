// Reads of disks.
import { api, apiQueryErrorsAllowed, listQuery, PICKER_PAGE_SIZE } from '../client'

export const diskList = (project: string) => listQuery(api.diskList, { query: { project } })

/** Every disk of the project, for a select (attach, snapshot, boot from). */
export const diskPicker = (project: string) => diskList(project).page(undefined, PICKER_PAGE_SIZE)

/** By id in a table cell, where a deleted or forbidden disk is an answer, not an error. */
export const diskByIdOrError = (id: string) =>
  apiQueryErrorsAllowed(api.diskView, { path: { disk: id } })
