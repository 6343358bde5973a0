import { describe, expect, it } from 'vitest'
import { allowedMethods, routeMethodsOf } from './methods.ts'

/** A handler's body does not matter here, only its method's name. */
const handler = () => null

const route = (handlers: object | undefined, component?: unknown) => ({
  options: { server: handlers ? { handlers } : undefined, component },
})

describe('allowed methods', () => {
  it('a page (a path without handlers, 404s included) serves GET and HEAD', () => {
    expect(allowedMethods(routeMethodsOf(undefined, false))).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(
      allowedMethods(
        routeMethodsOf(
          route(undefined, () => null),
          true,
        ),
      ),
    ).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  it("a server route serves its handlers' methods, HEAD where GET is", () => {
    const trpc = route({ GET: handler, POST: handler })
    expect(allowedMethods(routeMethodsOf(trpc, true))).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowedMethods(routeMethodsOf(route({ POST: handler }), true))).toEqual(['POST', 'OPTIONS'])
    const handlersFn = route(({ createHandlers }: { createHandlers: <T>(d: T) => T }) =>
      createHandlers({ DELETE: handler }),
    )
    expect(allowedMethods(routeMethodsOf(handlersFn, true))).toEqual(['DELETE', 'OPTIONS'])
  })

  it('a page route with handlers also serves GET; an ANY handler serves every method', () => {
    expect(
      allowedMethods(
        routeMethodsOf(
          route({ POST: handler }, () => null),
          true,
        ),
      ),
    ).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowedMethods(routeMethodsOf(route({ ANY: handler }), true))).toBeNull()
  })

  it("a splat match that is not exact is a page, not the route's handlers", () => {
    expect(allowedMethods(routeMethodsOf(route({ POST: handler }), false))).toEqual([
      'GET',
      'HEAD',
      'OPTIONS',
    ])
  })
})
