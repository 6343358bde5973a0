import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_END, HIGHLIGHT_START, highlightParts } from './highlight.ts'

const S = HIGHLIGHT_START
const E = HIGHLIGHT_END

describe('highlightParts', () => {
  // The server's search (server/community) writes these same markers: one definition here.
  it('uses two distinct markers', () => {
    expect(S).not.toBe(E)
  })

  it('uses markers that HTML allows: the results also travel in the page (dehydrated query)', () => {
    // The HTML standard forbids controls other than ASCII whitespace, and noncharacters
    // (the Nu HTML checker's "Forbidden code point").
    const forbidden = (code: number) =>
      (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(code)) ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0xfdd0 && code <= 0xfdef) ||
      (code & 0xfffe) === 0xfffe
    for (const marker of [S, E]) expect(forbidden(marker.codePointAt(0)!), marker).toBe(false)
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
