// Reads of the signed-in user's SSH keys.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

export const sshKeyList = listQuery(api.currentUserSshKeyList, {})

/** Every key, for the instance create form's choice of keys. */
export const sshKeyPicker = sshKeyList.page(undefined, PICKER_PAGE_SIZE)

export const sshKeyView = (sshKey: string) =>
  apiQuery(api.currentUserSshKeyView, { path: { sshKey } })
