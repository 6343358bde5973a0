import { router } from './init'
import { communityRouter } from './routers/community'
import { formsRouter } from './routers/forms'
import { regionsRouter } from './routers/regions'
import { siteRouter } from './routers/site'

export const appRouter = router({
  site: siteRouter,
  community: communityRouter,
  regions: regionsRouter,
  forms: formsRouter,
})

export type AppRouter = typeof appRouter
