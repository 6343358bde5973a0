// The page behind the e-mailed deletion link asks what the token stands for; it never confirms
// (the page's button does, by POST to /api/revocations/confirm).
import { z } from 'zod'
import { TOKEN_MAX_LENGTH } from '../../../core/schemas/revocation-status.ts'
import { db } from '../../db/client.ts'
import { revocationTokenState } from '../../forms/revocations.ts'
import { publicProcedure, router } from '../init.ts'

export const revocationsRouter = router({
  tokenState: publicProcedure
    .input(z.object({ token: z.string().max(TOKEN_MAX_LENGTH) }))
    .query(async ({ input }) => ({ state: (await revocationTokenState(await db(), input.token)).state })),
})
