// The fields an IP pool's create and edit forms share.
import { z } from 'zod'

import { descriptionSchema, nameSchema } from './schemas'

export const ipPoolSchema = z.object({ name: nameSchema, description: descriptionSchema })
