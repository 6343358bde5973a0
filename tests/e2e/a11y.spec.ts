// The suite's axe run (a11y.ts) must still see what it is there to see: a run that found
// nothing because its options dropped the rules would pass every accessibility test.
import { axeViolations } from './a11y'
import { expect, oneWidth, test } from './fixtures'

test(
  'the suite axe run finds planted WCAG 2.2 AA violations, on the page and within a selector',
  oneWidth,
  async ({ page }) => {
    await page.goto('/')
    expect(await axeViolations(page)).toEqual([])
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      const planted = document.createElement('section')
      planted.id = 'planted'
      // Text below 4.5:1, an image with no text alternative, a button with no name, and two
      // 10 px targets side by side (target-size is a WCAG 2.2 AA rule).
      planted.innerHTML = `<p style="color:#ddd;background:#fff">faint</p><img src="/favicon.ico">
      <button type="button"></button>
      <a href="/" style="display:inline-block;width:10px;height:10px"> </a><a href="/" style="display:inline-block;width:10px;height:10px"> </a>`
      main.prepend(planted)
    })
    const ids = (found: { id: string }[]) => found.map((v) => v.id).sort()
    const expected = ['button-name', 'color-contrast', 'image-alt', 'link-name', 'target-size']
    expect(ids(await axeViolations(page))).toEqual(expected)
    expect(ids(await axeViolations(page, '#planted'))).toEqual(expected)
    expect(await axeViolations(page, 'header')).toEqual([])
  },
)
