// Small helpers the generated-file endpoints share (images, share images, the media-kit PDF).

/** Whether an If-None-Match header value names this strong ETag (weak `W/` forms match too). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false
}

// Characters XML 1.0 forbids even as references (C0 controls but tab and newlines, lone
// surrogates, U+FFFE/U+FFFF): one of them in a post's text would make the whole document invalid.
const notXmlChar =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text made safe inside XML (sitemaps, Atom feeds) and SVG (share cards): the five predefined
 * entities, and characters XML cannot carry dropped.
 */
export function escapeXml(text: string): string {
  return text
    .replace(notXmlChar, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
