// The community pages in every locale (both widths through the projects): content, fallbacks,
// role badges, structured data, 404s and accessibility.
import {
  breadcrumbsIn,
  cmsg,
  expectNoAxeViolations,
  fixturesFor,
  formatDate,
  jsonLd,
  languageTags,
  paths,
  seed,
  seedExperts,
  trpcQuery,
  waitForHydration,
  expectGetAppDialogClosesWithEscape,
} from './community-helpers'
import { type Locale, expect, locales, msg, test, oneWidth } from './fixtures'

const siteName = 'Nestwell'
const others = (locale: Locale) => locales.filter((l) => l !== locale)

for (const locale of locales) {
  test.describe(`community in ${locale}`, () => {
    test('index: latest posts, experts, groups by stage and search box', async ({ page, request }) => {
      const response = await page.goto(paths.index(locale))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        msg(locale, 'page_community_heading', { siteName }),
      )
      await expect(page.locator('h1')).toHaveCount(1)

      const first = await trpcQuery(request, 'community.listPosts', { locale, limit: 12 })
      const cards = page.getByTestId('post-card')
      await expect(cards).toHaveCount(12)
      for (const [index, post] of first.items.entries()) {
        const card = cards.nth(index)
        await expect(card.getByTestId('post-link')).toHaveText(
          post.title || cmsg(locale, 'community_untitled'),
        )
        await expect(card.getByTestId('post-link')).toHaveAttribute('href', paths.post(locale, post.slug))
      }

      const experts = page.getByTestId('experts').getByRole('link')
      await expect(experts).toHaveCount(seedExperts.length)
      for (const [index, expert] of seedExperts.entries()) {
        await expect(experts.nth(index)).toHaveText(expert.name)
        await expect(experts.nth(index)).toHaveAttribute('href', paths.expert(locale, expert.slug))
      }

      const groups = await trpcQuery(request, 'community.listGroups', { locale })
      for (const stage of ['trying', 'pregnant', 'post_partum'] as const) {
        const column = page.getByTestId(`stage-${stage}`)
        await expect(column.getByRole('heading').first()).toHaveText(cmsg(locale, `community_stage_${stage}`))
        const expected = groups.filter((g: { stage: string }) => g.stage === stage)
        await expect(column.getByTestId('group')).toHaveCount(expected.length)
        for (const [index, group] of expected.entries()) {
          const item = column.getByTestId('group').nth(index)
          await expect(item).toContainText(group.name)
          await expect(item.getByTestId(`visibility-${group.visibility}`)).toHaveText(
            cmsg(locale, `community_group_${group.visibility}`),
          )
          const members = new Intl.NumberFormat(languageTags[locale]).format(group.members)
          await expect(item).toContainText(cmsg(locale, 'community_members_other', { count: members }))
        }
      }
      await expect(page.getByTestId('visibility-private').first()).toBeVisible()
      await expect(page.getByTestId('visibility-public').first()).toBeVisible()

      const search = page.getByRole('searchbox', { name: cmsg(locale, 'community_search_label') })
      await expect(search).toBeVisible()
      await expect(page.getByTestId('search-form')).toHaveAttribute('action', paths.search(locale))

      const breadcrumbs = breadcrumbsIn(await jsonLd(page))
      expect(breadcrumbs).toHaveLength(1)
      expect(breadcrumbs[0]!.itemListElement.at(-1).item).toMatch(new RegExp(`${paths.index(locale)}$`))
      await expectNoAxeViolations(page)
    })

    test('post page: title, author, badges, body, comments, related and structured data', async ({
      page,
      request,
    }) => {
      const seeded = fixturesFor(locale).badges
      const post = await trpcQuery(request, 'community.getPost', { slug: seeded.slug, locale })
      await page.goto(paths.post(locale, seeded.slug))
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
      const article = page.getByTestId('post')
      await expect(article).toHaveAttribute('lang', languageTags[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        seeded.title || cmsg(locale, 'community_untitled'),
      )
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(article.getByTestId('author-name').first()).toHaveText(
        post.author.name ?? cmsg(locale, 'community_anonymous'),
      )
      await expect(article.locator('time').first()).toHaveText(formatDate(post.createdAt, locale))

      // Body: one paragraph per blank-line-separated block, shown as text.
      const paragraphs = seeded.body.split(/\n\s*\n/).map((p) => p.trim())
      await expect(page.getByTestId('post-body').locator('p')).toHaveText(paragraphs)

      const comments = page.getByTestId('comment')
      await expect(comments).toHaveCount(seeded.comments.length)
      for (const [index, comment] of post.comments.entries()) {
        await expect(comments.nth(index)).toContainText(comment.body.split('\n')[0])
        await expect(comments.nth(index).locator('time')).toHaveText(formatDate(comment.createdAt, locale))
      }
      // Experts' names link to their page and carry the expert badge; moderators have theirs.
      const expertComment = comments.filter({ has: page.getByTestId('badge-expert') }).first()
      await expect(expertComment.getByTestId('badge-expert')).toHaveText(
        cmsg(locale, 'community_badge_expert'),
      )
      const expertSlug = post.comments.find((c: { author: { role: string } }) => c.author.role === 'expert')
        .author.expertSlug
      await expect(expertComment.getByRole('link').first()).toHaveAttribute(
        'href',
        paths.expert(locale, expertSlug),
      )
      await expect(comments.getByTestId('badge-moderator').first()).toHaveText(
        cmsg(locale, 'community_badge_moderator'),
      )

      await expect(page.getByTestId('add-comment')).toHaveText(cmsg(locale, 'community_post_add_comment'))
      const related = page.getByTestId('related-posts').getByTestId('post-card')
      await expect(related).toHaveCount(post.related.length)
      expect(post.related.length).toBeGreaterThan(0)
      await expect(related.first().getByTestId('post-link')).toHaveAttribute(
        'href',
        paths.post(locale, post.related[0].slug),
      )

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${paths.post(locale, seeded.slug)}$`),
      )
      const data = await jsonLd(page)
      const webPage = data.find((d) => d['@type'] === 'WebPage')!
      expect(webPage.mainEntity['@type']).toBe('DiscussionForumPosting')
      expect(webPage.mainEntity.text).toBe(seeded.body)
      expect(webPage.mainEntity.inLanguage).toBe(languageTags[locale])
      expect(webPage.mainEntity.comment).toHaveLength(seeded.comments.length)
      expect(webPage.mainEntity.comment[0]['@type']).toBe('Comment')
      expect(webPage.mainEntity.commentCount).toBe(seeded.comments.length)
      expect(breadcrumbsIn(data)).toHaveLength(1)
      await expectNoAxeViolations(page)
    })

    test('fallbacks: no title, no author, no avatar', oneWidth, async ({ page }) => {
      const { untitled, anonymous, noAvatar } = fixturesFor(locale)

      await page.goto(paths.post(locale, untitled.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsg(locale, 'community_untitled'))
      await expect(page).toHaveTitle(`${cmsg(locale, 'community_untitled')} | ${siteName}`)

      await page.goto(paths.post(locale, anonymous.slug))
      const article = page.getByTestId('post')
      await expect(article.getByTestId('author-name')).toHaveText(cmsg(locale, 'community_anonymous'))
      await expect(article.getByTestId('avatar')).toHaveAttribute('src', '/images/default-avatar.svg')

      await page.goto(paths.post(locale, noAvatar.slug))
      const name = seed[locale].authors.find((a) => a.key === noAvatar.authorKey)!.name
      await expect(page.getByTestId('post').getByTestId('author-name')).toHaveText(name)
      await expect(page.getByTestId('post').getByTestId('avatar')).toHaveAttribute(
        'src',
        '/images/default-avatar.svg',
      )
      // The default avatar image itself is served.
      const avatar = await page.request.get('/images/default-avatar.svg')
      expect(avatar.status()).toBe(200)

      // On the index, the fallbacks show in the cards too (as many as the first page holds).
      const first = await trpcQuery(page.request, 'community.listPosts', { locale, limit: 12 })
      await page.goto(paths.index(locale))
      const cards = page.getByTestId('post-card')
      const untitledCount = first.items.filter((p: { title: string }) => p.title === '').length
      const anonymousCount = first.items.filter(
        (p: { author: { name: string | null } }) => !p.author.name,
      ).length
      await expect(cards.getByText(cmsg(locale, 'community_untitled'), { exact: true })).toHaveCount(
        untitledCount,
      )
      await expect(cards.getByText(cmsg(locale, 'community_anonymous'), { exact: true })).toHaveCount(
        anonymousCount,
      )
    })

    test('a post in another language: interface in this locale, content in its own', async ({ page }) => {
      const [other] = others(locale)
      const foreign = seed[other!].posts.find((p) => p.title && p.comments.length > 0)!
      const response = await page.goto(paths.post(locale, foreign.slug))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
      await expect(page.getByTestId('post')).toHaveAttribute('lang', languageTags[other!])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(foreign.title)
      await expect(
        page.getByRole('heading', { name: cmsg(locale, 'community_post_comments_heading') }),
      ).toBeVisible()
      await expect(page.getByTestId('written-in')).toHaveText(
        cmsg(locale, 'community_written_in', { language: cmsg(locale, `community_language_${other}`) }),
      )
      // The canonical URL is the post's own language's.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${paths.post(other!, foreign.slug)}$`),
      )
      await expectNoAxeViolations(page)
    })

    test('expert page: photo, name, speciality, credentials, bio, note, answers', async ({
      page,
      request,
    }) => {
      const seeded = seedExperts[2]!
      const expert = await trpcQuery(request, 'community.getExpert', { slug: seeded.slug, locale })
      const response = await page.goto(paths.expert(locale, seeded.slug))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByTestId('expert-photo')).toHaveAttribute('src', expert.avatarUrl)
      await expect(page.getByTestId('expert-speciality')).toHaveText(seeded.speciality[locale])
      await expect(page.getByTestId('expert-credentials')).toContainText(seeded.credentials[locale])
      await expect(page.getByTestId('expert-bio').locator('p')).toHaveText(
        seeded.bio[locale].split(/\n\s*\n/),
      )
      const note = page.getByTestId('medical-note')
      await expect(note).toBeVisible()
      await expect(note).toContainText(cmsg(locale, 'community_expert_note_title'))

      const answers = page.getByTestId('answer-link')
      await expect(answers).toHaveCount(expert.answers.length)
      expect(expert.answers.length).toBeGreaterThan(0)
      await expect(answers.first()).toHaveAttribute('href', paths.post(locale, expert.answers[0].post.slug))

      const data = await jsonLd(page)
      const profile = data.find((d) => d['@type'] === 'ProfilePage')!
      expect(profile.mainEntity['@type']).toBe('Person')
      expect(profile.mainEntity.name).toBe(seeded.name)
      expect(profile.mainEntity.jobTitle).toBe(seeded.speciality[locale])
      expect(breadcrumbsIn(data)).toHaveLength(1)
      await expectNoAxeViolations(page)

      // An answer leads to its post.
      await answers.first().click()
      await expect(page).toHaveURL(new RegExp(`${paths.post(locale, expert.answers[0].post.slug)}$`))
      await expect(page.getByTestId('post')).toBeVisible()
    })

    test('benefits page: every benefit with its call to action', async ({ page }) => {
      const response = await page.goto(paths.benefits(locale))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_benefits_heading'))
      for (const [id, key] of [
        ['groups', 'community_benefits_groups_title'],
        ['qa', 'community_benefits_qa_title'],
        ['consultations', 'community_benefits_consult_title'],
        ['photos', 'community_benefits_photos_title'],
        ['expert-space', 'community_benefits_space_title'],
      ] as const) {
        const section = page.getByTestId(`benefit-${id}`)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(cmsg(locale, key))
        await expect(section.getByTestId(`cta-${id}`)).toBeVisible()
        // Illustrations are inline SVG, not downloaded images.
        await expect(section.locator('svg').first()).toBeAttached()
      }
      const consultations = page.getByTestId('benefit-consultations')
      await expect(consultations).toContainText(cmsg(locale, 'community_benefits_consult_free'))
      await expect(consultations).toContainText(cmsg(locale, 'community_benefits_consult_premium'))
      const groups = page.getByTestId('benefit-groups')
      await expect(groups.getByTestId('visibility-private').first()).toBeVisible()
      await expect(groups.getByTestId('visibility-public').first()).toBeVisible()
      await expect(page.getByTestId('benefit-experts').getByRole('link')).toHaveCount(seedExperts.length)
      await expectNoAxeViolations(page)

      // Each call to action opens the download dialog.
      await waitForHydration(page)
      await page.getByTestId('cta-photos').click()
      await expectGetAppDialogClosesWithEscape(page)
    })

    test(
      'community hosts and automated accounts say what they are; members carry no label',
      oneWidth,
      async ({ page }) => {
        const { authors, posts } = seed[locale]
        const roleOf = (key: string | null) => authors.find((a) => a.key === key)?.role
        const writtenBy = (role: string) =>
          posts.find(
            (p) => roleOf(p.authorKey) === role || p.comments.some((c) => roleOf(c.authorKey) === role),
          )!
        const labels = { fake_user: 'community_badge_host', bot: 'community_badge_automated' } as const
        for (const role of ['fake_user', 'bot'] as const) {
          await page.goto(paths.post(locale, writtenBy(role).slug))
          await expect(page.getByTestId(`badge-${role}`).first()).toHaveText(cmsg(locale, labels[role]))
        }
        const byMember = posts.find((p) => roleOf(p.authorKey) === 'user')!
        await page.goto(paths.post(locale, byMember.slug))
        const authorLine = page.getByTestId('post').getByTestId('author-name').first().locator('xpath=../..')
        await expect(authorLine.getByTestId('author-name')).toBeVisible()
        await expect(authorLine.locator('[data-testid^="badge-"]')).toHaveCount(0)
      },
    )

    test.describe('not found', () => {
      test.use({ allowedConsoleErrors: /status of 404/ })

      test('unknown post and expert slugs are the 404 page', oneWidth, async ({ page }) => {
        for (const path of [
          paths.post(locale, 'no-such-post'),
          paths.expert(locale, 'no-such-expert'),
          paths.post(locale, 'Not_A_Slug'),
        ]) {
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(404)
          await expect(page.getByTestId('error-status')).toHaveText('404')
        }
      })
    })
  })
}
