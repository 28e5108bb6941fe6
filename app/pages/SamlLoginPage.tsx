import { clsx } from 'clsx'
import { useParams, useSearchParams } from 'react-router-dom'

import { buttonClass } from '~/ui/Button'
import { safeRedirect } from '~/util/login-redirect'

/**
 * SAML sign-in (spec section 2). The button is a plain link to Nexus's
 * `/login/{silo}/saml/{provider}/redirect`, which answers with a redirect to the identity
 * provider; the provider later posts its answer to `/login/{silo}/saml/{provider}` (the
 * ACS), never this page. A full page load, not a router navigation: the server answers it.
 */
export default function SamlLoginPage() {
  const { silo = '', provider = '' } = useParams()
  const [searchParams] = useSearchParams()
  const redirectUri = safeRedirect(searchParams.get('redirect_uri'))
  const href = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?${new URLSearchParams({ redirect_uri: redirectUri })}`
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-default">Sign in</h1>
        <p className="mt-1 text-sm text-secondary">
          to silo <span className="font-mono text-default">{silo}</span>
        </p>
      </div>
      <p className="text-sm text-secondary">
        This silo&apos;s users sign in with their organization&apos;s identity provider, which sends
        them back here once they are signed in.
      </p>
      <a href={href} className={clsx(buttonClass(), 'w-full')}>
        Sign in with {provider}
      </a>
    </div>
  )
}
