// How the browser tests and the screenshot script launch Chromium: the system's (CHROMIUM_PATH,
// else /usr/bin/chromium when present, else Playwright's own), headless, without the background
// services that would reach the network. Plain JavaScript: `node scripts/screenshots.mjs` loads it too.
import { existsSync } from 'node:fs'

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumLaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
