import { authorizeFleet } from '../access/authz'
import { clockOf } from '../clock'
import type { SimHandlers } from '../context'
import { lookup } from '../access/lookup'
import { runOxqlQuery } from '../metrics/query'
import { timeseriesSchemas } from '../metrics/schemas'
import { paginate } from '../answers/pagination'

// OxQL timeseries queries and the schema list. The queries and the made-up
// numbers live in sim/metrics/; these handlers only decide who may ask and
// what they may see:
// - the project-scoped query (`?project=`) needs project viewer and sees only
//   that project's instances, disks and interfaces, as Nexus restricts it;
// - the system query and the schema list need fleet viewer and see the
//   whole rack.
// "Now" (the end of a range with no end, `@now()`, the end of a running
// instance's data) is the sim's clock, so tests can fix it.

// Schemas as pageable items, keyed by timeseries name (the list's only order)
const schemaItems = timeseriesSchemas.map((schema) => ({
  id: schema.timeseries_name,
  name: schema.timeseries_name,
  schema,
}))

export const timeseries = {
  timeseriesQuery({ query, body }, { store, actor }) {
    const project = lookup(store, actor, 'project', query.project, 'read').record
    return runOxqlQuery(store, body.query, { projectId: project.id }, clockOf(store).now())
  },

  systemTimeseriesQuery({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    return runOxqlQuery(store, body.query, { fleet: true }, clockOf(store).now())
  },

  systemTimeseriesSchemaList({ query }, { store, actor }) {
    authorizeFleet(store, actor, 'read')
    const page = paginate(schemaItems, query, { modes: ['name_ascending'] })
    return { items: page.items.map((item) => item.schema), next_page: page.next_page }
  },
} satisfies Partial<SimHandlers>
