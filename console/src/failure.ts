import * as E from 'fp-ts/lib/Either.js'
import type { Failure } from './api.js'

/** A failed read, thrown out of a page to the shell, which shows it (or asks for the key again). */
export class FailedRead extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

/** The value of a read that worked; otherwise the page stops here and the shell explains. */
export const need = <A>(result: E.Either<Failure, A>): A => {
  if (E.isLeft(result)) throw new FailedRead(result.left)
  return result.right
}
