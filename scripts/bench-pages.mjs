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

/** What Lighthouse also audits: the pages beyond the spec (health content, calculators, policies). */
export function lighthousePages() {
  return {
    ...benchPages(),
    pregnancy: { en: '/pregnancy', es: '/es/embarazo', pt: '/pt/gravidez' },
    week: { en: '/pregnancy/week-12', es: '/es/embarazo/semana-12', pt: '/pt/gravidez/semana-12' },
    dueDate: {
      en: '/tools/due-date',
      es: '/es/herramientas/fecha-de-parto',
      pt: '/pt/ferramentas/data-do-parto',
    },
    ovulation: { en: '/tools/ovulation', es: '/es/herramientas/ovulacion', pt: '/pt/ferramentas/ovulacao' },
    cycle: { en: '/cycle', es: '/es/ciclo', pt: '/pt/ciclo' },
    baby: { en: '/baby', es: '/es/bebe', pt: '/pt/bebe' },
    babyMonth: { en: '/baby/month-7', es: '/es/bebe/mes-7', pt: '/pt/bebe/mes-7' },
    guidelines: { en: '/community/guidelines', es: '/es/comunidad/normas', pt: '/pt/comunidade/regras' },
    editorial: { en: '/editorial-policy', es: '/es/politica-editorial', pt: '/pt/politica-editorial' },
    accessibility: { en: '/accessibility', es: '/es/accesibilidad', pt: '/pt/acessibilidade' },
  }
}
