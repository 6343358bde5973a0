// Locale-aware formatting for the community pages. Dates are formatted in UTC so that the
// server's and the browser's renderings are identical (no hydration mismatch across time zones).
import { dateFormat, numberFormat, pluralRules } from '../../lib/format'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}

export function formatDate(iso: string, locale: Locale = currentLocale()): string {
  return dateFormat(locale, dateOptions).format(new Date(iso))
}

export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return numberFormat(locale).format(value)
}

function pluralOf(count: number, locale: Locale): 'one' | 'other' {
  return pluralRules(locale).select(count) === 'one' ? 'one' : 'other'
}

export function commentsLabel(count: number, locale: Locale = currentLocale()): string {
  if (count === 0) return m.community_comments_none()
  return pluralOf(count, locale) === 'one'
    ? m.community_comments_one()
    : m.community_comments_other({ count: formatNumber(count, locale) })
}

export function membersLabel(count: number, locale: Locale = currentLocale()): string {
  return pluralOf(count, locale) === 'one'
    ? m.community_members_one()
    : m.community_members_other({ count: formatNumber(count, locale) })
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

/** A post body (plain text) as paragraphs: split on blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

export function postTitle(title: string): string {
  return title.trim() || m.community_untitled()
}

export function authorName(name: string | null): string {
  return name?.trim() || m.community_anonymous()
}
