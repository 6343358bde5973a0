// Where the media kit PDF lives in each locale (served by app/routes/media-kit[.]pdf.ts), for
// the partner page and the media-kit e-mail.
import { type Locale, prefixOf } from '../i18n/locales.ts'

export function mediaKitPath(locale: Locale): string {
  return `${prefixOf(locale)}/media-kit.pdf`
}

export function mediaKitFileName(locale: Locale): string {
  return `nestwell-media-kit-${locale}.pdf`
}
