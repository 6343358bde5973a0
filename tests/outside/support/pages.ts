// One page of every type in each locale, as a visitor reaches it (no cookies: the consent
// banner is open).
import { legalSlugs } from '../../../core/facts/legal'
import { experts } from '../../../server/db/seed/data/experts'
import { content as enPosts } from '../../../server/db/seed/data/posts.en'
import { content as esPosts } from '../../../server/db/seed/data/posts.es'
import { content as ptPosts } from '../../../server/db/seed/data/posts.pt'

export type Locale = 'en' | 'es' | 'pt'
export const locales: Locale[] = ['en', 'es', 'pt']

export interface PageType {
  name: string
  status: number
  paths: Record<Locale, string>
}

const expert = experts[0]!.slug
const legal = legalSlugs

export const pageTypes: PageType[] = [
  { name: 'home', status: 200, paths: { en: '/', es: '/es', pt: '/pt' } },
  { name: 'community', status: 200, paths: { en: '/community', es: '/es/comunidad', pt: '/pt/comunidade' } },
  {
    name: 'post',
    status: 200,
    paths: {
      en: `/community/posts/${enPosts.posts[0]!.slug}`,
      es: `/es/comunidad/publicaciones/${esPosts.posts[0]!.slug}`,
      pt: `/pt/comunidade/publicacoes/${ptPosts.posts[0]!.slug}`,
    },
  },
  {
    name: 'expert',
    status: 200,
    paths: {
      en: `/community/experts/${expert}`,
      es: `/es/comunidad/expertos/${expert}`,
      pt: `/pt/comunidade/especialistas/${expert}`,
    },
  },
  {
    name: 'benefits',
    status: 200,
    paths: { en: '/community/benefits', es: '/es/comunidad/beneficios', pt: '/pt/comunidade/beneficios' },
  },
  {
    // Words with several results in each locale: the page then shows highlighted matches.
    name: 'search',
    status: 200,
    paths: {
      en: '/community/search?q=sleep',
      es: '/es/comunidad/buscar?q=dormir',
      pt: '/pt/comunidade/pesquisar?q=dormir',
    },
  },
  {
    name: 'partner',
    status: 200,
    paths: { en: '/partner-with-us', es: '/es/asociate-con-nosotros', pt: '/pt/parceiro-conosco' },
  },
  {
    name: 'data-revocation',
    status: 200,
    paths: { en: '/data-revocation', es: '/es/data-revocation', pt: '/pt/data-revocation' },
  },
  { name: 'pregnancy', status: 200, paths: { en: '/pregnancy', es: '/es/embarazo', pt: '/pt/gravidez' } },
  { name: 'cycle', status: 200, paths: { en: '/cycle', es: '/es/ciclo', pt: '/pt/ciclo' } },
  { name: 'baby', status: 200, paths: { en: '/baby', es: '/es/bebe', pt: '/pt/bebe' } },
  {
    name: 'baby-month',
    status: 200,
    paths: { en: '/baby/month-7', es: '/es/bebe/mes-7', pt: '/pt/bebe/mes-7' },
  },
  {
    name: 'week',
    status: 200,
    paths: { en: '/pregnancy/week-12', es: '/es/embarazo/semana-12', pt: '/pt/gravidez/semana-12' },
  },
  {
    name: 'due-date',
    status: 200,
    paths: {
      en: '/tools/due-date',
      es: '/es/herramientas/fecha-de-parto',
      pt: '/pt/ferramentas/data-do-parto',
    },
  },
  {
    name: 'ovulation',
    status: 200,
    paths: { en: '/tools/ovulation', es: '/es/herramientas/ovulacion', pt: '/pt/ferramentas/ovulacao' },
  },
  {
    name: 'editorial-policy',
    status: 200,
    paths: { en: '/editorial-policy', es: '/es/politica-editorial', pt: '/pt/politica-editorial' },
  },
  {
    name: 'accessibility',
    status: 200,
    paths: { en: '/accessibility', es: '/es/accesibilidad', pt: '/pt/acessibilidade' },
  },
  {
    name: 'community-guidelines',
    status: 200,
    paths: { en: '/community/guidelines', es: '/es/comunidad/normas', pt: '/pt/comunidade/regras' },
  },
  ...legal.map((slug) => ({
    name: slug,
    status: 200,
    paths: { en: `/${slug}`, es: `/es/${slug}`, pt: `/pt/${slug}` },
  })),
  {
    name: 'not found',
    status: 404,
    paths: { en: '/no-such-page', es: '/es/no-such-page', pt: '/pt/no-such-page' },
  },
]
