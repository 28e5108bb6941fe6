import { describe, expect, it } from 'vitest'
import { decodedBase64Length } from './base64'

describe('decodedBase64Length', () => {
  it('counts the bytes of canonical, padded base64', () => {
    expect(decodedBase64Length('')).toEqual({ length: 0 })
    expect(decodedBase64Length('QQ==')).toEqual({ length: 1 })
    expect(decodedBase64Length('QUI=')).toEqual({ length: 2 })
    expect(decodedBase64Length('QUJD')).toEqual({ length: 3 })
    expect(decodedBase64Length(btoa('x'.repeat(1000)))).toEqual({ length: 1000 })
  })

  it('refuses in the order and the words of the Rust crate', () => {
    const error = (text: string) => (decodedBase64Length(text) as { error: string }).error
    // a stray last byte is reported first, wherever other problems are
    expect(error('Q!JDQUJD\n')).toBe('Invalid symbol 10, offset 8.')
    expect(error('a!bcdefg')).toBe('Invalid symbol 33, offset 1.')
    expect(error('QU=D')).toBe('Invalid symbol 61, offset 2.')
    expect(error('Q===')).toBe('Invalid symbol 61, offset 1.')
    expect(error('QUJDQ')).toBe('Invalid input length: 5')
    expect(error('QQ')).toBe('Invalid padding')
    expect(error('QQ=')).toBe('Invalid padding')
    // bits past the last whole byte must be zero
    expect(error('QR==')).toBe('Invalid last symbol 82, offset 1.')
    expect(error('QUJ=')).toBe('Invalid last symbol 74, offset 2.')
    // offsets count UTF-8 bytes
    expect(error('QUJDé===')).toBe('Invalid symbol 195, offset 4.')
  })

  it('takes linear time on megabytes', () => {
    const big = btoa('y'.repeat(6 * 1024 * 1024))
    expect(decodedBase64Length(big)).toEqual({ length: 6 * 1024 * 1024 })
    expect(decodedBase64Length(`${big.slice(0, -4)}*AAA`)).toEqual({
      error: `Invalid symbol 42, offset ${big.length - 4}.`,
    })
  })
})
