import { z } from 'zod'
import { localeInput } from '../../../core/schemas/community.ts'
import { legalSlugs } from '../../../core/facts/legal.ts'
import { policySlugs } from '../../../core/facts/policies.ts'
import { declareContentKeys } from '../../cache/surrogate-keys.ts'
import { getLegalDocument, getPolicyDocument } from '../../legal/documents.ts'
import { AppError } from '../../errors.ts'
import { cachedProcedure, router } from '../init.ts'

export const legalDocumentInput = z.object({ slug: z.enum(legalSlugs), locale: localeInput })
export const policyInput = z.object({ slug: z.enum(policySlugs), locale: localeInput })

export const legalRouter = router({
  document: cachedProcedure.input(legalDocumentInput).query(({ input }) => {
    declareContentKeys(`document:${input.slug}`)
    const document = getLegalDocument(input.slug, input.locale)
    if (!document) throw new AppError('NOT_FOUND')
    return document
  }),
  /** The editorial policy and the community guidelines, rendered like the legal documents. */
  policy: cachedProcedure.input(policyInput).query(({ input }) => {
    declareContentKeys(`document:${input.slug}`)
    const document = getPolicyDocument(input.slug, input.locale)
    if (!document) throw new AppError('NOT_FOUND')
    return document
  }),
})
