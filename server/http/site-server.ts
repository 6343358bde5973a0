// The server bundle's contract with the server script (scripts/serve.ts): what it calls
// before listening, around each request and at shutdown. app/server.ts builds it with the
// TanStack Start handler and the route tree, which server/ never imports.
import { env } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'
import { ready, shutdown, startInDev, startUp } from '../ops/lifecycle.ts'
import { observe, setRoute } from '../ops/observe.ts'
import { startDraining } from '../ops/probes.ts'
import { cachePolicy } from './cache-policy.ts'
import { type IncomingRequest, type PipelineOptions, createPipeline } from './pipeline.ts'
import { failureResponse } from './refusals.ts'
import { assetCsp, withSecurityHeaders } from './security.ts'

export interface SiteServer {
  /** Awaited by the server script before it listens. */
  ready(): Promise<void>
  /** Headers for files the server script serves itself: hashed (/assets/*) or at fixed names. */
  secureAsset(response: Response, hashed?: boolean): Response
  /** The answer to a request the server script could not hand on (a malformed Host) or that threw. */
  failure(error: unknown, request?: Request): Response
  /** Called when SIGTERM arrives: /readyz answers 503 from now on. */
  drain(): void
  /** Runs a request (the server script's static files too) with its id, log line and metrics. */
  observe(request: Request, handle: () => Promise<Response>): Promise<Response>
  /** The route template of a request the server script answers itself (static files). */
  setRoute(route: string): void
  /** Called on SIGTERM/SIGINT once the port is closed. */
  shutdown(): Promise<void>
  fetch(incoming: IncomingRequest): Promise<Response>
}

export function createSiteServer(
  options: Omit<PipelineOptions, 'slots' | 'https'> & { dev: boolean },
): SiteServer {
  const slots = startUp()
  const https = env().PUBLIC_SITE_URL.startsWith('https:')
  const respond = createPipeline({ ...options, slots, https })
  return {
    ready,
    secureAsset: (response, hashed = false) => {
      const secured = withSecurityHeaders(response, assetCsp)
      if (secured.ok || secured.status === 304)
        secured.headers.set('cache-control', hashed ? cachePolicy.immutable : cachePolicy.publicFile)
      return secured
    },
    failure: (error, request) => failureResponse(error, request),
    drain: () => startDraining(),
    observe: (request, handle) => observe(request, handle),
    setRoute: (route) => setRoute(route),
    shutdown,
    async fetch(incoming) {
      if (options.dev) startInDev()
      // Under the server script the request is already observed; under `vite dev` it starts here.
      return observe(incoming, async () => {
        try {
          return await respond(incoming)
        } catch (error) {
          log.error({ error: errorFields(error) }, 'request failed')
          return failureResponse(error, incoming)
        }
      })
    },
  }
}
