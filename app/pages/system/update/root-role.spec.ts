import { describe, expect, it } from 'vitest'

import { rootRoleFacts } from './root-role'

describe('rootRoleFacts', () => {
  it('reads version, expiry, keys and the root threshold', () => {
    const facts = rootRoleFacts({
      signed: {
        version: 3,
        expires: '2035-01-01T00:00:00Z',
        keys: { a: {}, b: {} },
        roles: { root: { keyids: ['a', 'b'], threshold: 2 } },
      },
      signatures: [],
    })
    expect(facts).toEqual({
      version: 3,
      expires: new Date('2035-01-01T00:00:00Z'),
      keys: 2,
      threshold: 2,
    })
  })

  it('leaves out what is missing or malformed', () => {
    expect(rootRoleFacts({})).toEqual({ version: null, expires: null, keys: null, threshold: null })
    expect(
      rootRoleFacts({ signed: { version: '1', expires: 'soon', keys: [], roles: { root: 1 } } }),
    ).toEqual({ version: null, expires: null, keys: null, threshold: null })
  })
})
