import { OAuth2Client } from 'google-auth-library'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import * as t from 'io-ts'
import type { Config } from '../config.js'
import type { TaskTokenRefusal, VerifyTaskToken } from '../ports/verify-task-token.js'

export type TaskTokenExpectation = {
  /** The audience the queue put in the token: FINAL_REPORT_URL. */
  readonly audience: string
  /** The only account allowed to call the endpoint: SERVICE_ACCOUNT_EMAIL. */
  readonly serviceAccountEmail: string
}

/**
 * An OAuth2 client that fetches the issuer's certificates from `certsUrl` when given
 * (OIDC_CERTS_URL), Google's otherwise. Each fetch attempt gives up after `timeoutMs` (the library
 * sets none, so an issuer that accepts the connection and never answers held the task request
 * until the queue's own deadline); the library retries it twice.
 */
export const createOAuth2Client = (certsUrl: string | undefined, timeoutMs = 5_000): OAuth2Client =>
  new OAuth2Client({
    transporterOptions: { timeout: timeoutMs },
    ...(certsUrl === undefined ? {} : { endpoints: { oauth2FederatedSignonPemCertsUrl: certsUrl } }),
  })

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/u

/**
 * The token header Google signs service-account ID tokens with. google-auth-library verifies every
 * signature as RSA-SHA256 whatever the header says, so it accepted a token labelled RS512: the
 * label is checked here, before the library runs.
 */
const TokenHeader = t.type({ alg: t.literal('RS256') })

/** Publishes PEM certificates by key id, as Google's federated sign-on endpoint does. */
const Certificates = t.record(t.string, t.string)

const forbidden = (reason: string): TaskTokenRefusal => ({ kind: 'forbidden', reason })

// The library's messages go on to quote the token, its segments or its claims (one of them with
// no colon before the segment), so only a reason from this list is ever passed on.
const libraryReasons = [
  'Wrong number of segments in token',
  "Can't parse token envelope",
  "Can't parse token payload",
  'No pem found for envelope',
  'Invalid token signature',
  'No issue time in token',
  'No expiration time in token',
  'iat field using invalid format',
  'exp field using invalid format',
  'Expiration time too far in future',
  'Token used too early',
  'Token used too late',
  'Invalid issuer',
  'Wrong recipient',
]
const reasonOf = (e: unknown): string => {
  const message = e instanceof Error ? e.message : ''
  return `invalid task token: ${libraryReasons.find((r) => message.startsWith(r)) ?? 'it could not be verified'}`
}

const headerOf = (token: string): E.Either<TaskTokenRefusal, t.TypeOf<typeof TokenHeader>> =>
  pipe(
    E.tryCatch(() => JSON.parse(Buffer.from(token.slice(0, token.indexOf('.')), 'base64url').toString('utf8')) as unknown, () => forbidden('invalid task token: its header is not JSON')),
    E.chainW((header) => pipe(TokenHeader.decode(header), E.mapLeft(() => forbidden('invalid task token: its algorithm is not RS256')))),
  )

/**
 * The check on POST /tasks/final-report (spec, Authentication): the header's algorithm (RS256
 * only), then the bearer token's signature against the issuer's published keys, its expiry, issuer
 * and audience (google-auth-library, which caches the keys), then what that library leaves to the
 * caller: `email` must be the configured service account and `email_verified` true. Keys that
 * cannot be fetched are `unavailable`, not `forbidden`: the queue retries, and a valid task is
 * not lost to an issuer's bad minute.
 */
export const oidcVerifier =
  (client: OAuth2Client, expect: TaskTokenExpectation): VerifyTaskToken =>
  (authorization) => {
    if (authorization === undefined || authorization.trim() === '') return TE.left(forbidden('missing Authorization header'))
    const token = BEARER.exec(authorization.trim())?.[1]
    if (token === undefined) return TE.left(forbidden('Authorization header is not a bearer token'))
    return pipe(
      TE.fromEither(headerOf(token)),
      TE.chainW(() =>
        TE.tryCatch(
          async () => (await client.getFederatedSignonCertsAsync()).certs,
          (): TaskTokenRefusal => ({ kind: 'unavailable', reason: 'the issuer certificates could not be fetched' }),
        ),
      ),
      TE.filterOrElseW(Certificates.is, (): TaskTokenRefusal => ({ kind: 'unavailable', reason: 'the issuer certificates are not PEM keys by id' })),
      TE.chainW((certs) =>
        TE.tryCatch(
          () => client.verifySignedJwtWithCertsAsync(token, certs, expect.audience, client.issuers),
          (e) => forbidden(reasonOf(e)),
        ),
      ),
      TE.chainW((ticket) => {
        const payload = ticket.getPayload()
        if (payload?.email !== expect.serviceAccountEmail) return TE.left(forbidden('invalid task token: token email is not the task service account'))
        if (payload.email_verified !== true) return TE.left(forbidden('invalid task token: token email is not verified'))
        return TE.right(undefined)
      }),
    )
  }

/**
 * The hosted check from the configuration: audience FINAL_REPORT_URL, account SERVICE_ACCOUNT_EMAIL,
 * keys from OIDC_CERTS_URL or Google's. Without those settings nothing can be verified, so every
 * task request is refused rather than let through.
 */
export const taskTokenVerifier = (config: Pick<Config, 'tasks' | 'serviceAccountEmail' | 'oidcCertsUrl'>): VerifyTaskToken => {
  const audience = config.tasks.targetUrl
  const serviceAccountEmail = config.serviceAccountEmail
  if (audience === undefined || serviceAccountEmail === undefined) {
    return () => TE.left(forbidden('task tokens cannot be verified: FINAL_REPORT_URL and SERVICE_ACCOUNT_EMAIL are not set'))
  }
  return oidcVerifier(createOAuth2Client(config.oidcCertsUrl), { audience, serviceAccountEmail })
}
