import { cycleHubInput } from '../../../core/schemas/cycle'
import { getCyclePage } from '../../cycle/content'
import { cachedProcedure, router } from '../init'

export const cycleRouter = router({
  hub: cachedProcedure.input(cycleHubInput).query(({ input }) => getCyclePage(input.locale)),
})
