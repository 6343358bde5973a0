import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { Icon } from '../components/platform/Icon'
import { Img } from '../components/platform/Img'
import { pageHead } from '../lib/seo'

// A page for the browser suite (images, icons, prefetch): a 404 unless ENABLE_TEST_ROUTES is set.
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

const icons = ['lucide:heart', 'lucide:baby', 'lucide:users', 'nw:stroller', 'nw:bottle', 'nw:nest']

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
      <ul className="mt-6 flex flex-wrap gap-4 text-3xl text-violet-700" data-testid="test-icons">
        {icons.map((name) => (
          <li key={name}>
            <Icon name={name} title={name} />
          </li>
        ))}
      </ul>
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
