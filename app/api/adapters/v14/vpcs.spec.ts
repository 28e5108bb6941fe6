import { describe, expect, it } from 'vitest'

import { vpcs } from './vpcs'

describe('v14 VPC routes', () => {
  const request = vpcs.vpcRouterRouteView!.request!

  it('name the router, which v14 requires', () => {
    const params = {
      path: { route: 'to-vpn' },
      query: { project: 'p', vpc: 'default', router: 'system' },
    }
    expect(request(params)).toEqual(params)
  })

  it('refuse a route read outside its router', () => {
    expect(() => request({ path: { route: 'to-vpn' }, query: { project: 'p' } })).toThrow()
  })
})
