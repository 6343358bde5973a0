import { TRPCError } from '@trpc/server'
import { getWeekInput, listWeeksInput } from '../../../core/schemas/pregnancy'
import { getWeek, listWeeks } from '../../pregnancy/weeks'
import { cachedProcedure, router } from '../init'

export const pregnancyRouter = router({
  listWeeks: cachedProcedure.input(listWeeksInput).query(({ input }) => listWeeks(input.locale)),
  getWeek: cachedProcedure.input(getWeekInput).query(async ({ input }) => {
    const week = await getWeek(input)
    if (!week) throw new TRPCError({ code: 'NOT_FOUND', message: 'Week not found' })
    return week
  }),
})
