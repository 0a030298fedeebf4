import { randomBytes } from 'node:crypto'
import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { describeErrors } from './codec/decode-errors.js'

const fromString = <A>(name: string, parse: (s: string) => A | undefined, expected: string) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => parse(String(u)) !== undefined,
    (u, c) => {
      const v = typeof u === 'string' ? parse(u.trim()) : undefined
      return v === undefined ? t.failure(u, c, `must be ${expected}`) : t.success(v)
    },
    String,
  )
const Int = (min: number, max: number) =>
  fromString(
    'Int',
    (s) => (/^\d+$/u.test(s) && Number(s) >= min && Number(s) <= max ? Number(s) : undefined),
    `a whole number from ${min} to ${max}`,
  )
const Url = fromString('Url', (s) => (URL.canParse(s) && /^https?:/u.test(s) ? s : undefined), 'an http(s) URL')
const HostPort = fromString('HostPort', (s) => (/^[\w.-]+:\d+$/u.test(s) ? s : undefined), 'host:port')
const NonEmpty = fromString('NonEmpty', (s) => (s.length > 0 ? s : undefined), 'a non-empty string')
const opt = <C extends t.Mixed>(c: C) => t.union([c, t.undefined])

/** The environment as decision 9 names it; absent values are undefined here and defaulted below. */
const Env = t.type({
  PORT: opt(Int(0, 65535)),
  HONEYPOT_API_KEY: opt(NonEmpty),
  INVESTIGATOR_API_KEY: opt(NonEmpty),
  CALLBACK_URL: opt(Url),
  CALLBACK_TIMEOUT_MS: opt(Int(1, 60000)),
  FINAL_REPORT_DELAY_SECONDS: opt(Int(0, 86400)),
  HONEYPOT_STORE: opt(t.keyof({ file: null, firestore: null })),
  HONEYPOT_DATA_DIR: opt(NonEmpty),
  GOOGLE_CLOUD_PROJECT: opt(NonEmpty),
  TASKS_QUEUE: opt(NonEmpty),
  TASKS_LOCATION: opt(NonEmpty),
  FINAL_REPORT_URL: opt(Url),
  SERVICE_ACCOUNT_EMAIL: opt(NonEmpty),
  PUBSUB_TOPIC: opt(NonEmpty),
  K_SERVICE: opt(NonEmpty),
  FIRESTORE_EMULATOR_HOST: opt(HostPort),
  PUBSUB_EMULATOR_HOST: opt(HostPort),
  CLOUD_TASKS_EMULATOR_HOST: opt(HostPort),
  OIDC_CERTS_URL: opt(Url),
  LOG_LEVEL: opt(t.keyof({ fatal: null, error: null, warn: null, info: null, debug: null, trace: null, silent: null })),
  RATE_LIMIT_PER_MINUTE: opt(Int(0, 100_000_000)),
  RATE_LIMIT_REFUSED_PER_MINUTE: opt(Int(0, 100_000_000)),
  TRUST_PROXY_HOPS: opt(Int(0, 10)),
})

export const DEFAULT_CALLBACK_URL = 'https://hackathon.guvi.in/api/updateHoneyPotFinalResult'
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600_000

export type Config = {
  readonly port: number
  readonly apiKey: string
  /** True when no key was configured and one was generated for this local run. */
  readonly apiKeyGenerated: boolean
  /**
   * The read-only key of the investigator routes (issue 19). Unset locally: a random one, printed
   * once at start; unset hosted: a random one never shown, so the routes answer no one.
   */
  readonly investigatorKey: string
  readonly investigatorKeyGenerated: boolean
  readonly callbackUrl: string
  readonly callbackTimeoutMs: number
  readonly finalReportDelayMs: number
  readonly store: 'file' | 'firestore'
  readonly dataDir: string
  readonly hosted: boolean
  readonly googleCloudProject: string | undefined
  readonly tasks: { readonly queue: string; readonly location: string; readonly targetUrl: string | undefined; readonly emulatorHost: string | undefined }
  readonly serviceAccountEmail: string | undefined
  readonly pubsubTopic: string | undefined
  readonly oidcCertsUrl: string | undefined
  readonly logLevel: string
  /** Requests per minute and instance: per API key, and refused ones (401/403) per client address; 0 is no limit. */
  readonly limits: { readonly perKeyPerMinute: number; readonly refusedPerMinute: number; readonly trustProxyHops: number }
}

/**
 * Decodes the configuration once at start-up. Every bad value is named with what it must be; a
 * hosted service (K_SERVICE set) refuses to start without an API key or with a store it cannot use.
 */
export const decodeConfig = (env: Readonly<Record<string, string | undefined>>): E.Either<ReadonlyArray<string>, Config> =>
  pipe(
    Env.decode(Object.fromEntries(Object.keys(Env.props).map((k) => [k, env[k] === '' ? undefined : env[k]]))),
    E.mapLeft(describeErrors),
    E.chain((e) => {
      const hosted = e.K_SERVICE !== undefined
      const problems = [
        ...(hosted && e.HONEYPOT_API_KEY === undefined ? ['HONEYPOT_API_KEY: is required when hosted (K_SERVICE is set)'] : []),
        ...(e.INVESTIGATOR_API_KEY !== undefined && e.INVESTIGATOR_API_KEY === e.HONEYPOT_API_KEY ? ['INVESTIGATOR_API_KEY: must differ from HONEYPOT_API_KEY'] : []),
        ...(e.HONEYPOT_STORE === 'firestore' && e.GOOGLE_CLOUD_PROJECT === undefined ? ['GOOGLE_CLOUD_PROJECT: is required with HONEYPOT_STORE=firestore'] : []),
        ...(e.FINAL_REPORT_URL !== undefined && e.GOOGLE_CLOUD_PROJECT === undefined ? ['GOOGLE_CLOUD_PROJECT: is required with FINAL_REPORT_URL (Cloud Tasks)'] : []),
        ...(e.FINAL_REPORT_URL !== undefined && e.SERVICE_ACCOUNT_EMAIL === undefined ? ['SERVICE_ACCOUNT_EMAIL: is required with FINAL_REPORT_URL (OIDC tokens)'] : []),
        ...(e.PUBSUB_TOPIC !== undefined && e.GOOGLE_CLOUD_PROJECT === undefined ? ['GOOGLE_CLOUD_PROJECT: is required with PUBSUB_TOPIC'] : []),
      ]
      if (problems.length > 0) return E.left(problems)
      return E.right<ReadonlyArray<string>, Config>({
        port: e.PORT ?? 8080,
        apiKey: e.HONEYPOT_API_KEY ?? randomBytes(24).toString('base64url'),
        apiKeyGenerated: e.HONEYPOT_API_KEY === undefined,
        investigatorKey: e.INVESTIGATOR_API_KEY ?? randomBytes(24).toString('base64url'),
        investigatorKeyGenerated: e.INVESTIGATOR_API_KEY === undefined,
        callbackUrl: e.CALLBACK_URL ?? DEFAULT_CALLBACK_URL,
        callbackTimeoutMs: e.CALLBACK_TIMEOUT_MS ?? 5000,
        finalReportDelayMs: (e.FINAL_REPORT_DELAY_SECONDS ?? 10) * 1000,
        store: e.HONEYPOT_STORE ?? 'file',
        dataDir: e.HONEYPOT_DATA_DIR ?? './data',
        hosted,
        googleCloudProject: e.GOOGLE_CLOUD_PROJECT,
        tasks: {
          queue: e.TASKS_QUEUE ?? 'callback-queue',
          location: e.TASKS_LOCATION ?? 'asia-south1',
          targetUrl: e.FINAL_REPORT_URL,
          emulatorHost: e.CLOUD_TASKS_EMULATOR_HOST,
        },
        serviceAccountEmail: e.SERVICE_ACCOUNT_EMAIL,
        pubsubTopic: e.PUBSUB_TOPIC,
        oidcCertsUrl: e.OIDC_CERTS_URL,
        logLevel: e.LOG_LEVEL ?? 'info',
        limits: {
          // High enough that the benchmark's thousands of turns a second never meet it; a deploy sets its own.
          perKeyPerMinute: e.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
          refusedPerMinute: e.RATE_LIMIT_REFUSED_PER_MINUTE ?? 60,
          // Cloud Run's front end appends the caller's address to X-Forwarded-For: trust that one hop there.
          trustProxyHops: e.TRUST_PROXY_HOPS ?? (hosted ? 1 : 0),
        },
      })
    }),
  )
