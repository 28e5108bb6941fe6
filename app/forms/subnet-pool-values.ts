// The fields a subnet pool's create and edit forms share, and the create's IP version,
// which cannot change later (every member of the pool is of it).
import { z } from 'zod'

import { descriptionSchema, nameSchema } from './schemas'

export const subnetPoolSchema = z.object({ name: nameSchema, description: descriptionSchema })

export const subnetPoolCreateSchema = subnetPoolSchema.extend({ ipVersion: z.enum(['v4', 'v6']) })
