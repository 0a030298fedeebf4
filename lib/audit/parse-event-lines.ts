import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { SessionEvent } from '../../events/session-event.js'
import { describeErrors } from '../codec/decode-errors.js'

/**
 * What is wrong with an object that claims to be an event: only the members of the union with its
 * `type` are asked, so the answer is about the fields that event lacks, not about every other kind.
 */
const problemsOf = (type: string, errors: t.Errors): string => {
  const byMember = new Map<string, t.ValidationError[]>()
  for (const e of errors) {
    const member = e.context[1]?.key ?? ''
    byMember.set(member, [...(byMember.get(member) ?? []), e])
  }
  const wrongType = (e: t.ValidationError) => e.context[e.context.length - 1]?.key === 'type'
  const candidates = [...byMember.values()].filter((errs) => !errs.some(wrongType))
  return candidates.length === 0
    ? `unknown event type ${JSON.stringify(type)}`
    : `${type}: ${describeErrors(candidates.flat()).slice(0, 4).join('; ')}`
}

const parseLine = (line: string, n: number): E.Either<string, SessionEvent> => {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return E.left(`line ${n}: not JSON`)
  }
  const decoded = SessionEvent.decode(json)
  if (E.isRight(decoded)) return decoded
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined
  return E.left(`line ${n}: not a session event (${typeof type === 'string' ? problemsOf(type, decoded.left) : 'no type'})`)
}

/**
 * A log exported as JSON Lines (`honeypot export`) read back through the event codec, retired
 * shapes included. Blank lines are skipped; the first bad line is named.
 */
export const parseEventLines = (text: string): E.Either<string, ReadonlyArray<SessionEvent>> =>
  E.traverseArray((x: readonly [string, number]) => parseLine(x[0], x[1]))(
    text
      .split(/\r?\n/u)
      .map((line, i) => [line, i + 1] as const)
      .filter(([line]) => line.trim() !== ''),
  )
