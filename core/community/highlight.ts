// Search highlights arrive as plain text with \uE000 … \uE001 around each match (the server's
// markers). They are split into parts: nothing in the string is ever parsed as HTML.
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'

export function highlightParts(text: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = []
  let match = false
  let current = ''
  const flush = () => {
    if (current) parts.push({ text: current, match })
    current = ''
  }
  for (const char of text) {
    if (char === HIGHLIGHT_START || char === HIGHLIGHT_END) {
      flush()
      match = char === HIGHLIGHT_START
    } else {
      current += char
    }
  }
  flush()
  return parts
}
