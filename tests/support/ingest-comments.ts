// Comments as the app sends them (docs/community-ingest.md): a new member and their comment
// through the signed ingest door, and their removal. What the browser suite and the edge stack
// use to put any text on a post page (decision 042): the product's own way in, with its cache
// purges, instead of a test-only route.
import { randomUUID } from 'node:crypto'
import { sendIngestEvents } from '../../scripts/ingest-send.mjs'
import { seedIds } from '../../server/db/seed/events'

/** The app ids of a comment sent by addComment and of its new author. */
export interface CommentRef {
  comment: string
  member: string
}

const envelope = (appId: string, action: string) => ({
  id: `${appId}.${action}`,
  appId,
  // Removals after upserts: a later version than the upsert's.
  version: Date.now() + (action === 'upsert' ? 0 : 1),
  occurredAt: new Date().toISOString(),
})

/** A comment on a seeded post, by a new member; resolves to the ingest answer and the ids. */
export async function addComment(
  base: string,
  secret: string,
  input: { postSlug: string; body: string; authorName: string },
): Promise<{ response: Response; ref: CommentRef }> {
  const ref = { comment: `test.comment.${randomUUID()}`, member: `test.member.${randomUUID()}` }
  const response = await sendIngestEvents(base, secret, [
    {
      kind: 'member.upsert',
      ...envelope(ref.member, 'upsert'),
      member: { name: input.authorName, avatarSeed: null, role: 'user' },
    },
    {
      kind: 'comment.upsert',
      ...envelope(ref.comment, 'upsert'),
      comment: {
        postId: seedIds.post(input.postSlug),
        memberId: ref.member,
        body: input.body,
        createdAt: new Date().toISOString(),
      },
    },
  ])
  return { response, ref }
}

/** Removes the comment, then erases its member (the app's erasure: nothing of theirs stays). */
export function removeComment(base: string, secret: string, ref: CommentRef): Promise<Response> {
  return sendIngestEvents(base, secret, [
    { kind: 'comment.remove', ...envelope(ref.comment, 'remove') },
    { kind: 'member.erase', ...envelope(ref.member, 'erase') },
  ])
}
