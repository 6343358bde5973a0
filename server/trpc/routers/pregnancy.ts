import { getWeekInput, listWeeksInput } from '../../../core/schemas/pregnancy'
import { getWeek, listWeeks } from '../../pregnancy/weeks'
import { AppError } from '../../errors'
import { cachedProcedure, router } from '../init'

export const pregnancyRouter = router({
  listWeeks: cachedProcedure.input(listWeeksInput).query(({ input }) => listWeeks(input.locale)),
  getWeek: cachedProcedure.input(getWeekInput).query(async ({ input }) => {
    const week = await getWeek(input)
    if (!week) throw new AppError('NOT_FOUND')
    return week
  }),
})
