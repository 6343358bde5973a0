// The pages the benchmark and Lighthouse measure, per locale.
import { readFileSync } from 'node:fs'

function firstPostSlug() {
  const source = readFileSync('server/db/seed/data/posts.en.ts', 'utf8')
  return /slug: ['"]([a-z0-9-]+)['"]/.exec(source)?.[1] ?? 'unknown'
}

export function benchPages(postSlug = process.env.BENCH_POST ?? firstPostSlug()) {
  return {
    home: { en: '/', es: '/es', pt: '/pt' },
    community: { en: '/community', es: '/es/comunidad', pt: '/pt/comunidade' },
    post: {
      en: `/community/posts/${postSlug}`,
      es: `/es/comunidad/publicaciones/${postSlug}`,
      pt: `/pt/comunidade/publicacoes/${postSlug}`,
    },
    partner: { en: '/partner-with-us', es: '/es/asociate-con-nosotros', pt: '/pt/parceiro-conosco' },
  }
}
