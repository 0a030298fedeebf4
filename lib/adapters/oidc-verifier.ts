import { OAuth2Client } from 'google-auth-library'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { Config } from '../config.js'
import type { VerifyTaskToken } from '../ports/verify-task-token.js'

export type TaskTokenExpectation = {
  /** The audience the queue put in the token: FINAL_REPORT_URL. */
  readonly audience: string
  /** The only account allowed to call the endpoint: SERVICE_ACCOUNT_EMAIL. */
  readonly serviceAccountEmail: string
}

/** An OAuth2 client that fetches the issuer's certificates from `certsUrl` when given (OIDC_CERTS_URL), Google's otherwise. */
export const createOAuth2Client = (certsUrl: string | undefined): OAuth2Client =>
  new OAuth2Client(certsUrl === undefined ? {} : { endpoints: { oauth2FederatedSignonPemCertsUrl: certsUrl } })

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/u

/**
 * The check on POST /tasks/final-report (spec, Authentication): the bearer token's signature
 * against the issuer's published keys, its expiry, issuer and audience (google-auth-library, which
 * caches the keys), then what that library leaves to the caller: `email` must be the configured
 * service account and `email_verified` true. Left carries the reason for the 403.
 */
export const oidcVerifier =
  (client: OAuth2Client, expect: TaskTokenExpectation): VerifyTaskToken =>
  (authorization) => {
    if (authorization === undefined || authorization.trim() === '') return TE.left('missing Authorization header')
    const token = BEARER.exec(authorization.trim())?.[1]
    if (token === undefined) return TE.left('Authorization header is not a bearer token')
    return TE.tryCatch(
      async () => {
        const ticket = await client.verifyIdToken({ idToken: token, audience: expect.audience })
        const payload = ticket.getPayload()
        if (payload?.email !== expect.serviceAccountEmail) throw new Error('token email is not the task service account')
        if (payload.email_verified !== true) throw new Error('token email is not verified')
      },
      // The library's messages go on to quote the token or its claims: keep only the reason.
      (e) => `invalid task token: ${(e instanceof Error ? e.message : String(e)).split(':')[0]}`,
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
    return () => TE.left('task tokens cannot be verified: FINAL_REPORT_URL and SERVICE_ACCOUNT_EMAIL are not set')
  }
  return oidcVerifier(createOAuth2Client(config.oidcCertsUrl), { audience, serviceAccountEmail })
}
