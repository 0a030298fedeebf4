import '../../helpers/loopback-env.js'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { createOAuth2Client, oidcVerifier } from '../../../lib/adapters/oidc-verifier.js'
import type { TaskTokenRefusal } from '../../../lib/ports/verify-task-token.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'

const AUDIENCE = 'http://127.0.0.1:8080/tasks/final-report'
const EMAIL = 'tasks@honeypot-test.iam.gserviceaccount.com'
const { issuer, stop } = await startLocalEmulators({ only: ['issuer'] })
t.teardown(stop)
const verify = oidcVerifier(createOAuth2Client(issuer.certsUrl), { audience: AUDIENCE, serviceAccountEmail: EMAIL })
const check = async (authorization: string | undefined) => verify(authorization)()
const bearer = (token: string) => `Bearer ${token}`
const refusal = (r: E.Either<TaskTokenRefusal, void>) => (E.isLeft(r) ? `${r.left.kind}: ${r.left.reason}` : 'accepted')
const hourAgo = Math.floor(Date.now() / 1000) - 3600

t.test('when the queue presents a valid token for the service account', async (t) => {
  t.ok(E.isRight(await check(bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL })))), 'the request is let through')
  t.ok(E.isRight(await check(bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL })))), 'and so is the next one')
  t.equal(issuer.certFetches(), 1, 'the issuer keys are fetched once and cached')
})

const refused: ReadonlyArray<readonly [string, string | undefined, RegExp]> = [
  ['the token is signed with another key', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL }, { rogueKey: true })), /invalid task token: Invalid token signature$/u],
  ['the token has expired', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL, iat: hourAgo - 3600, exp: hourAgo })), /invalid task token: Token used too late/u],
  ['the token is for another account', bearer(issuer.sign({ aud: AUDIENCE, email: 'someone@evil.example' })), /not the task service account/u],
  ['the account email is not verified', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL, email_verified: false })), /not verified/u],
  ['the token is for another audience', bearer(issuer.sign({ aud: 'https://elsewhere.example/tasks', email: EMAIL })), /Wrong recipient/u],
  ['the token is from another issuer', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL, iss: 'https://issuer.example' })), /Invalid issuer/u],
  ['the header is missing', undefined, /: missing Authorization header$/u],
  ['the header is not a bearer token', `Basic ${Buffer.from('a:b').toString('base64')}`, /not a bearer token/u],
  ['the bearer is not a JWT', 'Bearer not-a-jwt', /not a bearer token/u],
  ['the bearer is three garbage segments', 'Bearer aaa.bbb.ccc', /invalid task token/u],
  ['the token is signed with RS512', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL }, { alg: 'RS512' })), /invalid task token: its algorithm is not RS256$/u],
  ['the token is labelled RS512 over an RS256 signature', bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL }, { alg: 'RS512', digest: 'RSA-SHA256' })), /its algorithm is not RS256$/u],
  ['the header names no algorithm', bearer(`${Buffer.from('{"kid":"x"}').toString('base64url')}.e30.c2ln`), /its algorithm is not RS256$/u],
  // google-auth-library's message for this one quotes the token's first segment, with no colon before it.
  ['the payload is not JSON', bearer(`${Buffer.from('{"alg":"RS256","kid":"secret-header-kid"}').toString('base64url')}.bm90LWpzb24.c2ln`), /invalid task token: Can't parse token payload$/u],
]
for (const [situation, header, reason] of refused) {
  t.test(`when ${situation}`, async (t) => {
    const r = await check(header)
    t.match(refusal(r), reason, 'the request is refused with the reason')
    t.match(refusal(r), /^forbidden: /u, 'as forbidden, which the queue does not retry')
    t.notMatch(refusal(r), /eyJ|secret-header-kid|bm90LWpzb24/u, 'the reason never quotes any part of the token')
  })
}

t.test('when the issuer accepts connections and never answers', async (t) => {
  const silent = createServer(() => undefined)
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
  t.teardown(() => {
    silent.closeAllConnections()
    silent.close()
  })
  const certsUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/oauth2/v1/certs`
  const hanging = oidcVerifier(createOAuth2Client(certsUrl, 100), { audience: AUDIENCE, serviceAccountEmail: EMAIL })
  const r = await hanging(bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL })))()
  t.match(refusal(r), /^unavailable: /u, 'the fetch times out and the task is retried later, not held')
})

t.test('when the issuer certificates cannot be fetched', async (t) => {
  const down = oidcVerifier(createOAuth2Client('http://127.0.0.1:9/oauth2/v1/certs'), { audience: AUDIENCE, serviceAccountEmail: EMAIL })
  const r = await down(bearer(issuer.sign({ aud: AUDIENCE, email: EMAIL })))()
  t.match(refusal(r), /^unavailable: the issuer certificates could not be fetched$/u, 'the token is not judged: the check is unavailable, so the queue retries')
})
