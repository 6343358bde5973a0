// Screenshots of pages at phone and desktop width: node scripts/screenshots.mjs [base] [out] [paths...]
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs'

const [base = 'http://127.0.0.1:3100', out = '/tmp/shots', ...given] = process.argv.slice(2)
const paths = given.length ? given : ['/', '/es/comunidad', '/pt/parceiro-conosco']
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const file = `${out}/${name}${path.replace(/\//g, '_') || '_home'}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
  }
  await page.close()
}
await browser.close()
