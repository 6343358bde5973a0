import { getWeekInput, listWeeksInput } from '../../../core/schemas/pregnancy.ts'
import { getWeek, listWeeks } from '../../pregnancy/weeks.ts'
import { AppError } from '../../errors.ts'
import { cachedProcedure, router } from '../init.ts'

export const pregnancyRouter = router({
  listWeeks: cachedProcedure.input(listWeeksInput).query(({ input }) => listWeeks(input.locale)),
  getWeek: cachedProcedure.input(getWeekInput).query(async ({ input }) => {
    const week = await getWeek(input)
    if (!week) throw new AppError('NOT_FOUND')
    return week
  }),
})
