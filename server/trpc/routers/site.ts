import { publicConfig } from '../../env.ts'
import { router, sharedProcedure } from '../init.ts'

export const siteRouter = router({
  config: sharedProcedure.query(() => publicConfig()),
})
