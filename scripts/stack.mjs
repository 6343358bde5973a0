// `npm run stack`: the whole stack locally (nginx TLS -> Varnish -> two app servers ->
// PostgreSQL primary + streaming replica) from the existing build; Ctrl-C stops everything.
// STACK_PORT (default 8440) is the HTTPS port; the others follow it (scripts/stack/stack.mjs).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { root, stackPorts, startStack } from './stack/stack.mjs'

const basePort = Number(process.env.STACK_PORT ?? 8440)
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000) {
  console.error('STACK_PORT must be a port between 1024 and 65000')
  process.exit(1)
}
if (!existsSync(join(root, 'dist/server/server.js'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

// Ctrl-C while starting: exit, and the 'exit' hook of startStack kills what had started.
const early = () => process.exit(130)
process.once('SIGINT', early)
process.once('SIGTERM', early)
const started = performance.now()
let stack
try {
  stack = await startStack({ basePort, log: (line) => console.log(`[stack] ${line}`) })
} catch (error) {
  console.error(`[stack] could not start: ${error.message}`)
  process.exit(1)
}
const p = stackPorts(basePort)
console.log(`
Nestwell stack up in ${((performance.now() - started) / 1000).toFixed(1)} s
  site (TLS, self-signed)  ${stack.publicUrl}
  http (redirects)         ${stack.httpUrl}
  varnish                  ${stack.varnishUrl}   (PURGE with xkey-purge from 127.0.0.1)
  app servers              ${stack.appUrls.join('  ')}
  postgres primary         ${stack.databaseUrl}
  postgres replica         ${stack.readUrl}
  logs                     ${stack.logs}
Ports from STACK_PORT=${basePort}: https ${p.https}, http ${p.http}, varnish ${p.varnish}, apps ${p.app1}/${p.app2}, pg ${p.primary}/${p.replica}.
Ctrl-C stops everything.`)

process.off('SIGINT', early)
process.off('SIGTERM', early)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\n[stack] stopping')
    await stack.stop()
    console.log('[stack] stopped')
    process.exit(0)
  })
}
// Keep running until a signal.
setInterval(() => {}, 1 << 30)
