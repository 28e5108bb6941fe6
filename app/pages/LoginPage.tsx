import { useId, useState, type FormEvent } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'

import { api, callApi } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { FieldLabel } from '~/ui/FieldLabel'
import { TextInput } from '~/ui/TextInput'
import { safeRedirect } from '~/util/login-redirect'

import { loginErrorMessage } from './login-error'

/** Local sign-in (spec section 2). A refusal keeps what was typed and says which wrong it was. */
export default function LoginPage() {
  const { silo = '' } = useParams()
  const [searchParams] = useSearchParams()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const ids = { user: useId(), pass: useId(), error: useId() }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setPending(true)
    setError(null)
    try {
      await callApi(api.loginLocal, { path: { siloName: silo }, body: { username, password } })
      // a full load starts the console fresh for the user who just signed in
      window.location.assign(safeRedirect(searchParams.get('redirect_uri')))
    } catch (err) {
      setError(loginErrorMessage(silo, err as ApiError))
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={error ? ids.error : undefined}
    >
      <div>
        {/* the product's name, as the README and the window title give it */}
        <p className="mb-3 text-xs font-semibold tracking-widest text-accent uppercase">
          Rack Console
        </p>
        <h1 className="text-xl font-semibold text-default">Sign in</h1>
        <p className="mt-1 text-sm text-secondary">
          to silo <span className="font-mono text-default">{silo}</span>
        </p>
      </div>
      {error && <ErrorMessage id={ids.error}>{error}</ErrorMessage>}
      <div>
        <FieldLabel htmlFor={ids.user}>Username</FieldLabel>
        <TextInput
          id={ids.user}
          name="username"
          autoComplete="username"
          required
          // the page exists to be typed into; nothing precedes the field
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={!!error}
        />
      </div>
      <div>
        <FieldLabel htmlFor={ids.pass}>Password</FieldLabel>
        <TextInput
          id={ids.pass}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!error}
        />
      </div>
      <Button type="submit" loading={pending} className="w-full">
        Sign in
      </Button>
    </form>
  )
}
