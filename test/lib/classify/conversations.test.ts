import t from 'tap'
import * as io from 'io-ts'
import { readFileSync } from 'node:fs'
import { isRight } from 'fp-ts/lib/Either.js'
import { addTallies, classify, tallySignals, type Classification, type SignalTally } from '../../../lib/classify/classify.js'
import { emptyEvidence } from '../../../lib/evidence.js'
import { ScamType } from '../../../lib/scam-type.js'

// innocentTurns: a scam that opens like a genuine notice may read as ordinary for that many turns.
const Conversation = io.intersection([
  io.type({ name: io.string, accept: io.array(ScamType), turns: io.array(io.string) }),
  io.partial({ innocentTurns: io.number }),
])
const Conversations = io.type({ scam: io.array(Conversation), ordinary: io.array(Conversation) })

// conversations.json: ten languages, mostly English and Hindi; conversations-in-scripts.json: the
// seven other persona scripts, with the English words people mix into them.
const read = (file: string): io.TypeOf<typeof Conversations> => {
  const decoded = Conversations.decode(JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')))
  if (!isRight(decoded)) throw new Error(`${file} does not decode`)
  return decoded.right
}
const files = [read('conversations.json'), read('conversations-in-scripts.json')]
const scam = files.flatMap((f) => f.scam)
const ordinary = files.flatMap((f) => f.ordinary)

// The pipeline's fold: one tally per scammer message, summed, classified after every turn.
const playTurns = (turns: ReadonlyArray<string>): ReadonlyArray<Classification> =>
  turns
    .reduce<ReadonlyArray<SignalTally>>((acc, text) => [...acc, addTallies(acc[acc.length - 1] ?? {}, tallySignals(text))], [])
    .map((tally) => classify(tally, emptyEvidence()))

t.test('when scam conversations in ten languages are played turn by turn', async (t) => {
  for (const c of scam) {
    const verdicts = playTurns(c.turns)
    const last = verdicts[verdicts.length - 1]
    t.ok(last !== undefined && c.accept.includes(last.scamType), `${c.name}: ends as ${c.accept.join(' or ')} (got ${last?.scamType})`)
    t.notOk(
      verdicts.slice(c.innocentTurns ?? 0).some((v) => v.scamType === 'NOT_SCAM'),
      `${c.name}: is never called an ordinary conversation once the scam shows`,
    )
  }
})

t.test('when ordinary and thin conversations are played', async (t) => {
  for (const c of ordinary) {
    const verdicts = playTurns(c.turns)
    const last = verdicts[verdicts.length - 1]
    t.ok(last !== undefined && c.accept.includes(last.scamType), `${c.name}: ends as ${c.accept.join(' or ')} (got ${last?.scamType})`)
    t.ok(
      verdicts.every((v) => v.scamType === 'NOT_SCAM' || (v.scamType === 'UNKNOWN' && v.confidence <= 0.5)),
      `${c.name}: never claims a scam on the way`,
    )
  }
})
