import { TRPCError } from '@trpc/server'
import { getBySlugInput, listPostsInput, localeOnlyInput, searchInput } from '../../../core/schemas/community'
import { InvalidCursorError } from '../../community/cursor'
import { getExpert, listExperts } from '../../community/experts'
import { listGroups } from '../../community/groups'
import { getPost, listPosts } from '../../community/posts'
import { searchPosts } from '../../community/search'
import * as m from '../../../core/paraglide/messages'
import { badRequest, cachedProcedure, router } from '../init'

function orNotFound<T>(value: T | null, what: string): T {
  if (value === null) throw new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` })
  return value
}

export const communityRouter = router({
  listPosts: cachedProcedure.input(listPostsInput).query(async ({ input }) => {
    try {
      return await listPosts(input)
    } catch (error) {
      if (error instanceof InvalidCursorError)
        throw badRequest(m.error_bad_cursor({}, { locale: input.locale }))
      throw error
    }
  }),
  getPost: cachedProcedure
    .input(getBySlugInput)
    .query(async ({ input }) => orNotFound(await getPost(input), 'Post')),
  listExperts: cachedProcedure.input(localeOnlyInput).query(({ input }) => listExperts(input.locale)),
  getExpert: cachedProcedure
    .input(getBySlugInput)
    .query(async ({ input }) => orNotFound(await getExpert(input), 'Expert')),
  listGroups: cachedProcedure.input(localeOnlyInput).query(({ input }) => listGroups(input.locale)),
  search: cachedProcedure.input(searchInput).query(({ input }) => searchPosts(input)),
})
