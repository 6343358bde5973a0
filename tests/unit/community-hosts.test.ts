// Community hosts (role fake_user, badge "Community host" / "Anfitriona" / "Anfitriã") are accounts
// run by the Nestwell team (issue 24: M3). They welcome, prompt and summarize ("Many members tell
// us…", "Question for the group: …"); they never tell a first-person pregnancy, loss, fertility,
// birth or baby story, and never post or comment in the private support groups. Members' own
// experiences belong to member accounts, and staff never answer a host as if it were a member.
import { describe, expect, it } from 'vitest'
import { experts } from '../../server/db/seed/data/experts'
import { groups } from '../../server/db/seed/data/groups'
import { content as en } from '../../server/db/seed/data/posts.en'
import { content as es } from '../../server/db/seed/data/posts.es'
import { content as pt } from '../../server/db/seed/data/posts.pt'
import type { ContentLocale, SeedLocaleContent } from '../../server/db/seed/data/types'

const seeds: Record<ContentLocale, SeedLocaleContent> = { en, es, pt }
const locales = Object.keys(seeds) as ContentLocale[]
const privateGroups = new Set(groups.filter((g) => g.visibility === 'private').map((g) => g.slug))

/**
 * Phrases that only a person speaking of their own pregnancy, body, partner, baby, loss or
 * treatment would write. Compared without case or accents, on word boundaries; `#` is any number.
 */
const firstPerson: Record<ContentLocale, string[]> = {
  en: [
    "i'm pregnant",
    'i am pregnant',
    'i was pregnant',
    'when i was pregnant',
    'weeks pregnant',
    "i'm # weeks",
    'i am # weeks',
    "i'm due",
    'due any day',
    "we're expecting",
    'my pregnancy',
    'my baby',
    'my son',
    'my daughter',
    'my # week old',
    'my # month old',
    'my little one',
    'my toddler',
    'my first',
    'my second',
    'my partner',
    'my husband',
    'my wife',
    'my boyfriend',
    'my bump',
    'my belly',
    'my scan',
    'my period',
    'my cycle',
    'my cycles',
    'my transfer',
    'my clinic',
    'my midwife',
    'my due date',
    'my labor',
    'my birth',
    'my milk',
    'my nephew',
    'my niece',
    'our baby',
    'our son',
    'our daughter',
    'our loss',
    'our scan',
    'our transfer',
    'we lost',
    'i lost',
    'i miscarried',
    'my miscarriage',
    'months of trying',
    'when we were trying',
    'i kept mine',
    'for me',
    'i cried',
    'back at work',
  ],
  es: [
    'estoy embarazada',
    'cuando estaba embarazada',
    'estoy de # semanas',
    'estoy de semanas',
    'salgo de cuentas',
    'mi embarazo',
    'mi bebe',
    'mi hijo',
    'mi hija',
    'mi primera',
    'mi primer',
    'mi pareja',
    'mi marido',
    'mi mujer',
    'mi novio',
    'mi tripa',
    'mi regla',
    'mi ciclo',
    'mi matrona',
    'mi hospital',
    'mi transferencia',
    'mi beta',
    'mi parto',
    'mi cesarea',
    'mi sobrino',
    'nuestro bebe',
    'nuestro hijo',
    'nuestra hija',
    'perdi',
    'perdimos',
    'mi perdida',
    'nos cancelaron',
    'di a luz',
    'con mi primera',
    'yo manche',
    'yo lo empece',
    'yo tambien',
    'yo fui',
    'yo no podia',
    'a mi me',
    'me salvo',
    'el pecho me',
    'mi leche',
  ],
  pt: [
    'estou gravida',
    'quando estava gravida',
    'estou com # semanas',
    'a minha gravidez',
    'o meu bebe',
    'a minha bebe',
    'o meu filho',
    'a minha filha',
    'o meu marido',
    'o meu companheiro',
    'o meu namorado',
    'a minha mulher',
    'o meu sobrinho',
    'a minha irma',
    'a minha medica',
    'a minha enfermeira',
    'o meu parto',
    'a minha cesariana',
    'o nosso bebe',
    'a nossa vez',
    'perdi',
    'perdemos',
    'a minha perda',
    'tive perdas',
    'dei a luz',
    'chorei',
    'comigo',
    'eu tambem',
    'ovulava',
    'os meus testes',
    'o meu leite',
    'uma amiga minha',
  ],
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'")

const markerPatterns = Object.fromEntries(
  locales.map((locale) => [
    locale,
    firstPerson[locale].map((phrase) => {
      const source = fold(phrase)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/#/g, '\\d+')
        .replace(/ /g, '[\\s-]+')
      return { phrase, pattern: new RegExp(`(?<![\\p{L}\\d])${source}(?![\\p{L}])`, 'u') }
    }),
  ]),
) as Record<ContentLocale, Array<{ phrase: string; pattern: RegExp }>>

interface Written {
  locale: ContentLocale
  authorKey: string | null
  where: string
  groupSlug: string
  postAuthorKey: string | null
  text: string
}

/** Every post and comment of a locale, with where it was written. */
function writings(locale: ContentLocale): Written[] {
  return seeds[locale].posts.flatMap((post) => [
    {
      locale,
      authorKey: post.authorKey,
      where: post.slug,
      groupSlug: post.groupSlug,
      postAuthorKey: post.authorKey,
      text: `${post.title}\n\n${post.body}`,
    },
    ...post.comments.map((comment, i) => ({
      locale,
      authorKey: comment.authorKey,
      where: `${post.slug} comment ${i + 1}`,
      groupSlug: post.groupSlug,
      postAuthorKey: post.authorKey,
      text: comment.body,
    })),
  ])
}

/** Parts of a handle that are words, not names ("pati_e_o_bebe"). */
const notNames = new Set(['baby', 'bebe', 'mama', 'mom', 'mum', 'the', 'and', 'from', 'nestwell'])
const hostsOf = (locale: ContentLocale) => seeds[locale].authors.filter((a) => a.role === 'fake_user')
const roleOf = (locale: ContentLocale, key: string | null) =>
  key?.startsWith('expert:') ? 'expert' : seeds[locale].authors.find((a) => a.key === key)?.role

describe.each(locales)('%s community seed', (locale) => {
  const all = writings(locale)
  const hostKeys = new Set(hostsOf(locale).map((a) => a.key))
  const byHosts = all.filter((w) => w.authorKey !== null && hostKeys.has(w.authorKey))

  it('every author key names an author of the locale or an expert', () => {
    const known = new Set([
      ...seeds[locale].authors.map((a) => a.key),
      ...experts.map((e) => `expert:${e.slug}`),
    ])
    const unknown = all.filter((w) => w.authorKey !== null && !known.has(w.authorKey)).map((w) => w.where)
    expect(unknown).toEqual([])
    const keys = seeds[locale].authors.map((a) => a.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has community hosts, and they still write in the public groups (the badge is shown there)', () => {
    expect(hostKeys.size).toBeGreaterThan(0)
    expect(byHosts.filter((w) => !privateGroups.has(w.groupSlug)).length).toBeGreaterThan(0)
  })

  it('hosts never post or comment in a private group', () => {
    const inPrivate = byHosts.filter((w) => privateGroups.has(w.groupSlug)).map((w) => w.where)
    expect(inPrivate).toEqual([])
  })

  it('hosts never speak in the first person of a pregnancy, a partner, a baby, a loss or a treatment', () => {
    const found = byHosts.flatMap((w) => {
      const text = fold(w.text)
      return markerPatterns[locale]
        .filter((m) => m.pattern.test(text))
        .map((m) => `${w.where}: "${m.phrase}"`)
    })
    expect(found).toEqual([])
  })

  it('staff never answer a host as a member: no moderator, expert or bot reply names a host', () => {
    // First names and handle parts of the hosts, e.g. "Jenna" of "Jenna L.".
    const names = hostsOf(locale).flatMap((a) =>
      fold(a.name)
        .split(/[^\p{L}]+/u)
        .filter((part) => part.length >= 3 && !notNames.has(part)),
    )
    const staffReplies = all.filter(
      (w) =>
        w.where.includes(' comment ') &&
        ['moderator', 'expert', 'bot'].includes(roleOf(locale, w.authorKey)!),
    )
    const named = staffReplies.flatMap((w) =>
      names
        .filter((name) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(fold(w.text)))
        .map((name) => `${w.where}: ${name}`),
    )
    expect(named).toEqual([])
  })
})

describe('the markers catch what they are meant to catch', () => {
  it.each([
    ['en', 'I cried, my partner cried, and the sonographer laughed.'],
    ['en', "I'm 39 and due any day now with my first."],
    ['en', 'Same with my 3-week-old.'],
    ['es', 'Mi bebé tiene ocho días y el pecho me está matando.'],
    ['es', 'A nosotros también nos cancelaron una.'],
    ['pt', 'O meu companheiro ficou sem palavras.'],
    ['pt', 'Tive perdas às sete semanas e hoje estou com doze.'],
  ] as const)('%s: %s', (locale, sentence) => {
    expect(markerPatterns[locale].some((m) => m.pattern.test(fold(sentence)))).toBe(true)
  })

  it.each([
    [
      'en',
      'Many members tell us the first scan went faster than they expected. Question for the group: what helped you?',
    ],
    [
      'es',
      'Muchas de vosotras nos contáis que os ayudó apuntarlo todo. Pregunta para el grupo: ¿qué os funcionó?',
    ],
    ['pt', 'Muitas pessoas do grupo contam-nos que ajudou. Pergunta para o grupo: o que resultou convosco?'],
  ] as const)('%s: a team prompt passes', (locale, sentence) => {
    expect(markerPatterns[locale].filter((m) => m.pattern.test(fold(sentence)))).toEqual([])
  })
})
