// Inputs of the baby procedures, shared by the browser and the server.
import { z } from './zod.ts'
import { FIRST_MONTH, LAST_MONTH } from '../baby/months.ts'
import { localeInput } from './community.ts'

export const listMonthsInput = z.object({ locale: localeInput })
export const getMonthInput = z.object({
  locale: localeInput,
  month: z.number().int().min(FIRST_MONTH).max(LAST_MONTH),
})
