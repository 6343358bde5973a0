import { getMonthInput, listMonthsInput } from '../../../core/schemas/baby.ts'
import { getMonth, listMonths } from '../../baby/content.ts'
import { AppError } from '../../errors.ts'
import { cachedProcedure, router } from '../init.ts'

export const babyRouter = router({
  listMonths: cachedProcedure.input(listMonthsInput).query(({ input }) => listMonths(input.locale)),
  getMonth: cachedProcedure.input(getMonthInput).query(async ({ input }) => {
    const month = await getMonth(input)
    if (!month) throw new AppError('NOT_FOUND')
    return month
  }),
})
