import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { Img } from '../components/platform/Img'
import { pageHead } from '../lib/seo'

// A page for the browser suite (the <Img> component, prefetch): a 404 unless ENABLE_TEST_ROUTES is set.
const testRoutesEnabled = createServerFn({ method: 'GET' }).handler(
  () => process.env.ENABLE_TEST_ROUTES === 'true',
)

export const Route = createFileRoute('/test-platform')({
  beforeLoad: async () => {
    if (!(await testRoutesEnabled())) throw notFound()
  },
  head: ({ matches }) => pageHead(matches, { title: 'Platform test page', noindex: true }),
  component: TestPlatformPage,
})

function TestPlatformPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-slate-900">Platform test page</h1>
      <Img
        src="/images/hero-gradient.png"
        alt="Soft violet and pink gradient"
        width={2400}
        height={1350}
        displayWidth="lg"
        sizes="(min-width: 1024px) 1024px, 100vw"
        priority
        className="mt-6 h-auto w-full rounded-2xl"
        data-testid="test-hero"
      />
      <div className="h-[2400px]" aria-hidden="true" />
      <Img
        src="/images/bloom.png"
        alt=""
        width={1600}
        height={1600}
        displayWidth={320}
        sizes="320px"
        className="h-auto w-80 rounded-2xl"
        data-testid="test-bloom"
      />
      <p className="mt-6">
        <Link to="/community/benefits" data-testid="far-link" className="text-violet-700 underline">
          Community benefits
        </Link>
      </p>
    </div>
  )
}
