import { router } from './init'
import { communityRouter } from './routers/community'
import { homeRouter } from './routers/home'
import { legalRouter } from './routers/legal'
import { regionsRouter } from './routers/regions'
import { siteRouter } from './routers/site'

export const appRouter = router({
  site: siteRouter,
  community: communityRouter,
  regions: regionsRouter,
  home: homeRouter,
  legal: legalRouter,
})

export type AppRouter = typeof appRouter
