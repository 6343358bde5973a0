import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SEARCH_QUERY_MAX } from '@core/schemas/community-limits'
import * as m from '@core/paraglide/messages'
import { localizedHref } from '@core/i18n/localized-href'
import { Icon } from '~/components/ui/Icon'
import { search } from '~/components/ui/icons/search'
import { searchButton } from '~/components/ui/buttons'

/** A GET form to the search page: works without JavaScript, navigates in place with it. */
export function SearchForm({
  defaultValue = '',
  autoFocus = false,
}: {
  defaultValue?: string
  autoFocus?: boolean
}) {
  const navigate = useNavigate()
  const id = useId()
  return (
    <search className="block w-full max-w-xl">
      <form
        method="get"
        action={localizedHref('/community/search')}
        className="flex w-full items-stretch gap-2 rounded-full border border-slate-300 bg-white p-1.5 shadow-sm focus-within:border-violet-600 focus-within:ring-2 focus-within:ring-violet-600/30"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          void navigate({ to: '/community/search', search: q ? { q } : {} })
        }}
        data-testid="search-form"
      >
        <label htmlFor={id} className="sr-only">
          {m.community_search_label()}
        </label>
        <span className="flex items-center ps-3 text-slate-500">
          <Icon shape={search} className="h-5 w-5" />
        </span>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={m.community_search_placeholder()}
          // biome-ignore lint/a11y/noAutofocus: the search page's only task is this field
          autoFocus={autoFocus}
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <button type="submit" className={searchButton}>
          {m.community_search_submit()}
        </button>
      </form>
    </search>
  )
}
