// The tRPC context for calls made in-process while the server renders a page.
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { clientIp } from '../http/request-info.ts'
import { createContext } from './init.ts'

export function createSsrContext() {
  const request = getRequest()
  return createContext({
    request,
    ip: clientIp(request),
    appendSetCookie: (cookie) => appendResponseHeader('set-cookie', cookie),
  })
}
