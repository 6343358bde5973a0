import {
  SEARCH_QUERY_MAX,
  getBySlugInput,
  listPostsInput,
  localeOnlyInput,
  searchInput,
} from '../../../core/schemas/community'
import * as m from '../../../core/paraglide/messages'
import { InvalidCursorError } from '../../community/cursor'
import { getExpert, listExperts } from '../../community/experts'
import { listGroups } from '../../community/groups'
import { getPost, listPosts } from '../../community/posts'
import { searchPosts } from '../../community/search'
import { AppError } from '../../errors'
import { cachedProcedure, router } from '../init'

function orNotFound<T>(value: T | null): T {
  if (value === null) throw new AppError('NOT_FOUND')
  return value
}

export const communityRouter = router({
  listPosts: cachedProcedure.input(listPostsInput).query(async ({ input }) => {
    try {
      return await listPosts(input)
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new AppError('INVALID_CURSOR', { cause: error })
      throw error
    }
  }),
  getPost: cachedProcedure.input(getBySlugInput).query(async ({ input }) => orNotFound(await getPost(input))),
  listExperts: cachedProcedure.input(localeOnlyInput).query(({ input }) => listExperts(input.locale)),
  getExpert: cachedProcedure
    .input(getBySlugInput)
    .query(async ({ input }) => orNotFound(await getExpert(input))),
  listGroups: cachedProcedure.input(localeOnlyInput).query(({ input }) => listGroups(input.locale)),
  search: cachedProcedure
    // The search box's limits, which "this request is not valid" would not say.
    .meta({ inputMessages: { q: (locale) => m.error_bad_search({ max: SEARCH_QUERY_MAX }, { locale }) } })
    .input(searchInput)
    .query(({ input }) => searchPosts(input)),
})
