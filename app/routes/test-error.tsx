import { createFileRoute, notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'

// Lets the browser suite see the real error page; a 404 unless ENABLE_TEST_ROUTES is set.
const testRoutesEnabled = createIsomorphicFn()
  .server(() => process.env.ENABLE_TEST_ROUTES === 'true')
  .client(() => false)

export const Route = createFileRoute('/test-error')({
  beforeLoad: () => {
    if (!testRoutesEnabled()) throw notFound()
    throw new Error('Deliberate error for the browser suite')
  },
})
