// Reads of images: a project's with `project`, the silo's without.
import { api, apiQuery, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '../client'

export const imageList = (project?: string) =>
  listQuery(api.imageList, { query: project ? { project } : {} })

/** Every image of the project, for a select (a disk's source). */
export const projectImagePicker = (project: string) =>
  imageList(project).page(undefined, PICKER_PAGE_SIZE)

/**
 * Every silo image, for a select. Listing them needs a role on the silo: a user with a
 * project role only simply has none to choose from, rather than a broken form.
 */
export const siloImagePicker = emptyIfForbidden(imageList().page(undefined, PICKER_PAGE_SIZE))

export const imageView = ({ project, image }: { project?: string; image: string }) =>
  apiQuery(api.imageView, { path: { image }, query: project ? { project } : {} })
