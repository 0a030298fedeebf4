import type * as TE from 'fp-ts/lib/TaskEither.js'

/**
 * Checks the `Authorization` header of a final-report request from the task queue. Left carries
 * the reason for the 403. Locally (K_SERVICE unset) the check passes, as the spec says.
 */
export type VerifyTaskToken = (authorization: string | undefined) => TE.TaskEither<string, void>
