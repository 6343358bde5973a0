// The community pages' own words: comment counts, languages, stages, titles and author names.
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { formatNumber, pluralOf } from '~/lib/text-format'

export function commentsLabel(count: number, locale: Locale = currentLocale()): string {
  if (count === 0) return m.community_comments_none()
  return pluralOf(count, locale) === 'one'
    ? m.community_comments_one()
    : m.community_comments_other({ count: formatNumber(count, locale) })
}

export function languageName(locale: Locale): string {
  return { en: m.community_language_en, es: m.community_language_es, pt: m.community_language_pt }[locale]()
}

export function stageLabel(stage: 'trying' | 'pregnant' | 'post_partum'): string {
  return {
    trying: m.community_stage_trying,
    pregnant: m.community_stage_pregnant,
    post_partum: m.community_stage_post_partum,
  }[stage]()
}

export function postTitle(title: string): string {
  return title.trim() || m.community_untitled()
}

export function authorName(name: string | null): string {
  return name?.trim() || m.community_anonymous()
}
