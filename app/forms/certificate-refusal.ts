// Nexus names the part of a new certificate it refuses (`unsupported value for
// "certificate": …` or `"private-key"`), so the refusal can go on that file's field, where
// the admin's eyes and focus are, rather than below the whole form.
import type { ApiError } from '~/api/errors'
import { capitalize } from '~/api/errors'

export type CertificateRefusal = { field: 'cert' | 'key'; message: string }

// anchored, one pass; OpenSSL's own reasons may follow on further lines
const REFUSAL = /^unsupported value for "(certificate|private-key)": ([\s\S]+)$/i

/** The field an API error is about and what Nexus said, or null for any other error */
export function certificateRefusal(error: ApiError | null): CertificateRefusal | null {
  if (error?.errorCode !== 'InvalidValue') return null
  const match = REFUSAL.exec(error.message)
  if (!match) return null
  return {
    field: match[1].toLowerCase() === 'certificate' ? 'cert' : 'key',
    message: capitalize(match[2]),
  }
}
