// Every screen of the route table, as a visitor reaches it in each locale.
import { content as enPosts } from '../../server/db/seed/data/posts.en'
import { experts } from '../../server/db/seed/data/experts'
import type { Locale } from './fixtures'

const postSlug = enPosts.posts[0]!.slug
const expertSlug = experts[0]!.slug

export interface Screen {
  name: string
  paths: Record<Locale, string>
}

export const screens: Screen[] = [
  { name: 'home', paths: { en: '/', es: '/es', pt: '/pt' } },
  { name: 'community', paths: { en: '/community', es: '/es/comunidad', pt: '/pt/comunidade' } },
  {
    name: 'benefits',
    paths: { en: '/community/benefits', es: '/es/comunidad/beneficios', pt: '/pt/comunidade/beneficios' },
  },
  {
    name: 'search',
    paths: { en: '/community/search', es: '/es/comunidad/buscar', pt: '/pt/comunidade/pesquisar' },
  },
  {
    name: 'post',
    paths: {
      en: `/community/posts/${postSlug}`,
      es: `/es/comunidad/publicaciones/${postSlug}`,
      pt: `/pt/comunidade/publicacoes/${postSlug}`,
    },
  },
  {
    name: 'expert',
    paths: {
      en: `/community/experts/${expertSlug}`,
      es: `/es/comunidad/expertos/${expertSlug}`,
      pt: `/pt/comunidade/especialistas/${expertSlug}`,
    },
  },
  {
    name: 'due-date',
    paths: {
      en: '/tools/due-date',
      es: '/es/herramientas/fecha-de-parto',
      pt: '/pt/ferramentas/data-do-parto',
    },
  },
  {
    name: 'ovulation',
    paths: { en: '/tools/ovulation', es: '/es/herramientas/ovulacion', pt: '/pt/ferramentas/ovulacao' },
  },
  {
    name: 'partner',
    paths: { en: '/partner-with-us', es: '/es/asociate-con-nosotros', pt: '/pt/parceiro-conosco' },
  },
  {
    name: 'community-guidelines',
    paths: { en: '/community/guidelines', es: '/es/comunidad/normas', pt: '/pt/comunidade/regras' },
  },
  { name: 'pregnancy', paths: { en: '/pregnancy', es: '/es/embarazo', pt: '/pt/gravidez' } },
  { name: 'cycle', paths: { en: '/cycle', es: '/es/ciclo', pt: '/pt/ciclo' } },
  { name: 'baby', paths: { en: '/baby', es: '/es/bebe', pt: '/pt/bebe' } },
  { name: 'baby-month', paths: { en: '/baby/month-7', es: '/es/bebe/mes-7', pt: '/pt/bebe/mes-7' } },
  {
    name: 'pregnancy-week',
    paths: { en: '/pregnancy/week-12', es: '/es/embarazo/semana-12', pt: '/pt/gravidez/semana-12' },
  },
  {
    name: 'editorial-policy',
    paths: { en: '/editorial-policy', es: '/es/politica-editorial', pt: '/pt/politica-editorial' },
  },
  {
    name: 'accessibility',
    paths: { en: '/accessibility', es: '/es/accesibilidad', pt: '/pt/acessibilidade' },
  },
  ...[
    'terms-of-use',
    'refund-policy',
    'privacy-policy',
    'data-revocation',
    'terms-of-use-community',
    'data-processing',
    'cookie-policy',
  ].map((slug) => ({ name: slug, paths: { en: `/${slug}`, es: `/es/${slug}`, pt: `/pt/${slug}` } })),
]
