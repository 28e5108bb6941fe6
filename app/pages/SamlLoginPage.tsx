import { useParams, useSearchParams } from 'react-router'

import { safeRedirect } from '~/util/login-redirect'

/**
 * SAML sign-in hands the browser to the identity provider: a plain form POST to
 * `/login/{silo}/saml/{provider}`, which answers with a redirect to the provider.
 */
export default function SamlLoginPage() {
  const { silo = '', provider = '' } = useParams()
  const [searchParams] = useSearchParams()
  const redirectUri = safeRedirect(searchParams.get('redirect_uri'))
  const action = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}?redirect_uri=${encodeURIComponent(redirectUri)}`
  return (
    <form method="post" action={action} className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-default">Sign in</h1>
        <p className="mt-1 text-sm text-secondary">
          to silo <span className="font-mono text-default">{silo}</span> with{' '}
          <span className="font-mono text-default">{provider}</span>
        </p>
      </div>
      <button
        type="submit"
        className="h-9 rounded-md bg-accent text-sm font-medium text-inverse hover:bg-accent-hover"
      >
        Sign in with {provider}
      </button>
    </form>
  )
}
