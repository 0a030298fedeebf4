import type * as TE from 'fp-ts/lib/TaskEither.js'

/**
 * Why a task request was not let through. `forbidden` is the token's fault: a 403, and the queue
 * gives up on a task nobody can authenticate. `unavailable` is the verifier's: the issuer's
 * certificates could not be fetched, so the token could be fine; a 503 makes the queue retry.
 * `reason` names the check that failed and never quotes the token or its claims.
 */
export type TaskTokenRefusal = { readonly kind: 'forbidden' | 'unavailable'; readonly reason: string }

/**
 * Checks the `Authorization` header of a final-report request from the task queue. Locally
 * (K_SERVICE unset) the check passes, as the spec says.
 */
export type VerifyTaskToken = (authorization: string | undefined) => TE.TaskEither<TaskTokenRefusal, void>
