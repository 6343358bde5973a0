// The server's log: pino, one JSON line per event in production (a log shipper reads it),
// human-readable under `npm run dev`, quiet in the tests. Every line written while a request
// is handled carries its request id (`reqId`). Never log a visitor's e-mail, name or free text,
// nor SQL parameters: log ids, counts, route templates and error messages of our own.
// Plain TypeScript with no project imports: scripts/serve.ts loads it directly.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { pino } from 'pino'

/** What the log knows about the request being handled. */
export interface RequestContext {
  id: string
  /** The route template (`/community/posts/$slug`), set once the request is matched. */
  route?: string
}

const requestContext = new AsyncLocalStorage<RequestContext>()

export function withRequestContext<T>(context: RequestContext, run: () => T): T {
  return requestContext.run(context, run)
}

export function currentRequest(): RequestContext | undefined {
  return requestContext.getStore()
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

function createLogger() {
  // Read from the environment object (not `process.env.X`, which a bundler may replace).
  const vars = process.env
  const mode = vars.NODE_ENV
  const asked = vars.LOG_LEVEL
  // server/env.ts refuses a bad LOG_LEVEL at start-up; here it only must not throw first.
  const level = asked && LEVELS.has(asked) ? asked : mode === 'test' ? 'silent' : 'info'
  return pino({
    level,
    base: { pid: process.pid },
    mixin: () => {
      const id = requestContext.getStore()?.id
      return id ? { reqId: id } : {}
    },
    // pino-pretty is a dev dependency: loaded (in a worker thread) only under `npm run dev`, by
    // its path (pino cannot find it from a module vite's runner evaluates).
    transport:
      mode === 'development'
        ? {
            target: createRequire(import.meta.url).resolve('pino-pretty'),
            options: { colorize: true, ignore: 'hostname' },
          }
        : undefined,
  })
}

export const log = createLogger()

// drizzle's failed-query errors append the statement's parameters (visitor data) to the message.
const hideParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [hidden]')

/** An error as a log field: type, message, code and stack, with no SQL parameters; causes too. */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error))
    return { message: typeof error === 'string' ? hideParams(error) : 'non-error thrown' }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: hideParams(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: hideParams(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorFields(error.cause, depth + 1) } : {}),
  }
}
