// The one outbox sender of this server process: started when the server is ready (and on the
// first request in `vite dev`), woken after each submission, stopped on shutdown.
import { openDatabase } from '../db/client.ts'
import { env } from '../env.ts'
import { log } from '../ops/log.ts'
import { OutboxSender } from './outbox.ts'
import { type MailTransport, fileTransport, outboxFolder, smtpTransport } from './transport.ts'

let sender: OutboxSender | undefined
let starting: Promise<OutboxSender> | undefined

export function createTransport(): MailTransport {
  const e = env()
  if (e.SMTP_URL) return smtpTransport(e.SMTP_URL)
  const folder = outboxFolder(e.DATA_DIR)
  log.info({ folder }, 'mail: SMTP_URL not set, e-mails are written as .eml files')
  return fileTransport(folder)
}

export function startMailSender(): Promise<OutboxSender> {
  starting ??= (async () => {
    const { db } = await openDatabase()
    const created = new OutboxSender({
      db,
      transport: createTransport(),
      from: env().MAIL_FROM,
      // The sender's lines name a mail by id and template, never an address.
      log: (line) =>
        log[/fail|unavailable|error/i.test(line) ? 'warn' : 'info'](
          { component: 'mail' },
          line.replace(/^\[mail\] /, 'mail: '),
        ),
    })
    sender = created
    created.start()
    return created
  })()
  starting.catch(() => {
    starting = undefined
  })
  return starting
}

/** Whether this process's sender runs (the readiness probe asks). */
export function mailSenderRunning(): boolean {
  return sender !== undefined
}

/** Sends queued mail now, if this process runs a sender. */
export function wakeMailSender(): void {
  sender?.wake()
}

export async function stopMailSender(): Promise<void> {
  const running = sender
  sender = undefined
  starting = undefined
  await running?.stop()
}
