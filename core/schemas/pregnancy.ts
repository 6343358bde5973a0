// Inputs of the pregnancy procedures, shared by the browser and the server.
import { z } from './zod.ts'
import { FIRST_WEEK, LAST_WEEK } from '../pregnancy/weeks.ts'
import { localeInput } from './community.ts'

export const listWeeksInput = z.object({ locale: localeInput })
export const getWeekInput = z.object({
  locale: localeInput,
  week: z.number().int().min(FIRST_WEEK).max(LAST_WEEK),
})
