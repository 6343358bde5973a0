import { TRPCError } from '@trpc/server'
import { getMonthInput, listMonthsInput } from '../../../core/schemas/baby'
import { getMonth, listMonths } from '../../baby/content'
import { cachedProcedure, router } from '../init'

export const babyRouter = router({
  listMonths: cachedProcedure.input(listMonthsInput).query(({ input }) => listMonths(input.locale)),
  getMonth: cachedProcedure.input(getMonthInput).query(async ({ input }) => {
    const month = await getMonth(input)
    if (!month) throw new TRPCError({ code: 'NOT_FOUND', message: 'Month not found' })
    return month
  }),
})
