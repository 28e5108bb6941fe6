import { clockOf } from '../clock'
import { simError } from '../answers/errors'
import type { SiloRecord, Store } from '../store/types'
import { certificateProblem } from '../formats/x509'

/**
 * The simulated rack's external DNS zone. Nexus names each silo's API and console
 * `<silo>.sys.<zone>` (RFD 357), and a silo's certificates must be valid for that name.
 */
export const EXTERNAL_DNS_ZONE = 'rack.example'

export const siloDnsNames = (silo: Pick<SiloRecord, 'name'>) => [
  `${silo.name}.sys.${EXTERNAL_DNS_ZONE}`,
]

/** Throws Nexus's 400 when the certificate and key would not serve the silo */
export function assertCertificateUsable(
  store: Store,
  silo: Pick<SiloRecord, 'name'>,
  cert: string,
  key: string,
) {
  const problem = certificateProblem(cert, key, siloDnsNames(silo), clockOf(store).now())
  if (problem) throw simError.invalidValue(problem.field, problem.message)
}
