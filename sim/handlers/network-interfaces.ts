import { clockOf, iso } from '../clock'
import { lookup, lookupInQuery } from '../access/lookup'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { createNic, nicsOf } from '../network/nics'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import { toNetworkInterface } from '../answers/views'

// Guest network interfaces (`/v1/network-interfaces`, scoped by
// `?instance=` and, for a named instance, `?project=`). Creating, changing
// and deleting one needs the instance stopped, as in Nexus (spec §4:
// updateNic). The first interface is the primary; making a secondary the
// primary demotes the old one, and the primary cannot be deleted while
// secondaries remain.

const assertStopped = (state: string, message: string) => {
  if (state !== 'stopped') throw simError.invalid(message)
}

export const networkInterfaces = {
  instanceNetworkInterfaceList({ query }, { store, actor }) {
    const { record: instance } = lookupInQuery(store, actor, 'instance', query, 'list_children')
    const page = paginate(store.list('networkInterfaces'), query, {
      include: (n) => n.instance_id === instance.id,
    })
    return { items: page.items.map(toNetworkInterface), next_page: page.next_page }
  },

  instanceNetworkInterfaceCreate({ query, body }, { store, actor }) {
    const { record: instance, project } = lookup(
      store,
      actor,
      'instance',
      query.instance,
      'create_child',
      query,
    )
    assertStopped(instance.run_state, 'Instance must be stopped to attach a new network interface')
    const nic = createNic(store, instance, project, body, iso(clockOf(store).now()))
    return created(toNetworkInterface(nic))
  },

  instanceNetworkInterfaceView({ path, query }, { store, actor }) {
    const { record } = lookup(store, actor, 'networkInterface', path.interface, 'read', query)
    return toNetworkInterface(record)
  },

  instanceNetworkInterfaceUpdate({ path, query, body }, { store, actor }) {
    const { record: nic, instance } = lookup(
      store,
      actor,
      'networkInterface',
      path.interface,
      'modify',
      query,
    )
    assertStopped(instance.run_state, 'Instance must be stopped to update its network interfaces')
    const now = iso(clockOf(store).now())
    const name = body.name ?? nic.name
    if (name !== nic.name && nicsOf(store, instance.id).some((n) => n.name === name)) {
      throw simError.alreadyExists('network-interface', name)
    }
    // `primary` can only promote: Nexus reads `false` (also the default when it is left
    // out) as "no change", so renaming the primary interface keeps it primary
    if (body.primary && !nic.primary) {
      for (const other of nicsOf(store, instance.id)) {
        if (other.primary) store.update('networkInterfaces', { ...other, primary: false })
      }
    }
    return toNetworkInterface(
      store.update('networkInterfaces', {
        ...nic,
        name,
        description: body.description ?? nic.description,
        primary: nic.primary || body.primary === true,
        transit_ips: body.transit_ips ?? nic.transit_ips ?? [],
        time_modified: now,
      }),
    )
  },

  instanceNetworkInterfaceDelete({ path, query }, { store, actor }) {
    const { record: nic, instance } = lookup(
      store,
      actor,
      'networkInterface',
      path.interface,
      'modify',
      query,
    )
    assertStopped(instance.run_state, 'Instance must be stopped to delete a network interface')
    if (nic.primary && nicsOf(store, instance.id).length > 1) {
      throw simError.invalid(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    store.remove('networkInterfaces', nic.id)
    return 204
  },
} satisfies Partial<SimHandlers>
