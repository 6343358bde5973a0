import { getMonthInput, listMonthsInput } from '../../../core/schemas/baby'
import { getMonth, listMonths } from '../../baby/content'
import { AppError } from '../../errors'
import { cachedProcedure, router } from '../init'

export const babyRouter = router({
  listMonths: cachedProcedure.input(listMonthsInput).query(({ input }) => listMonths(input.locale)),
  getMonth: cachedProcedure.input(getMonthInput).query(async ({ input }) => {
    const month = await getMonth(input)
    if (!month) throw new AppError('NOT_FOUND')
    return month
  }),
})
