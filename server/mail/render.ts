// E-mail rendering: one list of blocks becomes an HTML part (table layout, inline styles, what
// mail clients understand) and a plain-text part. Every string is escaped here, once, so a value
// typed by a visitor can never become markup.
import { escapeMarkup } from '../text/escape.ts'

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; href: string }
  /** A sentence and a link; without `anchor` the address itself is shown (to copy by hand). */
  | { type: 'link'; label: string; href: string; anchor?: string }
  | { type: 'fields'; rows: Array<[label: string, value: string]> }
  | { type: 'stats'; items: Array<[value: string, label: string]> }
  | { type: 'list'; items: string[] }
  | { type: 'note'; text: string }

export interface MailFrame {
  /** BCP 47 tag for <html lang>. */
  languageTag: string
  subject: string
  /** The line mail clients show after the subject. */
  preheader: string
  siteName: string
  siteUrl: string
  /** Footer lines (why you got this, company address). */
  footer: string[]
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** Only http(s) links end up in a mail; anything else becomes the site's home. */
function safeHref(href: string, fallback: string): string {
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback
  } catch {
    return fallback
  }
}

// Characters that change how text reads without showing themselves: controls, bidi embeddings,
// overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C), zero-width
// characters, U+FEFF, soft hyphens, tag characters and the other default-ignorables (Hangul
// fillers among them). A visitor's "Ana\u202Egpj.exe" must not read differently to the team.
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u3164\uFFA0]/gu
// Every way text can break a line, mail clients and RFC 5322 readers included.
const lineBreaks = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g

/** Text that keeps its line breaks (as \n) and loses every control and invisible character. */
export function cleanText(value: string): string {
  return value
    .replace(lineBreaks, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => line.replace(invisible, '').trimEnd())
    .join('\n')
    .trim()
}

/** A header value on one line (subjects carry names typed by visitors). */
export function oneLine(value: string, max = 200): string {
  const flat = value.replace(lineBreaks, ' ').replace(invisible, '').replace(/\s+/g, ' ').trim()
  const characters = [...flat]
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : flat
}

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
const colors = {
  page: '#f5f3ff',
  card: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  faint: '#64748b',
  brand: '#6d28d9',
  border: '#e2e8f0',
  soft: '#faf5ff',
  pink: '#db2777',
}

/** Text with its line breaks kept (cleanText has made every break a \n). */
function multiline(text: string): string {
  return escapeMarkup(text).replace(/\n/g, '<br>')
}

/**
 * Every string of a mail, cleaned once: one-line parts stay on one line, and only paragraphs,
 * notes and field values keep their line breaks (a field's later lines are indented in the text
 * part, so a value can never pass for a label of ours).
 */
function cleanBlock(block: Block): Block {
  switch (block.type) {
    case 'heading':
    case 'subheading':
      return { ...block, text: oneLine(block.text, 500) }
    case 'paragraph':
    case 'note':
      return { ...block, text: cleanText(block.text) }
    case 'button':
      return { ...block, label: oneLine(block.label, 500) }
    case 'link':
      return {
        ...block,
        label: oneLine(block.label, 500),
        anchor: block.anchor === undefined ? undefined : oneLine(block.anchor, 500),
      }
    case 'fields':
      return {
        ...block,
        rows: block.rows.map(([label, value]): [string, string] => [oneLine(label), cleanText(value)]),
      }
    case 'stats':
      return {
        ...block,
        items: block.items.map(([value, label]): [string, string] => [oneLine(value), oneLine(label)]),
      }
    case 'list':
      return { ...block, items: block.items.map((item) => oneLine(item, 1000)) }
  }
}

function blockHtml(block: Block, siteUrl: string): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;${font};font-size:24px;line-height:32px;font-weight:800;color:${colors.text};">${escapeMarkup(block.text)}</h1>`
    case 'subheading':
      return `<h2 style="margin:8px 0 12px;${font};font-size:13px;line-height:18px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${colors.brand};">${escapeMarkup(block.text)}</h2>`
    case 'paragraph':
      return `<p style="margin:0 0 16px;${font};font-size:16px;line-height:26px;color:${colors.text};">${multiline(block.text)}</p>`
    case 'note':
      return `<p style="margin:0 0 16px;${font};font-size:14px;line-height:22px;color:${colors.muted};">${multiline(block.text)}</p>`
    case 'button': {
      const href = escapeMarkup(safeHref(block.href, siteUrl))
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td align="center" bgcolor="${colors.brand}" style="border-radius:999px;background:${colors.brand};"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;${font};font-size:16px;font-weight:700;line-height:20px;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeMarkup(block.label)}</a></td></tr></table>`
    }
    case 'link': {
      const href = escapeMarkup(safeHref(block.href, siteUrl))
      const text = block.anchor ? escapeMarkup(block.anchor) : href
      return `<p style="margin:0 0 16px;${font};font-size:14px;line-height:22px;color:${colors.muted};">${escapeMarkup(block.label)}<br><a href="${href}" style="color:${colors.brand};font-weight:600;word-break:break-all;">${text}</a></p>`
    }
    case 'fields': {
      const rows = block.rows
        .map(
          ([label, value], index) =>
            `<tr><td style="padding:10px 14px;${index ? `border-top:1px solid ${colors.border};` : ''}${font};font-size:13px;line-height:20px;color:${colors.faint};width:38%;vertical-align:top;">${escapeMarkup(label)}</td><td style="padding:10px 14px;${index ? `border-top:1px solid ${colors.border};` : ''}${font};font-size:15px;line-height:22px;color:${colors.text};vertical-align:top;word-break:break-word;">${multiline(value)}</td></tr>`,
        )
        .join('')
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border:1px solid ${colors.border};border-radius:12px;border-collapse:separate;background:${colors.soft};">${rows}</table>`
    }
    case 'stats': {
      const cells = block.items
        .map(
          ([value, label]) =>
            `<td width="${Math.floor(100 / block.items.length)}%" style="padding:12px 6px;text-align:center;vertical-align:top;"><div style="${font};font-size:22px;line-height:28px;font-weight:800;color:${colors.brand};">${escapeMarkup(value)}</div><div style="${font};font-size:12px;line-height:18px;color:${colors.muted};">${escapeMarkup(label)}</div></td>`,
        )
        .join('')
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-radius:12px;background:${colors.soft};"><tr>${cells}</tr></table>`
    }
    case 'list': {
      const items = block.items
        .map(
          (item) =>
            `<tr><td style="padding:0 10px 10px 0;vertical-align:top;${font};font-size:16px;line-height:24px;color:${colors.pink};">&#9679;</td><td style="padding:0 0 10px;${font};font-size:15px;line-height:24px;color:${colors.text};">${escapeMarkup(item)}</td></tr>`,
        )
        .join('')
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${items}</table>`
    }
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`
    case 'subheading':
      return `${block.text.toUpperCase()}`
    case 'paragraph':
    case 'note':
      return block.text
    case 'button':
      return `${block.label}:\n${block.href}`
    case 'link':
      return block.anchor ? `${block.label}\n${block.anchor}: ${block.href}` : `${block.label}\n${block.href}`
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`).join('\n')
    case 'stats':
      return block.items.map(([value, label]) => `- ${value} ${label}`).join('\n')
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n')
  }
}

export function renderMail(rawFrame: MailFrame, rawBlocks: Block[]): RenderedMail {
  const frame = {
    ...rawFrame,
    subject: oneLine(rawFrame.subject),
    preheader: oneLine(rawFrame.preheader, 300),
    footer: rawFrame.footer.map((line) => oneLine(line, 1000)),
  }
  const blocks = rawBlocks.map(cleanBlock)
  const site = escapeMarkup(frame.siteName)
  const home = escapeMarkup(safeHref(frame.siteUrl, 'https://example.invalid/'))
  const body = blocks.map((b) => blockHtml(b, frame.siteUrl)).join('\n')
  const footer = frame.footer
    .map(
      (line) =>
        `<p style="margin:0 0 8px;${font};font-size:12px;line-height:18px;color:${colors.faint};">${escapeMarkup(line)}</p>`,
    )
    .join('')
  const html = `<!DOCTYPE html>
<html lang="${escapeMarkup(frame.languageTag)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeMarkup(frame.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeMarkup(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.page};">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="padding:0 8px 20px;">
<a href="${home}" style="text-decoration:none;${font};font-size:22px;font-weight:800;color:${colors.text};"><span data-logo style="display:inline-block;width:28px;height:28px;border-radius:9px;background-color:#8b5cf6;background-image:linear-gradient(135deg,#8b5cf6,#ec4899);vertical-align:middle;margin-right:8px;text-align:center;line-height:28px;color:#ffffff;font-size:17px;font-weight:800;">N</span><span style="vertical-align:middle;">${site}</span></a>
</td></tr>
<tr><td style="background:${colors.card};border-radius:16px;padding:32px 28px;border:1px solid ${colors.border};">
${body}
</td></tr>
<tr><td style="padding:24px 8px 0;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  const text = `${blocks.map(blockText).join('\n\n')}\n\n--\n${frame.siteName} · ${frame.siteUrl}\n${frame.footer.join('\n')}\n`
  return { subject: frame.subject, html, text }
}
