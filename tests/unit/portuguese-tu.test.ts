// Portuguese addresses the reader as "tu" everywhere (home and banner already did; issue 15 found
// "Junte-se", "lhe", "Obtenha" beside them). The markers below are formal (você) forms; each is
// listed because it cannot be read as tu or as a plain third person in this site's copy.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { experts } from '../../server/db/seed/data/experts'
import { groups } from '../../server/db/seed/data/groups'

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

  it('the Portuguese e-mails (messages/mail/pt.json)', () => {
    const mail = ptCatalogues().find(([folder]) => folder === join('messages', 'mail'))?.[1] ?? {}
    const words = Object.entries(mail).filter(([key]) => key.startsWith('mail_'))
    expect(words.length).toBeGreaterThan(30)
    const formal = words
      .map(([key, text]) => [key, formalMarkers(text)] as const)
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

/** The consumer legal documents; data-processing.md is a contract with partners and stays formal. */
const consumerLegal = [
  'privacy-policy',
  'terms-of-use',
  'cookie-policy',
  'refund-policy',
  'terms-of-use-community',
]

/** Legal-only formal forms: the reader as a pronoun after a verb, or a formal verb of address. */
const formalLegalPhrases = [
  /\b(?:informamo|avisamo|notificamo|contactamo|identificamo)-lo\b/i,
  /\b(?:informando|avisando)-o\b/i,
  /\bo avisaremos\b/i,
  /\bque o afetem\b/i,
  /\b(?:tem|terá) (?:direito|de ter|ainda o direito|também o direito)\b/i,
  /\bse (?:tiver|quiser|preferir|precisar)\b/i,
  /\bpode (?:retirar|pedir|contactar|apagar|eliminar|cancelar|mudar|bloquear|denunciar|opor)\b/i,
  /\btenha em conta\b/i,
]
/** seu/sua that are not the reader's: a third party's own (the company, other users, a post). */
const thirdPartyPossessives = [
  'aos seus licenciantes', // Nestwell's licensors
  'citado nas suas respostas', // other users' replies
  'sobre a sua identidade', // a post that misleads about its author's identity
  'Verificamos as suas qualificações', // the experts'
  'a sua duração', // a free trial's
]

/** Nouns spelt like a formal imperative ("o registo da escolha de consentimento"). */
const legalNouns = /\b(?:a|da|na|tua) escolha\b/giu

function legalFormalMarkers(text: string): string[] {
  const found = formalMarkers(text.replace(legalNouns, ''), { possessives: false })
  for (const pattern of formalLegalPhrases) {
    const match = pattern.exec(text)
    if (match) found.push(match[0])
  }
  let rest = text
  for (const phrase of thirdPartyPossessives) rest = rest.replaceAll(phrase, '')
  for (const match of rest.matchAll(new RegExp(formalPossessive.source, 'giu'))) {
    found.push(`${match[0]} (${rest.slice(Math.max(0, match.index - 30), match.index + 20)})`)
  }
  return found
}

describe('the Portuguese legal documents address the reader as tu', () => {
  it.each(consumerLegal)('pt/%s.md', (slug) => {
    const text = readFileSync(`server/content/legal/pt/${slug}.md`, 'utf8')
    expect(legalFormalMarkers(text)).toEqual([])
  })

  it('the data processing agreement stays formal (a contract with partners, not consumer copy)', () => {
    const text = readFileSync('server/content/legal/pt/data-processing.md', 'utf8')
    expect(text).not.toMatch(/\b(?:teu|tua|teus|tuas)\b/i)
  })
})

// Spanish of Spain addresses the reader as tú on the site and in the e-mails; its consumer legal
// documents do too. "su" alone is left out: in legal text it is as often a third party's.
const ustedMarkers = [
  /\busted(?:es)?\b/i,
  /\bsu (?:cuenta|consentimiento|suscripción|privacidad|contenido|navegador|dispositivo|identidad|bebé|hijo|hija|salud|embarazo|médico|contraseña|decisión|elección|región|país|solicitud|derecho|correo)\b/i,
  /\bsus (?:datos|derechos|publicaciones|contenidos|preferencias)\b/i,
  /\ble (?:informamos|informaremos|avisaremos|avisamos|enviaremos|enviamos|pediremos|pedimos|notificaremos|explicamos|concedemos|recomendamos|mostramos|preguntamos|identifican?)\b/i,
  /\b(?:contacte|consulte|póngase|escríbanos|contáctenos|cancele|utilice|acceda|elimine|revise|tenga|cuide|solicite|diríjase|seleccione|pulse|compruebe|guarde|cambie|avísenos|hable|llame|denuncie|lea)\b/i,
]

function ustedFound(text: string): string[] {
  return ustedMarkers.flatMap((pattern) => {
    const match = pattern.exec(text)
    return match ? [match[0]] : []
  })
}

describe('the Spanish legal documents address the reader as tú', () => {
  it.each([
    'Contacte con nosotros',
    'Usted puede retirar su consentimiento',
    'Le informamos de los cambios',
    'Póngase en contacto',
  ])('the markers find the usted form in “%s”', (text) => {
    expect(ustedFound(text)).not.toEqual([])
  })
  it.each([
    'Contacta con nosotros',
    'Puedes retirar tu consentimiento',
    'Te informamos de los cambios',
    'Google y su política de privacidad',
  ])('the markers pass “%s”', (text) => {
    expect(ustedFound(text)).toEqual([])
  })

  it.each(consumerLegal)('es/%s.md', (slug) => {
    const text = readFileSync(`server/content/legal/es/${slug}.md`, 'utf8')
    expect(ustedFound(text)).toEqual([])
  })

  it('the data processing agreement stays formal (a contract with partners, not consumer copy)', () => {
    const text = readFileSync('server/content/legal/es/data-processing.md', 'utf8')
    expect(text).not.toMatch(/\btus? (?:datos|cuenta)\b/i)
  })
})

describe('the Spanish e-mails address the reader as tú', () => {
  it('messages/mail/es.json', () => {
    const mail = JSON.parse(readFileSync(join('messages', 'mail', 'es.json'), 'utf8')) as Record<
      string,
      string
    >
    const usted = Object.entries(mail)
      .filter(([key]) => key.startsWith('mail_'))
      .map(([key, text]) => [key, ustedFound(text)] as const)
      .filter(([, found]) => found.length > 0)
    expect(usted).toEqual([])
  })
})

// (The older policies use seu/sua and su/sus of third parties, which these markers flag.)
describe('the accessibility statement addresses the reader as tu (pt) and tú (es)', () => {
  it('pt/accessibility.md', () => {
    const text = readFileSync('server/content/policies/pt/accessibility.md', 'utf8')
    expect(legalFormalMarkers(text)).toEqual([])
  })
  it('es/accessibility.md', () => {
    const text = readFileSync('server/content/policies/es/accessibility.md', 'utf8')
    expect(ustedMarkers.flatMap((pattern) => pattern.exec(text)?.[0] ?? [])).toEqual([])
  })
})

// The cycle hub speaks to the reader throughout (server/content/cycle).
describe('the cycle page addresses the reader as tu and tú', () => {
  it('pt.md', () => {
    expect(formalMarkers(readFileSync('server/content/cycle/pt.md', 'utf8'))).toEqual([])
  })
  it('es.md', () => {
    expect(ustedFound(readFileSync('server/content/cycle/es.md', 'utf8'))).toEqual([])
  })
})

// The baby months speak to the parent; "o seu ritmo" there is the baby's, so possessives stay out.
describe('the baby month pages address the reader as tu and tú', () => {
  const folder = 'server/content/baby'
  it.each(readdirSync(`${folder}/pt`))('pt/%s', (name) => {
    expect(formalMarkers(readFileSync(`${folder}/pt/${name}`, 'utf8'), { possessives: false })).toEqual([])
  })
  it.each(readdirSync(`${folder}/es`))('es/%s', (name) => {
    expect(ustedFound(readFileSync(`${folder}/es/${name}`, 'utf8'))).toEqual([])
  })
})
