// The tRPC context for calls made in-process while the server renders a page.
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { clientIp } from '../http/request-info'
import { createContext } from './init'

export function createSsrContext() {
  const request = getRequest()
  return createContext({
    request,
    ip: clientIp(request),
    appendSetCookie: (cookie) => appendResponseHeader('set-cookie', cookie),
  })
}
