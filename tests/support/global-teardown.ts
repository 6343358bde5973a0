import { readFileSync } from 'node:fs'
import { TEST_SERVER_LOG } from './constants'

// Errors the suite provokes on purpose, written by the server's own error paths.
const expected = [/Deliberate error for the browser suite/]

export default async function globalTeardown() {
  const pid = Number(process.env.TEST_SERVER_PID)
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const log = readFileSync(TEST_SERVER_LOG, 'utf8')
  const unexpected = log
    .split('\n')
    .filter((line) => /unhandled error|TypeError|ReferenceError|SyntaxError|\[trpc\] .* failed/.test(line))
    .filter((line) => !expected.some((pattern) => pattern.test(line)))
  if (unexpected.length > 0) {
    throw new Error(`The server logged unexpected errors:\n${unexpected.slice(0, 20).join('\n')}`)
  }
}
