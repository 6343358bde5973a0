// The one outbox sender of this server process: started when the server is ready (and on the
// first request in `vite dev`), woken after each submission, stopped on shutdown.
import { openDatabase } from '../db/client'
import { env } from '../env'
import { OutboxSender } from './outbox'
import { type MailTransport, fileTransport, outboxFolder, smtpTransport } from './transport'

let sender: OutboxSender | undefined
let starting: Promise<OutboxSender> | undefined

export function createTransport(): MailTransport {
  const e = env()
  if (e.SMTP_URL) return smtpTransport(e.SMTP_URL)
  const folder = outboxFolder(e.DATA_DIR)
  console.log(`[mail] SMTP_URL not set: e-mails are written as .eml files to ${folder}`)
  return fileTransport(folder)
}

export function startMailSender(): Promise<OutboxSender> {
  starting ??= (async () => {
    const { db } = await openDatabase()
    const created = new OutboxSender({ db, transport: createTransport(), from: env().MAIL_FROM })
    sender = created
    created.start()
    return created
  })()
  starting.catch(() => {
    starting = undefined
  })
  return starting
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
