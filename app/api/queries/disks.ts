// Reads of disks.
import { queryOptions } from '@tanstack/react-query'

import { api, apiQueryErrorsAllowed, listQuery, PICKER_PAGE_SIZE } from '../client'
import { NEWEST, rackApi } from '../rack-api'
import { type Support, versionLabel } from '../rack-support'

export const diskList = (project: string) => listQuery(api.diskList, { query: { project } })

/** Every disk of the project, for a select (attach, snapshot, boot from). */
export const diskPicker = (project: string) => diskList(project).page(undefined, PICKER_PAGE_SIZE)

/** By id in a table cell, where a deleted or forbidden disk is an answer, not an error. */
export const diskByIdOrError = (id: string) =>
  apiQueryErrorsAllowed(api.diskView, { path: { disk: id } })

/**
 * Whether the rack can make a read-only disk (from an image or snapshot): a field of the
 * create, not an operation, first in an API after the first versioned one, so the newest.
 */
export const readOnlyDiskSupport = queryOptions({
  queryKey: ['rackSupport', 'readOnlyDisks'],
  queryFn: async (): Promise<Support> => {
    const answer = await rackApi()
    if (!answer.supported)
      return { available: false, reason: 'Read-only disks need a rack this console supports' }
    if (answer.version === NEWEST) return { available: true }
    return {
      available: false,
      reason: `Read-only disks need a newer rack: its ${versionLabel(answer.version)} does not have them`,
    }
  },
  staleTime: Infinity,
})
