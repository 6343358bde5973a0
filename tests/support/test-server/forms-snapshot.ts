// What the forms stored for one e-mail address, read by the test server (decision 042) with
// plain SQL on the server's own database connection.

/** Runs one statement on the server's database; resolves to its rows. */
export type Sql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>

export async function formsSnapshot(sql: Sql, email: string) {
  const submissions = await sql(
    'select id, kind, locale from form_submissions where email = $1 order by id',
    [email],
  )
  const ids = submissions.map((row) => row.id)
  const mails = ids.length
    ? await sql(
        `select id, template, locale, to_address as "to", subject, status from mail_outbox
         where submission_id = any($1::int[]) order by id`,
        [ids],
      )
    : []
  const revocations = await sql(
    `select id, confirmed_at as "confirmedAt", due_at as "dueAt", completed_at as "completedAt"
     from data_revocations where email = $1 order by id`,
    [email],
  )
  return { submissions, mails, revocations }
}

/** As if the confirmation links of an address's requests had run out; resolves to how many. */
export async function expireRevocationLinks(sql: Sql, email: string): Promise<number> {
  const rows = await sql(
    `update data_revocations set token_expires_at = now() - interval '1 minute'
     where email = $1 returning id`,
    [email],
  )
  return rows.length
}
