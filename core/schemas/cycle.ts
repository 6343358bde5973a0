// Input of the cycle hub's procedure, shared by the browser and the server.
import { z } from './zod'
import { localeInput } from './community'

export const cycleHubInput = z.object({ locale: localeInput })
