import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../../server/community/community'
import { highlightParts } from './highlight-parts'

const S = HIGHLIGHT_START
const E = HIGHLIGHT_END

describe('highlightParts', () => {
  it('uses the same markers as the server', () => {
    expect(S).toBe('\u0002')
    expect(E).toBe('\u0003')
  })

  it('splits text and matches in order', () => {
    expect(highlightParts(`Can't ${S}sleep${E} at 38 weeks, ${S}sleeping${E} badly`)).toEqual([
      { text: "Can't ", match: false },
      { text: 'sleep', match: true },
      { text: ' at 38 weeks, ', match: false },
      { text: 'sleeping', match: true },
      { text: ' badly', match: false },
    ])
  })

  it('keeps HTML-looking text as plain text parts', () => {
    const parts = highlightParts(`<img src=x onerror=alert(1)> ${S}<b>${E}`)
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: '<b>', match: true },
    ])
  })

  it('copes with no markers, unbalanced markers and an empty string', () => {
    expect(highlightParts('plain')).toEqual([{ text: 'plain', match: false }])
    expect(highlightParts(`${S}open`)).toEqual([{ text: 'open', match: true }])
    expect(highlightParts(`close${E} after`)).toEqual([
      { text: 'close', match: false },
      { text: ' after', match: false },
    ])
    expect(highlightParts('')).toEqual([])
  })
})
