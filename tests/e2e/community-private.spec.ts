// Private groups (issue 15): the web shows what a group is and invites to join in the app, but
// never one of its posts: not in the feed, not at its own address, not in the page's data.
import { groups } from '../../server/db/seed/data/groups'
import {
  cmsg,
  expectNoAxeViolations,
  jsonLd,
  languageTags,
  paths,
  privateSeed,
  waitForHydration,
  expectGetAppDialogClosesWithEscape,
} from './community-helpers'
import { expect, locales, test, oneWidth } from './fixtures'

const privateGroups = groups.filter((g) => g.visibility === 'private')

for (const locale of locales) {
  test.describe(`private groups in ${locale}`, () => {
    test(
      'a private group shows its name, description, members and an invitation to the app',
      oneWidth,
      async ({ page }) => {
        await page.goto(paths.index(locale))
        const cards = page.getByTestId('group')
        for (const group of privateGroups) {
          const card = cards.filter({ hasText: group.name[locale] })
          await expect(card).toHaveCount(1)
          await expect(card.getByTestId('visibility-private')).toHaveText(
            cmsg(locale, 'community_group_private'),
          )
          await expect(card).toContainText(group.description[locale])
          const members = new Intl.NumberFormat(languageTags[locale]).format(group.members)
          await expect(card).toContainText(cmsg(locale, 'community_members_other', { count: members }))
          await expect(card.getByTestId('private-group-invite')).toContainText(
            cmsg(locale, 'community_group_private_invite'),
          )
          await expect(card.getByTestId('join-private-group')).toHaveText(
            cmsg(locale, 'community_group_join', { group: group.name[locale] }),
          )
        }
        // Public groups have no such invitation.
        await expect(page.getByTestId('private-group-invite')).toHaveCount(privateGroups.length)

        // None of the private groups' posts is on the page, in links or in its data.
        const html = await page.content()
        const data = JSON.stringify(await jsonLd(page))
        for (const post of privateSeed[locale].posts) {
          expect(html, post.slug).not.toContain(post.slug)
          expect(data, post.slug).not.toContain(post.slug)
        }
        await expectNoAxeViolations(page)

        // The invitation opens the download dialog.
        await waitForHydration(page)
        const join = page.getByTestId('join-private-group').first()
        await join.scrollIntoViewIfNeeded()
        await join.click()
        await expectGetAppDialogClosesWithEscape(page)
      },
    )

    test.describe('a private post', () => {
      test.use({ allowedConsoleErrors: /status of 404/ })

      test('its address is the 404 page, with nothing of the post in it', oneWidth, async ({ page }) => {
        // One post of each private group, titled or not.
        const samples = privateGroups.map(
          (g) => privateSeed[locale].posts.find((p) => p.groupSlug === g.slug)!,
        )
        for (const post of samples) {
          const response = await page.goto(paths.post(locale, post.slug))
          expect(response?.status(), post.slug).toBe(404)
          await expect(page.getByTestId('error-status')).toHaveText('404')
          // Page text and markup alike (the markup escapes quotes, the text does not).
          for (const text of [await page.content(), (await page.locator('body').textContent()) ?? '']) {
            if (post.title) expect(text).not.toContain(post.title)
            expect(text).not.toContain(post.body.slice(0, 60))
          }
          expect(JSON.stringify(await jsonLd(page))).not.toContain('DiscussionForumPosting')
        }
      })
    })
  })
}
