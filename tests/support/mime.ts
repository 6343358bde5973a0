// A small MIME reader for the tests: headers (with RFC 2047 encoded words) and the text and HTML
// parts of a message built by nodemailer (quoted-printable or base64).

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  to: string
  text: string
  html: string
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8')
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
      try {
        return decodeURIComponent(bytes)
      } catch {
        return bytes
      }
    })
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const index = line.indexOf(':')
    if (index <= 0) continue
    headers.set(line.slice(0, index).trim().toLowerCase(), decodeWords(line.slice(index + 1).trim()))
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable') {
    const softBreaks = body.replace(/=\r?\n/g, '')
    const bytes: number[] = []
    for (let i = 0; i < softBreaks.length; i++) {
      const c = softBreaks[i]!
      if (c === '=' && /^[0-9A-F]{2}$/i.test(softBreaks.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(softBreaks.slice(i + 1, i + 3), 16))
        i += 2
      } else {
        bytes.push(...Buffer.from(c, 'utf8'))
      }
    }
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}

function split(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return [raw, '']
  return [raw.slice(0, match.index), raw.slice(match.index + match[0].length)]
}

export function parseMail(raw: string): ParsedMail {
  const [head, body] = split(raw)
  const headers = parseHeaders(head)
  const parts: Array<{ type: string; content: string }> = []
  const walk = (headerMap: Map<string, string>, content: string) => {
    const type = headerMap.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const section of content.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break
        const [partHead, partBody] = split(section.replace(/^\r?\n/, ''))
        walk(parseHeaders(partHead), partBody)
      }
      return
    }
    parts.push({
      type: type.split(';')[0]!.trim().toLowerCase(),
      content: decodeBody(content, headerMap.get('content-transfer-encoding')),
    })
  }
  walk(headers, body)
  return {
    headers,
    subject: headers.get('subject') ?? '',
    to: headers.get('to') ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  }
}
