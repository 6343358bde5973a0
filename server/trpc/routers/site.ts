import { publicConfig } from '../../env'
import { router, sharedProcedure } from '../init'

export const siteRouter = router({
  config: sharedProcedure.query(() => publicConfig()),
})
