// Calls procedures through the real HTTP handler, as the browser does.
import { handleTrpcRequest } from '../../server/trpc/http'

export async function query(path: string, input?: unknown, headers: Record<string, string> = {}) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`
  const response = await handleTrpcRequest(
    new Request(`http://localhost/api/trpc/${path}${search}`, { headers }),
  )
  const body = (await response.json()) as {
    result?: { data: unknown }
    error?: { message: string; data: Record<string, unknown> }
  }
  return {
    status: response.status,
    headers: response.headers,
    data: body.result?.data as any,
    error: body.error,
  }
}
