import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './escape.ts'

describe('escapeMarkup', () => {
  it('escapes the five special characters, & first so nothing is escaped twice', () => {
    expect(escapeMarkup(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&#39;')
    expect(escapeMarkup('&amp; &lt;')).toBe('&amp;amp; &amp;lt;')
    expect(escapeMarkup('plain text, ñ and 🤰')).toBe('plain text, ñ and 🤰')
  })

  it('leaves no tag, attribute break-out or comment in hostile strings', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "' onmouseover='alert(1)",
      '<![CDATA[x]]>',
      '<!-- x -->',
      ']]>',
      '<?xml version="1.0"?>',
    ]
    for (const text of hostile) {
      const escaped = escapeMarkup(text)
      expect(escaped, text).not.toMatch(/[<>"']/)
      expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, ''), text).not.toContain('&')
    }
  })

  it('drops the characters XML cannot carry and keeps tab, newlines and surrogate pairs', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef')
    expect(escapeMarkup('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low')
    expect(escapeMarkup('tab\tline\nreturn\r😀')).toBe('tab\tline\nreturn\r😀')
  })
})
