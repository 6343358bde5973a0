// Input of the cycle hub's procedure, shared by the browser and the server.
import { z } from './zod.ts'
import { localeInput } from './community.ts'

export const cycleHubInput = z.object({ locale: localeInput })
