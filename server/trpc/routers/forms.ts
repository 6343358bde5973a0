// The three visitor forms: the shared schema validates (400 with field errors), then the form's
// server function does the rest (server/forms/).
import { bookCallInput, dataRevocationInput, mediaKitInput } from '../../../core/schemas/forms.ts'
import { submitPartnerLead } from '../../forms/partner-leads.ts'
import { requestDataRevocation } from '../../forms/revocation-request.ts'
import { publicProcedure, router } from '../init.ts'

export const formsRouter = router({
  bookCall: publicProcedure
    .input(bookCallInput)
    .mutation(({ input, ctx }) => submitPartnerLead({ kind: 'book_a_call', ...input }, ctx)),
  mediaKit: publicProcedure
    .input(mediaKitInput)
    .mutation(({ input, ctx }) => submitPartnerLead({ kind: 'get_media_kit', ...input }, ctx)),
  dataRevocation: publicProcedure
    .input(dataRevocationInput)
    .mutation(({ input, ctx }) => requestDataRevocation(input, ctx)),
})
