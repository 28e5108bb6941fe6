// Reads of a project's external subnets, and of the subnet pools its silo may take them from.
import type { NowOp } from '../adapters/adapter'
import { api, apiQuery, emptyIfForbidden, listQuery, PICKER_PAGE_SIZE } from '../client'

/**
 * The gate (`RackFeature`) of the external subnets page, its forms and the instance's
 * section: racks before the newest API have no external subnets
 */
export const externalSubnetsFeature = {
  op: 'externalSubnetList',
  name: 'External subnets',
} satisfies { op: NowOp; name: string }

export const externalSubnetList = (project: string) =>
  listQuery(api.externalSubnetList, { query: { project } })

export const externalSubnetView = ({
  project,
  externalSubnet,
}: {
  project: string
  externalSubnet: string
}) => apiQuery(api.externalSubnetView, { path: { externalSubnet }, query: { project } })

/** The subnets attached to an instance: at most 32, so Nexus answers them in one page */
export const instanceExternalSubnets = ({
  project,
  instance,
}: {
  project: string
  instance: string
}) => apiQuery(api.instanceExternalSubnetList, { path: { instance }, query: { project } })

/**
 * Every subnet pool linked to the user's silo, with its defaults (one per IP version), as
 * a silo user sees them (`/v1/subnet-pools`, not the operators' list): for the create
 * form's pool select and the list's pool names. A user with a role on one project only may
 * not list them: then none, and the form still offers a subnet named exactly.
 */
export const siloSubnetPoolPicker = emptyIfForbidden(
  listQuery(api.subnetPoolList, {}).page(undefined, PICKER_PAGE_SIZE),
)
