// JSON-LD of a week page (schema.org MedicalWebPage): who reviewed it and when, what it is about.
import { type Locale, languageTags } from '@core/i18n/locales'
import type { WeekView } from '@core/pregnancy/views'
import { absoluteUrl } from '../../lib/seo'

export function medicalWebPage(
  siteUrl: string,
  locale: Locale,
  week: Pick<WeekView, 'week' | 'title' | 'summary' | 'reviewedOn' | 'reviewer'>,
  labels: { about: string },
  breadcrumb: Record<string, unknown>,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, `/pregnancy/week-${week.week}`, locale)
  return {
    '@type': 'MedicalWebPage',
    url,
    name: week.title,
    description: week.summary,
    inLanguage: languageTags[locale],
    about: { '@type': 'MedicalCondition', name: labels.about },
    audience: 'https://schema.org/Patient',
    lastReviewed: week.reviewedOn,
    reviewedBy: {
      '@type': 'Person',
      name: week.reviewer.name,
      url: absoluteUrl(siteUrl, `/community/experts/${week.reviewer.slug}`, locale),
      jobTitle: week.reviewer.speciality,
    },
    breadcrumb,
  }
}
