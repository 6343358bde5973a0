// Small helpers the generated-file endpoints share (images, share images, the media-kit PDF).

/** Whether an If-None-Match header value names this strong ETag (weak `W/` forms match too). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false
}
