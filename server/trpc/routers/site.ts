import { publicConfig } from '../../env'
import { publicProcedure, router } from '../init'

export const siteRouter = router({
  config: publicProcedure.query(() => publicConfig()),
})
