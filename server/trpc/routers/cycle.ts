import { cycleHubInput } from '../../../core/schemas/cycle.ts'
import { getCyclePage } from '../../cycle/content.ts'
import { cachedProcedure, router } from '../init.ts'

export const cycleRouter = router({
  hub: cachedProcedure.input(cycleHubInput).query(({ input }) => getCyclePage(input.locale)),
})
