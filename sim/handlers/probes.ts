import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { allocateIp } from '../network/external-ips'
import {
  lookup,
  lookupKey,
  poolForSilo,
  requireQuery,
  subnetInVpc,
  vpcInProject,
} from '../access/lookup'
import { freeGuestMac, nextGuestIp } from '../network/nics'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import type { ProbeRecord, ProjectRecord, Store } from '../store/types'
import { isUuid, uuid } from '../util'

// Instrumentation probes (`/experimental/v1/probes`), as the pinned Nexus makes them
// (nexus/src/app/probe.rs, datastore/probe.rs): a probe sits on a sled with an
// interface in its project's `default` subnet and an ephemeral address from an IP
// pool of the silo. Only fleet roles reach them (the fleet is checked before the
// project): fleet viewers list and view, fleet admins create and delete, and then
// the project decides, as for any of its children; viewing needs `create_child` on
// the project, as Nexus asks for it.
//
// Nexus writes a probe in steps, outside any transaction, and keeps what the steps
// before a failure wrote; the simulator does the same where Nexus answers the failure
// as an error of the client's (the address stays when the project has no `default`
// VPC; the probe stays when its sled is not found). Where Nexus answers 500 (no
// address left in the subnet, a name taken) the simulator refuses first and keeps
// nothing. Deleting a probe leaves its ephemeral address allocated: Nexus frees a
// probe's addresses other than ephemeral ones only. See docs/sim-differences.md.

/** Ports of an ephemeral address: all of them (Nexus's non-SNAT range) */
const ALL_PORTS = { first_port: 0, last_port: 65535 } as const

/** Nexus's VNIs for guest VPCs: 1024 up to 2^24 - 1 */
const MIN_GUEST_VNI = 1024
const MAX_VNI = 2 ** 24 - 1

/**
 * A VPC's VNI. Nexus draws one at random when it makes the VPC and keeps it; the
 * contract's VPC view does not show it, so the simulator derives it from the VPC's id.
 */
const vniOf = (vpcId: string) =>
  MIN_GUEST_VNI +
  (Number.parseInt(vpcId.replace(/-/g, '').slice(0, 8), 16) % (MAX_VNI - MIN_GUEST_VNI + 1))

const toProbe = ({ project_id: _project, ...view }: ProbeRecord): Json<Api.Probe> => view

/** A probe of the project, by name or id (Nexus's `probe_get`) */
function probeIn(store: Store, project: ProjectRecord, nameOrId: string): ProbeRecord {
  const probe = isUuid(nameOrId)
    ? store.get('probes', nameOrId)
    : store.list('probes').find((p) => p.project_id === project.id && p.name === nameOrId)
  if (!probe || probe.project_id !== project.id) {
    throw simError.notFound('probe', lookupKey(nameOrId))
  }
  return probe
}

/** The probe with its interface and addresses, or null if its interface is gone */
function probeInfo(store: Store, probe: ProbeRecord): Json<Api.ProbeInfo> | null {
  const nic = store.list('networkInterfaces').find((n) => n.instance_id === probe.id)
  const subnet = nic && store.get('vpcSubnets', nic.subnet_id)
  if (!nic || !subnet) return null
  return {
    id: probe.id,
    name: probe.name,
    sled: probe.sled,
    external_ips: store
      .list('ephemeralIps')
      .filter((e) => e.instance_id === probe.id)
      .map((e) => ({ ip: e.ip, kind: 'ephemeral', ...ALL_PORTS })),
    interface: {
      id: nic.id,
      name: nic.name,
      ip: nic.ip,
      mac: nic.mac,
      kind: { type: 'probe', id: probe.id },
      primary: nic.primary,
      slot: 0,
      subnet: subnet.ipv4_block,
      transit_ips: nic.transit_ips ?? [],
      vni: vniOf(nic.vpc_id),
    },
  }
}

/** A probe whose interface exists, as view and delete find it */
function lookupProbe(store: Store, project: ProjectRecord, nameOrId: string) {
  const probe = probeIn(store, project, nameOrId)
  const info = probeInfo(store, probe)
  if (!info) throw simError.notFound('probe', lookupKey(nameOrId))
  return { probe, info }
}

/** What a step gives, or the refusal it threw: answered, not thrown, so what came before stays */
function kept<T>(step: () => T): T | Response {
  try {
    return step()
  } catch (e) {
    if (e instanceof Response) return e
    throw e
  }
}

export const probes = {
  probeList({ query }, { store, actor }) {
    const key = requireQuery(query.project, 'project')
    authorizeFleet(store, actor, 'list_children')
    const project = lookup(store, actor, 'project', key, 'list_children').record
    const page = paginate(store.list('probes'), query, {
      include: (p) => p.project_id === project.id,
    })
    return {
      items: page.items.flatMap((p) => probeInfo(store, p) ?? []),
      next_page: page.next_page,
    }
  },

  probeView({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const project = lookup(store, actor, 'project', query.project, 'create_child').record
    return lookupProbe(store, project, path.probe).info
  },

  probeCreate({ query, body }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const project = lookup(store, actor, 'project', query.project, 'create_child').record
    // a named pool must be linked to the caller's silo; else the silo's default
    const pool = poolForSilo(store, actor.silo.id, body.ip_pool)
    const id = uuid()
    store.insert('ephemeralIps', {
      id: uuid(),
      instance_id: id,
      ip: allocateIp(store, pool),
      ip_pool_id: pool.id,
    })
    const subnet = kept(() =>
      subnetInVpc(store, vpcInProject(store, project, 'default'), 'default'),
    )
    if (subnet instanceof Response) return subnet
    const ip = nextGuestIp(store, subnet)
    // Nexus's unique index on the names of all probes not deleted, every project's
    if (store.list('probes').some((p) => p.name === body.name)) {
      throw simError.alreadyExists('probe', body.name)
    }
    const now = nowIso(store)
    store.insert('networkInterfaces', {
      id: uuid(),
      name: body.name,
      description: `default primary interface for ${body.name}`,
      instance_id: id,
      vpc_id: subnet.vpc_id,
      subnet_id: subnet.id,
      ip,
      mac: freeGuestMac(store, subnet.vpc_id),
      primary: true,
      transit_ips: [],
      time_created: now,
      time_modified: now,
    })
    const probe = store.insert('probes', {
      id,
      name: body.name,
      description: body.description,
      sled: body.sled,
      project_id: project.id,
      time_created: now,
      time_modified: now,
    })
    // Nexus looks the sled up only once the probe is stored, and keeps it
    if (!store.get('sleds', body.sled)) return simError.notFound('sled', { id: body.sled })
    return created(toProbe(probe))
  },

  probeDelete({ path, query }, { store, actor }) {
    authorizeFleet(store, actor, 'modify')
    const project = lookup(store, actor, 'project', query.project, 'create_child').record
    const { probe } = lookupProbe(store, project, path.probe)
    for (const nic of store.list('networkInterfaces')) {
      if (nic.instance_id === probe.id) store.remove('networkInterfaces', nic.id)
    }
    // the probe's ephemeral address stays allocated, as Nexus leaves it
    store.remove('probes', probe.id)
    return 204
  },
} satisfies Partial<SimHandlers>
