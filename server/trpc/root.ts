import { router } from './init'
import { babyRouter } from './routers/baby'
import { communityRouter } from './routers/community'
import { cycleRouter } from './routers/cycle'
import { homeRouter } from './routers/home'
import { legalRouter } from './routers/legal'
import { pregnancyRouter } from './routers/pregnancy'
import { formsRouter } from './routers/forms'
import { regionsRouter } from './routers/regions'
import { revocationsRouter } from './routers/revocations'
import { siteRouter } from './routers/site'

export const appRouter = router({
  site: siteRouter,
  community: communityRouter,
  regions: regionsRouter,
  home: homeRouter,
  legal: legalRouter,
  pregnancy: pregnancyRouter,
  cycle: cycleRouter,
  baby: babyRouter,
  forms: formsRouter,
  revocations: revocationsRouter,
})

export type AppRouter = typeof appRouter
