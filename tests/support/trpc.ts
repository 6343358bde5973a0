// Calls procedures through the real HTTP handler, as the browser does: the one wrapper of
// handleTrpcRequest for the procedure tests (queries as GET, mutations as a JSON POST).
import { handleTrpcRequest } from '../../server/trpc/http'

export interface TrpcAnswer {
  status: number
  headers: Headers
  data: any
  error?: {
    message: string
    code: number
    data: {
      code?: string
      httpStatus?: number
      /** The application's refusal code (server/errors.ts), which the browser translates. */
      appCode?: string
      zodError?: { formErrors: string[]; fieldErrors: Record<string, string[]> } | null
      [key: string]: unknown
    }
  }
}

async function call(path: string, init: RequestInit = {}, search = ''): Promise<TrpcAnswer> {
  const response = await handleTrpcRequest(new Request(`http://localhost/api/trpc/${path}${search}`, init))
  const body = (await response.json()) as { result?: { data: unknown }; error?: TrpcAnswer['error'] }
  return { status: response.status, headers: response.headers, data: body.result?.data, error: body.error }
}

export function query(path: string, input?: unknown, headers: Record<string, string> = {}) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`
  return call(path, { headers }, search)
}

/** A mutation with `input` as its JSON body, or `rawBody` as sent. */
export function mutate(path: string, input: unknown, headers: Record<string, string> = {}, rawBody?: string) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody ?? JSON.stringify(input),
  })
}
