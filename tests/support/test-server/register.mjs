// `node --import ./tests/support/test-server/register.mjs scripts/serve.mjs`: the browser suite's
// server. The production server script and bundle run unchanged; the bundle is wrapped by
// ./entry.ts, which adds what only tests need (decision 042).
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
