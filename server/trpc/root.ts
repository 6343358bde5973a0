import { router } from './init'
import { regionsRouter } from './routers/regions'
import { siteRouter } from './routers/site'

export const appRouter = router({
  site: siteRouter,
  regions: regionsRouter,
})

export type AppRouter = typeof appRouter
