// The fields an IP pool's create and edit forms share.
import { z } from 'zod'

import { descriptionSchema, nameSchema } from './schemas'

export const ipPoolSchema = z.object({ name: nameSchema, description: descriptionSchema })

/** A new pool's fields: those it shares with the edit, and its IP version and type */
export const ipPoolCreateSchema = ipPoolSchema.extend({
  ipVersion: z.enum(['v4', 'v6']),
  poolType: z.enum(['unicast', 'multicast']),
})
