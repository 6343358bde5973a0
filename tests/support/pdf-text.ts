// The text a PDF shows, as far as pdfkit writes it: the hex strings of the TJ arrays in each
// (deflated or plain) content stream, decoded as WinAnsi. For tests, not a general PDF reader.
import { inflateSync } from 'node:zlib'

const winAnsiExtras: Record<number, string> = {
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
}

function decodeHex(hex: string): string {
  let out = ''
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16)
    out += winAnsiExtras[code] ?? String.fromCharCode(code)
  }
  return out
}

/** One string per text line drawn, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const match of source.matchAll(/<<([^>]*(?:>(?!>)[^>]*)*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    const raw = pdf.subarray(start, end)
    let content: string
    try {
      content = (match[1]?.includes('FlateDecode') ? inflateSync(raw) : raw).toString('latin1')
    } catch {
      continue
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1] ?? '')).join(''))
    }
  }
  return lines
}
