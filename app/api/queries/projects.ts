// Reads of projects.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

export const projectList = listQuery(api.projectList, {})

/** Every project the user may see, for a select (e.g. demoting an image into one). */
export const projectPicker = projectList.page(undefined, PICKER_PAGE_SIZE)

/** By name or by id (an id needs no other selector). */
export const projectView = (project: string) => apiQuery(api.projectView, { path: { project } })
