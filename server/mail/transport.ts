// How a mail leaves the server: SMTP when SMTP_URL is set, otherwise an .eml file in
// DATA_DIR/outbox (the log says where). nodemailer builds the raw message in both cases.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'

export interface OutgoingMail {
  id: number
  template: string
  from: string
  to: string
  replyTo?: string | null
  subject: string
  html: string
  text: string
  languageTag: string
}

export interface MailTransport {
  /** Where mail goes, for the log. */
  readonly description: string
  send(mail: OutgoingMail): Promise<{ messageId: string }>
  close(): void
}

function message(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.languageTag, 'X-Nestwell-Template': mail.template },
  }
}

export function smtpTransport(url: string): MailTransport {
  // Short timeouts: a hung server must not hold a mail's claim for long. Pooled connections:
  // a backlog after an outage goes out without a new SMTP handshake per mail.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const shown = url.replace(/\/\/[^@/]*@/, '//***@')
  return {
    description: `SMTP ${shown}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail))
      return { messageId: String(info.messageId ?? '') }
    },
    close: () => transporter.close(),
  }
}

/** The folder of .eml files used when no SMTP server is configured. */
export function outboxFolder(dataDir: string): string {
  // In-memory databases (tests) have no data folder: their mail goes to the system temp folder.
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `nestwell-outbox-${process.pid}`)
  return resolve(dataDir, 'outbox')
}

export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    description: `.eml files in ${folder}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail))
      mkdirSync(folder, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${String(mail.id).padStart(6, '0')}-${mail.template.replace(/[^a-z0-9_.-]/gi, '_')}.eml`
      const temporary = join(folder, `.${name}.tmp`)
      // Written aside and renamed, so a reader never sees half a message.
      writeFileSync(temporary, info.message as Buffer)
      renameSync(temporary, join(folder, name))
      return { messageId: String(info.messageId ?? name) }
    },
    close: () => transporter.close(),
  }
}
