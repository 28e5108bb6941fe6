import { expect, test } from 'vitest'

import { ApiError } from '~/api/errors'

import { certificateRefusal } from './certificate-refusal'

// as the console's client words them: Nexus's message, capitalized
const invalid = (message: string) =>
  new ApiError(message, { errorCode: 'InvalidValue', statusCode: 400 })

test('a refused certificate goes on the certificate field', () => {
  expect(
    certificateRefusal(
      invalid('Unsupported value for "certificate": Certificate and private key do not match'),
    ),
  ).toEqual({ field: 'cert', message: 'Certificate and private key do not match' })
  expect(
    certificateRefusal(
      invalid(
        'Unsupported value for "certificate": Certificate not valid for given hostnames "demo-silo.sys.rack.example": CN: x',
      ),
    ),
  ).toEqual({
    field: 'cert',
    message: 'Certificate not valid for given hostnames "demo-silo.sys.rack.example": CN: x',
  })
})

test('a refused key goes on the key field, with every line of the reason', () => {
  expect(
    certificateRefusal(
      invalid('Unsupported value for "private-key": failed to parse private key\nerror:0680007B'),
    ),
  ).toEqual({ field: 'key', message: 'Failed to parse private key\nerror:0680007B' })
})

test("anything else stays the form's error", () => {
  expect(certificateRefusal(null)).toBeNull()
  expect(certificateRefusal(invalid('Unsupported value for "name": too long'))).toBeNull()
  expect(
    certificateRefusal(
      new ApiError('Unsupported value for "certificate": x', { errorCode: 'Forbidden' }),
    ),
  ).toBeNull()
  expect(
    certificateRefusal(new ApiError('Certificate name already exists', { statusCode: 400 })),
  ).toBeNull()
})
