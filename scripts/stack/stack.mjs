// The whole stack on one machine, from packaged software (docs/decisions/033-edge-stack.md):
// nginx (TLS, HTTP -> HTTPS, HSTS) -> Varnish with xkey -> two app servers (the build in dist/)
// -> PostgreSQL primary, with a streaming replica for community reads. Used by `npm run stack`,
// `npm run test:edge` and `npm run bench`. Everything it makes lives in one temp folder, removed
// by stop().
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { abandonedDirs, asRoot, readPid, runPg as pg } from './pg-tools.mjs'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const PREFIX = 'nestwell-stack-'
// The project's Node 24 (the `node` devDependency), also when this runs under an older system node.
const nodeBin = existsSync(join(root, 'node_modules/.bin/node'))
  ? join(root, 'node_modules/.bin/node')
  : process.execPath
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Ports from one base: the e2e suite (3210), outside checks (3520-3522) and faults (5499) are elsewhere. */
export function stackPorts(base) {
  return {
    https: base,
    http: base + 1,
    varnish: base + 2,
    app1: base + 3,
    app2: base + 4,
    primary: base + 5,
    replica: base + 6,
  }
}

function sbin(tool) {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', '/usr/bin']) {
    if (existsSync(join(dir, tool))) return join(dir, tool)
  }
  return tool
}

/** Each child runs in its own process group (spawned detached), led by itself. */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // gone
  }
}

/** Stacks left by a run that was killed before it could clean up: their processes and folder. */
function removeLeftovers() {
  for (const dir of abandonedDirs(PREFIX)) {
    for (const file of ['nginx.pid', 'varnishd.pid', 'app1.pid', 'app2.pid']) {
      const pid = readPid(join(dir, file))
      if (pid) killGroup(pid)
    }
    for (const data of ['pg/replica', 'pg/primary']) {
      if (existsSync(join(dir, data, 'postmaster.pid'))) {
        try {
          pg('pg_ctl', ['-D', join(dir, data), 'stop', '-m', 'immediate', '-w', '-t', '20'])
        } catch {
          // not running
        }
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

function fill(template, values) {
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}}`)
    return String(values[name])
  })
}

async function waitFor(what, check, timeoutMs, logOf) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline)
      throw new Error(`${what} did not come up within ${timeoutMs} ms\n${logOf?.() ?? ''}`)
    await sleep(150)
  }
}

const answers = (url, expect = (r) => r.ok) =>
  fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' }).then(
    (r) => expect(r),
    () => false,
  )

/**
 * Starts the stack. `appEnv` is added to both app servers' environment (`appEnvByName.app1`
 * to one only); `log` gets progress lines.
 * Returns the URLs, the ports, helpers to stop and start each app server, and stop().
 */
export async function startStack({
  basePort = 8440,
  host = '127.0.0.1',
  appEnv = {},
  appEnvByName = {},
  log = () => {},
} = {}) {
  if (!existsSync(join(root, 'dist/server/server.js')))
    throw new Error('No build in dist/: run `npm run build` first.')
  for (const tool of ['varnishd', 'nginx']) {
    if (!existsSync(sbin(tool)))
      throw new Error(`${tool} is not installed: apt-get install -y varnish varnish-modules nginx`)
  }
  removeLeftovers()
  const ports = stackPorts(basePort)
  const dir = mkdtempSync(join(tmpdir(), PREFIX))
  writeFileSync(join(dir, 'owner'), String(process.pid))
  chmodSync(dir, 0o755)
  const logs = join(dir, 'logs')
  mkdirSync(logs)
  const children = new Map()
  const databases = []
  let stopped = false

  const killAll = () => {
    // The whole process group: nginx's workers outlive a killed master.
    for (const child of children.values()) killGroup(child.pid)
    for (const data of databases) {
      try {
        pg('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w', '-t', '20'])
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', () => {
    if (!stopped) killAll()
  })

  const tail = (name) => {
    try {
      return execFileSync('tail', ['-n', '30', join(logs, `${name}.log`)], { encoding: 'utf8' })
    } catch {
      return ''
    }
  }

  function launch(name, command, args, env) {
    const out = createWriteStream(join(logs, `${name}.log`), { flags: 'a' })
    // Its own process group: Ctrl-C reaches only the stack script, which stops things in order.
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    children.set(name, child)
    writeFileSync(join(dir, `${name}.pid`), String(child.pid))
    return child
  }

  async function stopChild(name, signal = 'SIGTERM', timeoutMs = 10_000) {
    const child = children.get(name)
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    await exited
    clearTimeout(killer)
    killGroup(child.pid)
  }

  try {
    // TLS: a self-signed certificate for localhost and 127.0.0.1, made now.
    const tls = join(dir, 'tls')
    mkdirSync(tls)
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(tls, 'key.pem'),
        '-out',
        join(tls, 'cert.pem'),
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    )

    // PostgreSQL primary (wal_level=replica) and a streaming replica made by pg_basebackup -R.
    const pgDir = join(dir, 'pg')
    mkdirSync(pgDir)
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
      chownSync(pgDir, uid, gid)
    }
    const primary = join(pgDir, 'primary')
    const replica = join(pgDir, 'replica')
    const pgOptions = (port) =>
      `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on -c fsync=off`
    log('postgres: primary')
    pg('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
    databases.push(primary)
    pg('pg_ctl', [
      '-D',
      primary,
      '-l',
      join(pgDir, 'primary.log'),
      '-o',
      pgOptions(ports.primary),
      '-w',
      '-t',
      '30',
      'start',
    ])
    const primaryLogin = ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres']
    pg('psql', [...primaryLogin, '-q', '-c', 'create database nestwell'])
    log('postgres: replica (pg_basebackup -R)')
    pg('pg_basebackup', [
      ...primaryLogin,
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ])
    databases.unshift(replica)
    pg('pg_ctl', [
      '-D',
      replica,
      '-l',
      join(pgDir, 'replica.log'),
      '-o',
      pgOptions(ports.replica),
      '-w',
      '-t',
      '30',
      'start',
    ])
    const databaseUrl = `postgres://postgres@127.0.0.1:${ports.primary}/nestwell`
    const readUrl = `postgres://postgres@127.0.0.1:${ports.replica}/nestwell`

    // Two app servers on the primary, community reads on the replica, purges to Varnish.
    const publicUrl = `https://${host}:${ports.https}`
    const inherited = Object.fromEntries(
      ['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((n) => process.env[n]).map((n) => [n, process.env[n]]),
    )
    const metricsToken = randomBytes(18).toString('base64url')
    const appEnvFor = (name, port) => ({
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, name),
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: readUrl,
      PUBLIC_SITE_URL: publicUrl,
      TRUST_PROXY: 'true',
      PURGE_URL: `http://127.0.0.1:${ports.varnish}/`,
      WEB_CONCURRENCY: '1',
      METRICS_TOKEN: metricsToken,
      ...appEnv,
      ...appEnvByName[name],
    })
    const apps = { app1: ports.app1, app2: ports.app2 }
    const startApp = async (name) => {
      log(`app: ${name} on ${apps[name]}`)
      const child = launch(
        name,
        nodeBin,
        ['--max-semi-space-size=16', 'scripts/serve.ts'],
        appEnvFor(name, apps[name]),
      )
      await waitFor(
        `${name} (http://127.0.0.1:${apps[name]}/readyz)`,
        async () => {
          if (child.exitCode !== null) throw new Error(`${name} exited:\n${tail(name)}`)
          return answers(`http://127.0.0.1:${apps[name]}/readyz`)
        },
        90_000,
        () => tail(name),
      )
    }
    // Varnish with the site's VCL.
    const vcl = join(dir, 'default.vcl')
    writeFileSync(
      vcl,
      fill(readFileSync(join(root, 'deploy/varnish/default.vcl'), 'utf8'), {
        APP1_PORT: ports.app1,
        APP2_PORT: ports.app2,
        ERROR_PAGE: join(root, 'deploy/varnish/503.html'),
      }),
    )
    log(`varnish on ${ports.varnish}`)
    const varnish = launch(
      'varnishd',
      sbin('varnishd'),
      [
        '-F',
        '-f',
        vcl,
        '-a',
        `127.0.0.1:${ports.varnish}`,
        '-n',
        join(dir, 'varnish'),
        '-T',
        'none',
        '-s',
        'malloc,256m',
        // Only what the app marks cacheable is stored (no default TTL for answers without one).
        '-p',
        'default_ttl=0',
        '-p',
        'default_grace=0',
        '-p',
        'default_keep=0',
        // As long as node's own limit on a request head (16 KB): the app decides, not the proxy.
        '-p',
        'http_req_hdr_len=16k',
        '-p',
        'http_req_size=64k',
      ],
      inherited,
    )
    // Up before the apps, as in production: the purge an app sends at start-up (the seed's change
    // of everything) lands at once. Sent to a cache not yet listening, it was retried with
    // backoff and could land seconds later, in the middle of the first tests.
    await waitFor(
      'varnish',
      async () => {
        if (varnish.exitCode !== null) throw new Error(`varnishd exited:\n${tail('varnishd')}`)
        // A PURGE without keys is answered by Varnish itself, with no app behind it.
        return fetch(`http://127.0.0.1:${ports.varnish}/`, {
          method: 'PURGE',
          signal: AbortSignal.timeout(2000),
        }).then(
          (r) => r.status === 400,
          () => false,
        )
      },
      60_000,
      () => tail('varnishd'),
    )

    // Together: migrations take an advisory lock, so the second waits for the first.
    await Promise.all([startApp('app1'), startApp('app2')])
    // Varnish's probes see both apps ready (two good probes a second apart).
    await waitFor(
      'varnish to see both apps healthy',
      () => answers(`http://127.0.0.1:${ports.varnish}/varnish-health`),
      30_000,
      () => tail('varnishd'),
    )

    // nginx: TLS on the HTTPS port, redirects on the HTTP port.
    // Run as root, nginx's workers are `nobody`: they must be able to write request bodies here.
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(join(dir, 'nginx-tmp', sub), { recursive: true })
      chmodSync(join(dir, 'nginx-tmp', sub), 0o1777)
    }
    const nginxConf = join(dir, 'nginx.conf')
    writeFileSync(
      nginxConf,
      fill(readFileSync(join(root, 'deploy/nginx/nginx.conf'), 'utf8'), {
        RUN_DIR: dir,
        HOST: host,
        HTTP_PORT: ports.http,
        HTTPS_PORT: ports.https,
        VARNISH_PORT: ports.varnish,
      }),
    )
    log(`nginx on ${ports.https} (https) and ${ports.http} (http)`)
    const nginx = launch(
      'nginx',
      sbin('nginx'),
      ['-c', nginxConf, '-p', dir, '-e', join(dir, 'nginx-error.log')],
      inherited,
    )
    const cert = readFileSync(join(tls, 'cert.pem'), 'utf8')
    await waitFor(
      'nginx',
      async () => {
        if (nginx.exitCode !== null)
          throw new Error(
            `nginx exited:\n${tail('nginx')}${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`,
          )
        return answers(`http://${host}:${ports.http}/`, (r) => r.status === 301)
      },
      30_000,
      () =>
        `${tail('nginx')}${existsSync(join(dir, 'nginx-error.log')) ? readFileSync(join(dir, 'nginx-error.log'), 'utf8') : ''}`,
    )

    const stop = async () => {
      if (stopped) return
      stopped = true
      await stopChild('nginx', 'SIGQUIT')
      await stopChild('varnishd')
      await Promise.all([stopChild('app1'), stopChild('app2')])
      for (const data of databases) {
        try {
          pg('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w', '-t', '30'])
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true })
    }

    return {
      dir,
      ports,
      host,
      publicUrl,
      httpUrl: `http://${host}:${ports.http}`,
      varnishUrl: `http://127.0.0.1:${ports.varnish}`,
      appUrls: [`http://127.0.0.1:${ports.app1}`, `http://127.0.0.1:${ports.app2}`],
      databaseUrl,
      readUrl,
      /** Bearer token of each app server's /metrics. */
      metricsToken,
      /** The self-signed certificate (PEM), to trust in a client. */
      cert,
      logs,
      stopApp: (name) => stopChild(name),
      startApp,
      stop,
    }
  } catch (error) {
    stopped = true
    killAll()
    throw error
  }
}
