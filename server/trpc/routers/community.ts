import {
  SEARCH_QUERY_MAX,
  getBySlugInput,
  listPostsInput,
  localeOnlyInput,
  searchInput,
} from '../../../core/schemas/community.ts'
import * as m from '../../../core/paraglide/messages.js'
import { InvalidCursorError } from '../../community/cursor.ts'
import { getExpert, listExperts } from '../../community/experts.ts'
import { listGroups } from '../../community/groups.ts'
import { getPost, listPosts } from '../../community/posts.ts'
import { searchPosts } from '../../community/search.ts'
import { AppError } from '../../errors.ts'
import { cachedProcedure, router } from '../init.ts'

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
