import { describe, expect, it } from 'vitest'
import { boundaryViolation } from './boundaries.ts'

describe('boundaryViolation', () => {
  it('refuses core importing app or server, and server importing app', () => {
    expect(boundaryViolation('core/i18n/paths.ts', 'app/routeTree.gen.ts')).toMatch(/core/)
    expect(boundaryViolation('core/schemas/forms.ts', 'server/env.ts')).toMatch(/core/)
    expect(boundaryViolation('server/mail/templates.ts', 'app/lib/format.ts')).toMatch(/server/)
  })

  it('lets app/ reach server/ only from the entry, the router factory, server routes and the API type', () => {
    expect(
      boundaryViolation('app/components/community/PostCard.tsx', 'server/community/community.ts'),
    ).toMatch(/app/)
    expect(boundaryViolation('app/server.ts', 'server/env.ts')).toBeNull()
    expect(boundaryViolation('app/router.tsx', 'server/trpc/root.ts')).toBeNull()
    expect(boundaryViolation('app/routes/api/trpc.$.ts', 'server/trpc/root.ts')).toBeNull()
    expect(boundaryViolation('app/routes/sitemap[.]xml.ts', 'server/seo/handlers.ts')).toBeNull()
    expect(boundaryViolation('app/routes/index.tsx', 'server/env.ts')).toMatch(/app/)
  })

  it('lets everyone import core/', () => {
    expect(boundaryViolation('app/routes/index.tsx', 'core/facts/site.ts')).toBeNull()
    expect(boundaryViolation('server/env.ts', 'core/i18n/locales.ts')).toBeNull()
  })
})
