// The two statements a review found could delay urgent care, pinned in every locale: reduced
// fetal movements (C1) and the signs of a possible ectopic pregnancy (C2). Wherever a page or the
// community guidelines speak of them, they say "at once / now", in one wording per language,
// and never "the same day", "today", a phone-triage line or a family doctor first.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type Locale, locales } from '../../core/i18n/locales'
import { readWeekFiles } from '../../server/pregnancy/week-files'

const reducedMovements: Record<Locale, string> = {
  en: 'contact your maternity unit at once, day or night; do not wait until tomorrow',
  es: 'llama ya a urgencias de maternidad de tu hospital, a cualquier hora del día o de la noche; no esperes al día siguiente',
  pt: 'contacta já a maternidade ou vai à urgência de obstetrícia, de dia ou de noite; não esperes pelo dia seguinte',
}
const ectopicSigns: Record<Locale, string> = {
  en: 'go to the emergency department now or call your local emergency number (112 in Europe, 911 in the US)',
  es: 've ya a urgencias o llama al 112',
  pt: 'vai já à urgência ou liga 112',
}

/** A sentence about the baby moving less, differently or not at all. */
const movementSentence: Record<Locale, [RegExp, RegExp]> = {
  en: [
    /\b(movements?|moving|moves|kicks)\b/i,
    /\b(less|fewer|reduced|slow\w*|chang\w*|stop\w*|different\w*)\b/i,
  ],
  // "se mueve y cambia de postura" is a baby moving, not a change in its movements.
  es: [
    /\b(movimientos?|se mueve\w*|patadas)\b/i,
    /\b(menos|disminu\w*|deja\w* de|distint\w*|diferente\w*|cambios? en (sus|los) movimientos)\b/i,
  ],
  pt: [/\b(movimentos?|mexe\w*|pontapés)\b/i, /\b(menos|mud\w*|diminu\w*|deix\w*|diferente\w*|para\w*)\b/i],
}
/** A sentence naming a sign of a possible ectopic pregnancy. */
const ectopicSentence: Record<Locale, RegExp> = {
  en: /\bshoulder\b/i,
  es: /\bhombro\b/i,
  pt: /\bombro\b/i,
}
/** Words that downgrade "now", or send someone to the wrong door first. */
const delays: Record<Locale, RegExp> = {
  en: /\b(same day|today|within 24 hours|before 37 weeks|GP|family doctor|phone line|helpline)\b/i,
  es: /(mismo día|\bhoy\b|antes de las 37|médico de cabecera|médico de familia|centro de salud|024|061)/i,
  pt: /(próprio dia|mesmo dia|\bhoje\b|antes das 37|SNS 24|808 24 24 24|médico de família|teu médico|centro de saúde)/i,
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/)
const pages = readWeekFiles(process.cwd()).pages
const sectionsOf = (page: (typeof pages)[number]) =>
  [page.summary, page.baby, page.body, page.tip, page.callProfessional].map((text) =>
    text.replace(/\s+/g, ' '),
  )

describe.each(locales)('week pages in %s', (locale) => {
  const weeks = pages.filter((p) => p.locale === locale)
  const [movementWord, changeWord] = movementSentence[locale]

  it('say the one reduced-movements wording on every page that speaks of reduced movements, never a delay', () => {
    let mentions = 0
    for (const page of weeks) {
      for (const section of sectionsOf(page)) {
        for (const sentence of sentencesOf(section)) {
          if (!movementWord.test(sentence) || !changeWord.test(sentence)) continue
          mentions++
          expect(sectionsOf(page).join(' '), `${page.file}: "${sentence}"`).toContain(
            reducedMovements[locale],
          )
          expect(sentence, `${page.file}: "${sentence}"`).not.toMatch(delays[locale])
        }
      }
    }
    expect(mentions).toBeGreaterThanOrEqual(5)
  })

  it.each([24, 28, 31, 36, 40])('week %i tells the reader what to do when movements change', (week) => {
    const page = weeks.find((p) => p.week === week)!
    expect(sectionsOf(page).join(' '), page.file).toContain(reducedMovements[locale])
  })

  it('send the signs of a possible ectopic pregnancy to the emergency department now (weeks 4-6 at least)', () => {
    for (const week of [4, 5, 6]) {
      const page = weeks.find((p) => p.week === week)!
      expect(sectionsOf(page).join(' '), page.file).toContain(ectopicSigns[locale])
    }
    for (const page of weeks.filter((p) => p.week <= 13)) {
      for (const section of sectionsOf(page)) {
        for (const sentence of sentencesOf(section)) {
          if (!ectopicSentence[locale].test(sentence)) continue
          expect(sectionsOf(page).join(' '), `${page.file}: "${sentence}"`).toContain(ectopicSigns[locale])
          expect(sentence, `${page.file}: "${sentence}"`).not.toMatch(delays[locale])
        }
      }
    }
  })
})

it.each(locales)('the community guidelines in %s say the same about reduced movements', (locale) => {
  const text = readFileSync(`server/content/policies/${locale}/community-guidelines.md`, 'utf8').replace(
    /\s+/g,
    ' ',
  )
  expect(text).toContain(reducedMovements[locale])
  const [movementWord, changeWord] = movementSentence[locale]
  for (const sentence of sentencesOf(text).filter((s) => movementWord.test(s) && changeWord.test(s)))
    expect(sentence).not.toMatch(delays[locale])
})
