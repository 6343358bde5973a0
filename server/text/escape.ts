// The one escaper of text written into markup: HTML pages and e-mails, XML (sitemaps, Atom feeds)
// and SVG (share cards). One function serves them all: the five characters below are special in
// each, and `&#39;` (not `&apos;`, which HTML 4 mail clients do not know) is valid in every one.

// Characters XML 1.0 forbids even as references (C0 controls but tab and newlines, lone
// surrogates, U+FFFE/U+FFFF): one of them in a post's text would make the whole document invalid;
// HTML does not allow them either.
const notXmlChar =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe as element content or a quoted attribute value in HTML, XML or SVG. */
export function escapeMarkup(text: string): string {
  return text.replace(notXmlChar, '').replace(/[&<>"']/g, (c) => entities[c]!)
}
