// JSON-LD of a week page or the cycle hub (schema.org MedicalWebPage): who reviewed it and when,
// what it is about, the guidance it cites, and when it last changed (a correction) apart from its
// review.
import { type Locale, languageTags } from '@core/i18n/locales'
import type { WeekReviewer, WeekView } from '@core/pregnancy/views'
import { absoluteUrl } from '~/lib/seo'

export function medicalWebPage(
  siteUrl: string,
  locale: Locale,
  week: Pick<
    WeekView,
    'week' | 'title' | 'summary' | 'reviewedOn' | 'dateModified' | 'reviewer' | 'coReviewer' | 'sources'
  >,
  labels: { about: string },
  breadcrumb: Record<string, unknown>,
): Record<string, unknown> {
  return medicalWebPageAt(siteUrl, locale, `/pregnancy/week-${week.week}`, week, labels, breadcrumb)
}

/** Any reviewed health page at its canonical (English) path: the week pages, the cycle hub. */
export function medicalWebPageAt(
  siteUrl: string,
  locale: Locale,
  path: string,
  week: Pick<WeekView, 'title' | 'summary' | 'reviewedOn' | 'dateModified' | 'reviewer' | 'sources'> & {
    coReviewer?: WeekReviewer | null
  },
  labels: { about: string },
  breadcrumb: Record<string, unknown>,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, path, locale)
  const person = (reviewer: WeekReviewer) => ({
    '@type': 'Person',
    name: reviewer.name,
    url: absoluteUrl(siteUrl, `/community/experts/${reviewer.slug}`, locale),
    jobTitle: reviewer.speciality,
  })
  return {
    '@type': 'MedicalWebPage',
    url,
    name: week.title,
    description: week.summary,
    inLanguage: languageTags[locale],
    about: { '@type': 'MedicalCondition', name: labels.about },
    audience: 'https://schema.org/Patient',
    lastReviewed: week.reviewedOn,
    dateModified: week.dateModified,
    reviewedBy: week.coReviewer ? [person(week.reviewer), person(week.coReviewer)] : person(week.reviewer),
    citation: week.sources.map((source) => ({
      '@type': 'CreativeWork',
      name: source.title,
      url: source.url,
      publisher: { '@type': 'Organization', name: source.publisher },
    })),
    breadcrumb,
  }
}
