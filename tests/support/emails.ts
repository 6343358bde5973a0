// Unique visitor addresses for tests: each test's marker to find what it stored and what was mailed.
import { randomUUID } from 'node:crypto'

let counter = 0

/** `label.<time>.<n>.<random>@domain`: unique across test files, workers and runs. */
export function uniqueEmail(label = 'visitor', domain = 'example.com'): string {
  counter++
  return `${label}.${Date.now().toString(36)}.${counter}.${randomUUID().slice(0, 8)}@${domain}`
}
