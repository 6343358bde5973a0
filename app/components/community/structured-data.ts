// JSON-LD for the community pages (schema.org). URLs are absolute and localized; pageHead adds
// the @context and escapes `<` so that no text in here can close the script element.
import { type Locale, languageTags } from '@core/i18n/locales'
import { absoluteUrl } from '~/lib/seo'
import { breadcrumbList } from '~/lib/structured-data'
import * as m from '@core/paraglide/messages'

/** Home › Community (› the page): the trail of every community page. */
export function communityBreadcrumbs(
  siteUrl: string,
  locale: Locale,
  page?: { name: string; path: string },
): Record<string, unknown> {
  return breadcrumbList(siteUrl, locale, [
    { name: m.nav_home(), path: '/' },
    { name: m.nav_community(), path: '/community' },
    ...(page ? [page] : []),
  ])
}

interface LdAuthor {
  name: string | null
  expertSlug: string | null
}

function person(siteUrl: string, locale: Locale, author: LdAuthor, anonymous: string) {
  return {
    '@type': 'Person',
    name: author.name ?? anonymous,
    ...(author.expertSlug
      ? { url: absoluteUrl(siteUrl, `/community/experts/${author.expertSlug}`, locale) }
      : {}),
  }
}

export function discussionPage(
  siteUrl: string,
  post: {
    slug: string
    locale: Locale
    title: string
    body: string
    createdAt: string
    author: LdAuthor
    commentCount: number
    comments: Array<{ body: string; createdAt: string; author: LdAuthor }>
  },
  labels: { anonymous: string; pageName: string },
  breadcrumb: Record<string, unknown>,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, `/community/posts/${post.slug}`, post.locale)
  return {
    '@type': 'WebPage',
    url,
    name: labels.pageName,
    inLanguage: languageTags[post.locale],
    breadcrumb,
    mainEntity: {
      '@type': 'DiscussionForumPosting',
      '@id': `${url}#post`,
      url,
      ...(post.title ? { headline: post.title } : {}),
      text: post.body,
      inLanguage: languageTags[post.locale],
      datePublished: post.createdAt,
      author: person(siteUrl, post.locale, post.author, labels.anonymous),
      commentCount: post.commentCount,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: post.commentCount,
      },
      comment: post.comments.map((comment) => ({
        '@type': 'Comment',
        text: comment.body,
        datePublished: comment.createdAt,
        author: person(siteUrl, post.locale, comment.author, labels.anonymous),
      })),
    },
  }
}

export function profilePage(
  siteUrl: string,
  locale: Locale,
  expert: {
    slug: string
    name: string
    speciality: string
    bio: string
    credentials: string
    avatarUrl: string
  },
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, `/community/experts/${expert.slug}`, locale)
  return {
    '@type': 'ProfilePage',
    url,
    inLanguage: languageTags[locale],
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: expert.name,
      jobTitle: expert.speciality,
      description: expert.bio.split(/\n\s*\n/)[0] ?? expert.bio,
      hasCredential: { '@type': 'EducationalOccupationalCredential', name: expert.credentials },
      image: expert.avatarUrl.startsWith('http') ? expert.avatarUrl : `${siteUrl}${expert.avatarUrl}`,
      url,
    },
  }
}
