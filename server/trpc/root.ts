import { router } from './init'
import { communityRouter } from './routers/community'
import { regionsRouter } from './routers/regions'
import { siteRouter } from './routers/site'

export const appRouter = router({
  site: siteRouter,
  community: communityRouter,
  regions: regionsRouter,
})

export type AppRouter = typeof appRouter
