import { router } from './init.ts'
import { babyRouter } from './routers/baby.ts'
import { communityRouter } from './routers/community.ts'
import { cycleRouter } from './routers/cycle.ts'
import { homeRouter } from './routers/home.ts'
import { legalRouter } from './routers/legal.ts'
import { pregnancyRouter } from './routers/pregnancy.ts'
import { formsRouter } from './routers/forms.ts'
import { regionsRouter } from './routers/regions.ts'
import { revocationsRouter } from './routers/revocations.ts'
import { siteRouter } from './routers/site.ts'

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
