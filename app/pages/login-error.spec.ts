import { expect, test } from 'vitest'

import { loginErrorMessage } from './login-error'

// the messages as the console's error handling words Nexus's answers (capitalized)
test('a silo that does not exist is named as such, not as wrong credentials', () => {
  expect(
    loginErrorMessage('nope', { statusCode: 404, message: 'Not found: silo with name "nope"' }),
  ).toBe('There is no silo named “nope”. Check the sign-in address with whoever gave it to you.')
})

test('a silo without local users says where its users sign in', () => {
  expect(
    loginErrorMessage('corp-sso', {
      statusCode: 404,
      message: 'Not found: identity-provider with name "local"',
    }),
  ).toBe(
    'Silo “corp-sso” signs its users in through its identity provider, not with a password here.',
  )
})

test('wrong credentials ask to check them; anything else is the server’s words', () => {
  expect(
    loginErrorMessage('demo-silo', { statusCode: 401, message: 'Credentials missing or invalid' }),
  ).toBe('Could not sign in. Check the username and password and try again.')
  expect(loginErrorMessage('demo-silo', { statusCode: 429, message: 'Too many requests' })).toBe(
    'Too many requests',
  )
})
