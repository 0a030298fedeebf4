import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type IdTokenClaims = {
  iss: string
  aud: string
  sub: string
  email: string
  email_verified: boolean
  iat: number
  exp: number
}
export type SignOptions = {
  /** Sign with a key the issuer never published (under the published key id). */
  readonly rogueKey?: boolean
  /** The header's `alg` (RS256 by default); the signature uses its hash unless `digest` says otherwise. */
  readonly alg?: 'RS256' | 'RS512'
  /** The hash actually signed with, to label a token with an algorithm it was not signed with. */
  readonly digest?: 'RSA-SHA256' | 'RSA-SHA512'
}

export type OidcIssuer = {
  /** Serves `{ kid: PEM }` like Google's OAuth2 federated sign-on certificates; the value of OIDC_CERTS_URL. */
  readonly certsUrl: string
  /** An ID token (RS256 unless told otherwise) with these claims over sensible defaults (valid for an hour from now). */
  readonly sign: (claims: Partial<IdTokenClaims>, options?: SignOptions) => string
  /** How many times the certificates were fetched. */
  readonly certFetches: () => number
  readonly close: () => Promise<void>
}

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url')
const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 })

/**
 * A token issuer on loopback: its own RSA key, its public key served where the verifier fetches
 * certificates, and tokens shaped as Google signs them for a service account (`iss`
 * accounts.google.com, `email`, `email_verified`), so the production verification path runs.
 */
export const startOidcIssuer = async (): Promise<OidcIssuer> => {
  const kid = `loopback-${Date.now().toString(36)}`
  const own = rsaKey()
  const rogue = rsaKey()
  let fetches = 0
  const body = JSON.stringify({ [kid]: own.publicKey.export({ type: 'spki', format: 'pem' }) })
  const server: Server = createServer((_req, res) => {
    fetches++
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
    res.end(body)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port

  const signWith = (key: KeyObject, claims: IdTokenClaims, alg: string, digest: string): string => {
    const unsigned = `${b64url(JSON.stringify({ alg, kid, typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`
    return `${unsigned}.${b64url(createSign(digest).update(unsigned).sign(key))}`
  }
  return {
    certsUrl: `http://127.0.0.1:${port}/oauth2/v1/certs`,
    sign: (claims, options = {}) => {
      const now = Math.floor(Date.now() / 1000)
      const full: IdTokenClaims = {
        iss: 'https://accounts.google.com',
        aud: 'http://127.0.0.1/tasks/final-report',
        sub: '104857600000000000001',
        email: 'tasks@honeypot-test.iam.gserviceaccount.com',
        email_verified: true,
        iat: now,
        exp: now + 3600,
        ...claims,
      }
      const alg = options.alg ?? 'RS256'
      const digest = options.digest ?? (alg === 'RS512' ? 'RSA-SHA512' : 'RSA-SHA256')
      return signWith(options.rogueKey === true ? rogue.privateKey : own.privateKey, full, alg, digest)
    },
    certFetches: () => fetches,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
