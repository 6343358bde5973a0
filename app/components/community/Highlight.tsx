// Search highlights arrive as plain text with \u0002 … \u0003 around each match. They are
// split into text and <mark> elements: nothing in the string is ever parsed as HTML.
const START = '\u0002'
const END = '\u0003'

export function highlightParts(text: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = []
  let match = false
  let current = ''
  const flush = () => {
    if (current) parts.push({ text: current, match })
    current = ''
  }
  for (const char of text) {
    if (char === START || char === END) {
      flush()
      match = char === START
    } else {
      current += char
    }
  }
  flush()
  return parts
}

export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}
