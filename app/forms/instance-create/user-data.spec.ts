import { expect, test } from 'vitest'

import { readUserData, toBase64 } from './user-data'

test('base64 with padding, as RFC 4648 §4', () => {
  const bytes = (s: string) => new TextEncoder().encode(s)
  expect(toBase64(bytes('#cloud-config\n'))).toBe('I2Nsb3VkLWNvbmZpZwo=')
  expect(toBase64(bytes('ab'))).toBe('YWI=')
  expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
  expect(toBase64(new Uint8Array())).toBe('')
})

test('large inputs are encoded in slices without losing bytes', () => {
  const big = new Uint8Array(100_000).map((_, i) => i % 256)
  expect(Buffer.from(toBase64(big), 'base64')).toEqual(Buffer.from(big))
})

test('a file is read and encoded unless it is over the limit', async () => {
  const file = new File(['#cloud-config\n'], 'init.yaml')
  expect(await readUserData(file, 1024)).toEqual({
    fileName: 'init.yaml',
    size: 14,
    base64: 'I2Nsb3VkLWNvbmZpZwo=',
  })
  expect(await readUserData(file, 10)).toEqual({ fileName: 'init.yaml', size: 14, base64: '' })
})
