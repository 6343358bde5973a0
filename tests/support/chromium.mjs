// How the browser tests and the screenshot script launch Chromium: the system's (CHROMIUM_PATH,
// else Debian's headless shell, else its full browser, else Playwright's own), headless, without
// the background services that would reach the network. The headless shell is Chromium's
// rendering engine without the browser's window layer: the same pages, about a third less CPU a
// test on this 2-core machine (decision 044). Plain JavaScript: `node scripts/screenshots.mjs`
// loads it too.
import { existsSync } from 'node:fs'

const candidates = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export const chromiumLaunchOptions = {
  executablePath: candidates.find((path) => existsSync(path)),
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
