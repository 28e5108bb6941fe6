import type { SiloQuotasRecord } from '../store/types'
import { defaultSilo, samlSilo } from './silos'

const GiB = 1024 ** 3

// Generous enough that demos never hit them; tests that want the 507 lower them
export const siloQuotas: SiloQuotasRecord[] = [
  {
    id: 'fd5c2f5c-d1fd-4aec-90b0-92bb2814773d',
    silo_id: defaultSilo.id,
    cpus: 96,
    memory: 512 * GiB,
    storage: 10 * 1024 * GiB,
  },
  {
    id: '0b6f3c1e-9d42-4a87-8e5b-c4f1a7d2e690',
    silo_id: samlSilo.id,
    cpus: 32,
    memory: 128 * GiB,
    storage: 2 * 1024 * GiB,
  },
]
