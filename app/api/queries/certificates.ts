// Reads of the signed-in user's silo's TLS certificates (silo admins and fleet admins only:
// anyone else gets 403 on the list).
import { api, listQuery } from '../client'

export const certificateList = listQuery(api.certificateList, {})
