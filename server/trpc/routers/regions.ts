import { REGION_COOKIE, REGION_COOKIE_MAX_AGE } from '../../../core/facts/site.ts'
import { detectRegion, listRegions } from '../../regions/regions.ts'
import { publicProcedure, router } from '../init.ts'

export const regionsRouter = router({
  list: publicProcedure.query(({ ctx }) => listRegions(ctx.request.headers)),
  current: publicProcedure.query(async ({ ctx }) => {
    const { region, fromCookie } = await detectRegion(ctx.request.headers, ctx.cookies.get(REGION_COOKIE))
    if (!fromCookie) {
      ctx.cookies.set(REGION_COOKIE, region, { maxAge: REGION_COOKIE_MAX_AGE })
    }
    return { region }
  }),
})
