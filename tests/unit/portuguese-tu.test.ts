// Portuguese addresses the reader as "tu" everywhere (home and banner already did; issue 15 found
// "Junte-se", "lhe", "Obtenha" beside them). The markers below are formal (você) forms; each is
// listed because it cannot be read as tu or as a plain third person in this site's copy.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { experts } from '../../server/db/seed/data/experts'
import { groups } from '../../server/db/seed/data/groups'
import { visitorCopy } from '../../server/mail/copy'

/** Formal imperatives of verbs the site uses to ask the reader to act ("clique" is left out: also a noun). */
const formalImperatives = [
  'aceda',
  'adira',
  'aguarde',
  'cancele',
  'chegue',
  'combine',
  'comece',
  'confirme',
  'conheça',
  'consulte',
  'contacte',
  'copie',
  'corrija',
  'deixe',
  'descarregue',
  'descubra',
  'diga',
  'encontre',
  'envie',
  'escolha',
  'experimente',
  'fale',
  'ignore',
  'indique',
  'introduza',
  'junte-se',
  'leia',
  'marque',
  'obtenha',
  'partilhe',
  'peça',
  'pergunte',
  'pesquise',
  'preencha',
  'receba',
  'registe',
  'reserve',
  'responda',
  'saiba',
  'selecione',
  'siga',
  'siga-nos',
  'tente',
  'torne-se',
  'transfira',
  'use',
  'utilize',
  'veja',
  'verifique',
  'visite',
]
/** Formal address that is never third person here. */
const formalPhrases = [
  /\bvocês?\b/i,
  /\blhe\b/i, // "enviar-lhe", "o que a comunidade lhe oferece" ("lhes" stays: it is "them")
  /\bseja (?:bem-vind[ao]|nosso|a primeira)\b/i,
  /\b(?:tem|tenha) (?:dúvidas|de aceitar|de confirmar)\b/i,
  /\bse não foi você\b/i,
  /\bconsigo\b/i, // "with you" (formal); the site never says "I manage"
]
/** Possessives of the reader ("o seu e-mail"): in interface copy every seu/sua is the reader's. */
const formalPossessive = /\b(?:seu|sua|seus|suas)\b/i

function formalMarkers(text: string, { possessives = true } = {}): string[] {
  const found: string[] = []
  for (const word of formalImperatives) {
    if (new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu').test(text)) found.push(word)
  }
  for (const pattern of formalPhrases) {
    const match = pattern.exec(text)
    if (match) found.push(match[0])
  }
  if (possessives) {
    const match = formalPossessive.exec(text)
    if (match) found.push(match[0])
  }
  return found
}

function ptCatalogues(): Array<[string, Record<string, string>]> {
  const folders = ['messages', ...readdirSync('messages').map((f) => join('messages', f))].filter((f) =>
    statSync(f).isDirectory(),
  )
  return folders.map((f) => [f, JSON.parse(readFileSync(join(f, 'pt.json'), 'utf8'))])
}

/** Every string of an object, functions called with a stand-in argument. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return strings(value('X'), path)
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  }
  return []
}

describe('the markers themselves', () => {
  it.each([
    'Junte-se na app',
    'O que a comunidade lhe oferece',
    'Obtenha a app Nestwell',
    'Introduza o seu endereço de e-mail',
    'Seja bem-vinda!',
    'Gerimos a campanha consigo',
    'Se não foi você, ignore este e-mail',
    'Siga-nos',
  ])('find the formal form in “%s”', (text) => {
    expect(formalMarkers(text)).not.toEqual([])
  })
  it.each([
    'Junta-te na app',
    'O que a comunidade te oferece',
    'Descarrega a app Nestwell',
    'Introduz o teu endereço de e-mail',
    'Segue-nos',
    'Sê bem-vinda!',
    'campanhas que lhes sejam úteis',
    'Pode ter expirado (as ligações funcionam durante 7 dias)',
    'Usamos cookies de análise',
  ])('pass the tu form or a third person in “%s”', (text) => {
    expect(formalMarkers(text)).toEqual([])
  })
})

describe('Portuguese addresses the reader as tu', () => {
  it.each(ptCatalogues())('%s/pt.json', (_folder, catalogue) => {
    const formal = Object.entries(catalogue)
      .filter(([key]) => key !== '$schema')
      .map(([key, text]) => [key, formalMarkers(text)] as const)
      .filter(([, markers]) => markers.length > 0)
    expect(formal).toEqual([])
  })

  it('the Portuguese e-mails', () => {
    const formal = strings(visitorCopy.pt, 'pt')
      .map(([path, text]) => [path, formalMarkers(text)] as const)
      .filter(([, markers]) => markers.length > 0)
    expect(formal).toEqual([])
  })

  it('seeded group descriptions and expert credentials', () => {
    const texts: Array<[string, string]> = [
      ...groups.map((g): [string, string] => [`group ${g.slug}`, g.description.pt]),
      ...experts.map((e): [string, string] => [`expert ${e.slug} credentials`, e.credentials.pt]),
    ]
    const formal = texts
      .map(([where, text]) => [where, formalMarkers(text)] as const)
      .filter(([, markers]) => markers.length > 0)
    expect(formal).toEqual([])
  })

  it('expert bios: the few sentences that speak to the reader', () => {
    // The bios are third person about the expert ("Chegam-lhe dúvidas", "a escolha de cada
    // família", "que conheça"), so only the reader's forms are checked here.
    const reader = /\bvocês?\b|\bo seu médico\b|\bdo seu filho\b|\bse tiver\b|\blhe causem\b/i
    for (const e of experts) expect(e.bio.pt, e.slug).not.toMatch(reader)
  })
})
