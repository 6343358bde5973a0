// An SMTP server in the test process (smtp-server): what the code under test delivers.
import { SMTPServer } from 'smtp-server'

export interface Received {
  to: string[]
  raw: string
}

export async function startSmtp(port: number) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS of 127.0.0.1 for every connection (slow without a resolver).
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages to one address. */
    for: (address: string) => received.filter((r) => r.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The messages about one submission, found by its unique address: [to the visitor, to the team]. */
export function mailsAbout(received: Received[], email: string, team: string) {
  const visitor = received.filter((r) => r.to.includes(email))
  const forTeam = received.filter((r) => r.to.includes(team) && r.raw.includes(email))
  return { visitor: visitor.length, team: forTeam.length }
}
