import { expect, test } from 'vitest'

import { snakeify } from '~/api/__generated_versions__/2026081901.0.0/util'

import { bulkWriteBody, toBase64 } from './bulk-write-body'

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

test('the body is exactly the JSON the generated client sends', () => {
  const bytes = new Uint8Array(3 * 512 + 2).map((_, i) => (i * 131) % 256)
  for (const offset of [0, 512, 4 * 1024 ** 3]) {
    const expected = JSON.stringify(
      snakeify({ offset, base64EncodedData: Buffer.from(bytes).toString('base64') }),
    )
    expect(decode(bulkWriteBody(offset, bytes))).toBe(expected)
  }
})

test('base64 is standard, with padding', () => {
  expect(toBase64(new Uint8Array([]))).toBe('')
  expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
  expect(toBase64(new Uint8Array([1]))).toBe('AQ==')
  const large = new Uint8Array(100_000).map((_, i) => i % 251)
  expect(toBase64(large)).toBe(Buffer.from(large).toString('base64'))
})
