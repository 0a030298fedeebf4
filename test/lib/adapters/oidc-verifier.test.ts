import '../../helpers/loopback-env.js'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { createOAuth2Client, oidcVerifier } from '../../../lib/adapters/oidc-verifier.js'
import { startOidcIssuer } from '../../helpers/oidc-issuer.js'

const AUDIENCE = 'http://127.0.0.1:8080/tasks/final-report'
const EMAIL = 'tasks@honeypot-test.iam.gserviceaccount.com'
const issuer = await startOidcIssuer()
t.teardown(issuer.close)
const verify = oidcVerifier(createOAuth2Client(issuer.certsUrl), { audience: AUDIENCE, serviceAccountEmail: EMAIL })
const check = async (authorization: string | undefined) => verify(authorization)()
const bearer = (token: string) => `Bearer ${token}`
const refusal = (r: E.Either<string, void>) => (E.isLeft(r) ? r.left : 'accepted')
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
  ['the header is missing', undefined, /^missing Authorization header$/u],
  ['the header is not a bearer token', `Basic ${Buffer.from('a:b').toString('base64')}`, /not a bearer token/u],
  ['the bearer is not a JWT', 'Bearer not-a-jwt', /not a bearer token/u],
  ['the bearer is three garbage segments', 'Bearer aaa.bbb.ccc', /invalid task token/u],
]
for (const [situation, header, reason] of refused) {
  t.test(`when ${situation}`, async (t) => {
    const r = await check(header)
    t.match(refusal(r), reason, 'the request is refused with the reason')
    t.notMatch(refusal(r), /eyJ/u, 'the reason never quotes the token')
  })
}
