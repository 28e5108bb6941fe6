// Every served version reads the network's and the rack's translated answers in its own
// shape: each read below, at every version that serves it, checked against that version's
// schema of its own operation.
import { describe, expect, it } from 'vitest'
import { RACK_ID, sledIds, switchPortSettingsIds } from '../../seed'
import { call, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { servedVersions } from '../served'

const READS = [
  '/v1/vpc-firewall-rules?project=demo-project&vpc=default',
  '/v1/system/ip-pools',
  '/v1/system/ip-pools/default',
  '/v1/system/ip-pools/default/utilization',
  '/v1/system/ip-pools-service',
  '/v1/ip-pools',
  '/v1/ip-pools/default',
  '/v1/system/silos/demo-silo/ip-pools',
  '/v1/system/hardware/switch-port',
  `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch0/qsfp0/lldp/neighbors`,
  `/v1/system/networking/switch-port-settings/${switchPortSettingsIds.uplinks[0]}`,
  '/v1/system/networking/loopback-address',
  '/v1/system/networking/bfd-status',
  '/v1/system/networking/bgp',
  '/v1/system/networking/bgp-status',
  '/v1/system/networking/bgp-exported',
  '/v1/system/hardware/sleds',
  `/v1/system/hardware/sleds/${sledIds.bay14}`,
  '/v1/system/support-bundles',
  '/experimental/v1/system/support-bundles',
]

describe('translated reads at every served version', () => {
  it('answer in the version’s shape', async () => {
    const sim = setup({ release: 'current' })
    const problems: string[] = []
    let checked = 0
    for (const version of servedVersions) {
      for (const path of READS) {
        const found = version.route('GET', path.split('?')[0])
        if ('refusal' in found) continue
        const reply = await call(sim, 'GET', path, { as: 'admin', version: version.text })
        checked++
        if (reply.status !== 200) {
          problems.push(`${version.name} ${path}: ${reply.status}`)
          continue
        }
        for (const p of shapeProblems(version, found.op, reply.json)) {
          problems.push(`${version.name} ${path}: ${p}`)
        }
      }
    }
    expect(problems).toEqual([])
    // every read at every version, but for the support bundles' one path of each and the
    // service pool's endpoint, gone with ADD_SYSTEM_IP_POOL_APIS
    expect(checked).toBeGreaterThan(servedVersions.length * (READS.length - 2))
  })
})
