// The environment, parsed once at start-up. A bad value stops the server with a message
// naming the variable. Only `publicConfig` may travel to the browser.
import { z } from 'zod'
import { log } from './ops/log.ts'

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const url = z.url({ protocol: /^https?$/ })

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica for community and pregnancy reads (needs DATABASE_URL). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Past this lag, reads meant for the replica go to the primary. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Unset: http://localhost:PORT, so a server started on another port links to itself. */
  PUBLIC_SITE_URL: url.optional(),
  SITE_NAME: z.string().min(1).max(60).default('Nestwell'),
  CAREERS_URL: url.default('https://careers.nestwell.app'),
  APP_STORE_URL: url.default('https://apps.apple.com/app/nestwell/id0000000000'),
  PLAY_STORE_URL: url.default('https://play.google.com/store/apps/details?id=app.nestwell'),
  APP_DOWNLOAD_URL: url.default('https://nestwell.app/download'),
  INSTAGRAM_URL: url.default('https://www.instagram.com/nestwell.app'),
  FACEBOOK_URL: url.default('https://www.facebook.com/nestwell.app'),
  TWITTER_URL: url.default('https://x.com/nestwellapp'),
  LINKEDIN_URL: url.default('https://www.linkedin.com/company/nestwell-app'),
  // Empty: no analytics at all, so no tag manager and no consent banner (decision 036).
  GTM_ID: z
    .string()
    .regex(/^((GTM|G)-[A-Z0-9]+)?$/, 'must be empty or GTM- or G- followed by uppercase letters and digits')
    .default('GTM-NW4K7PQ'),
  GTM_PAGE_VIEW_EVENT: z.string().min(1).max(40).default('content-view'),
  RECAPTCHA_SITE_KEY: z.string().max(100).default(''),
  RECAPTCHA_SECRET: z.string().max(200).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: url.default('https://www.google.com/recaptcha/api/siteverify'),
  API_URL: url.optional(),
  PUBLIC_API_KEY: z.string().max(200).optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be an HTTP header name')
    .default('cf-ipcountry'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nestwell <hello@nestwell.app>'),
  TEAM_EMAIL_PARTNERS: z.email().default('partners@nestwell.app'),
  TEAM_EMAIL_PRIVACY: z.email().default('privacy@nestwell.app'),
  TRUST_PROXY: boolish.default(false),
  /** Form submissions a visitor's address may make per window (all three forms together). */
  FORMS_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(10_000).default(5),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** pino's level; `silent` turns the log off. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Worker processes on PostgreSQL (default: one per core); PGlite always runs one process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Shared secret of the app's signed community events (POST /api/ingest/events, HMAC-SHA256);
   * unset, ingest answers 404. INGEST_SECRET_PREVIOUS is also accepted while a new one rolls out.
   */
  INGEST_SECRET: z.string().min(32, 'must be at least 32 characters').max(200).optional(),
  INGEST_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').max(200).optional(),
  /** Bearer token of GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** Page renders a process runs at once; the others wait their turn in arrival order (0: no limit). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(4),
  /**
   * How far V8 lets the old generation grow past what the last full collection kept, in percent
   * (100: to twice the live heap). 0 leaves it to V8, which grows it up to fourfold under load.
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
  /**
   * After a busy spell, once the process has been quiet for 2 s, one memory-reducing collection
   * gives its peak memory back at once instead of 10-20 s later (server/ops/idle-memory.ts).
   */
  IDLE_MEMORY_RELEASE: boolish.default(true),
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before closing. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** How often each process adds the page views it counted to the page_views table (and at shutdown). */
  PAGE_VIEWS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a rendered page is shared by anonymous visitors; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Megabytes of rendered pages the page cache keeps per process, least recently served out first. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  QUERY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * The shared cache's purge endpoint (Varnish with xkey): content changes are sent there as
   * `PURGE` requests with an `xkey-purge` header. Unset: no shared cache, nothing is sent.
   */
  PURGE_URL: url.optional(),
  /** Megabytes of read results the query cache keeps per process, oldest out first. */
  QUERY_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(16),
  /**
   * The iOS app that opens the site's links (universal links, decision 037): `TeamID.bundleId`.
   * Unset: /.well-known/apple-app-site-association is not served.
   */
  IOS_APP_ID: z
    .string()
    .regex(
      /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
      'must be TeamID.bundleId: a 10-character team id, a dot and a reverse-DNS bundle id (ABCDE12345.app.nestwell)',
    )
    .optional(),
  /** The Android app that opens the site's links (App Links): its package name. Needs ANDROID_CERT_SHA256. */
  ANDROID_PACKAGE: z
    .string()
    .regex(
      /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/,
      'must be an Android package name (app.nestwell)',
    )
    .optional(),
  /** SHA-256 fingerprints of the Android app's signing certificates, comma-separated. */
  ANDROID_CERT_SHA256: z
    .string()
    .transform((v) => v.split(',').map((f) => f.trim()))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/,
              'must be SHA-256 fingerprints (32 uppercase hex pairs joined by colons), comma-separated',
            ),
        )
        .min(1),
    )
    .optional(),
  /** The App Store id (digits) of the iOS app: pages carry Safari's Smart App Banner. Unset: no banner. */
  IOS_APP_STORE_ID: z
    .string()
    .regex(/^[0-9]{1,12}$/, 'must be the App Store id: digits only (the number after "id" in the app\'s URL)')
    .optional(),
})

export const envSchema = envObject
  .refine((e) => !e.DATABASE_READ_URL || e.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: 'needs DATABASE_URL (the primary): a replica of the embedded PGlite does not exist',
  })
  .refine((e) => !e.ANDROID_PACKAGE || e.ANDROID_CERT_SHA256, {
    path: ['ANDROID_CERT_SHA256'],
    message: 'is needed with ANDROID_PACKAGE: Android checks the app by its signing certificate',
  })
  .refine((e) => !e.ANDROID_CERT_SHA256 || e.ANDROID_PACKAGE, {
    path: ['ANDROID_PACKAGE'],
    message: 'is needed with ANDROID_CERT_SHA256: the fingerprints belong to a package',
  })
  .transform((e) => ({
    ...e,
    PUBLIC_SITE_URL: e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`,
    /** True when PUBLIC_SITE_URL was derived from PORT (the start-up log says so). */
    PUBLIC_SITE_URL_FROM_PORT: e.PUBLIC_SITE_URL === undefined,
  }))

export type Env = z.output<typeof envSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most deployment tools; but an empty GTM_ID says
  // "no analytics" (decision 036), which its default could not.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([name, v]) => v !== '' || name === 'GTM_ID'),
  )
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  )
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
}

/** The start-up log line for a derived PUBLIC_SITE_URL, or undefined when it was set. */
export function siteUrlNotice(e: Env): string | undefined {
  if (!e.PUBLIC_SITE_URL_FROM_PORT) return undefined
  return `PUBLIC_SITE_URL is not set: e-mail, canonical and sitemap links use ${e.PUBLIC_SITE_URL} (from PORT); set it to the public address in production`
}

let cached: Env | undefined
export function env(): Env {
  if (!cached) {
    cached = parseEnv(process.env)
    // Said once, on first use at start-up (tests set NODE_ENV=test and stay quiet).
    const notice = siteUrlNotice(cached)
    if (notice && cached.NODE_ENV !== 'test') log.warn(notice)
  }
  return cached
}

/** What the browser may know. Never add a secret here. */
export function publicConfig(e: Env = env()) {
  return {
    siteName: e.SITE_NAME,
    siteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    careersUrl: e.CAREERS_URL,
    appStoreUrl: e.APP_STORE_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    social: {
      instagram: e.INSTAGRAM_URL,
      facebook: e.FACEBOOK_URL,
      twitter: e.TWITTER_URL,
      linkedin: e.LINKEDIN_URL,
    },
    gtmId: e.GTM_ID,
    gtmPageViewEvent: e.GTM_PAGE_VIEW_EVENT,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    /** Safari's Smart App Banner on every page when set (app/lib/seo.ts). */
    iosAppStoreId: e.IOS_APP_STORE_ID ?? null,
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>
