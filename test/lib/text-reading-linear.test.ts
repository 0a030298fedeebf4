import fc from 'fast-check'
import t from 'tap'
import { tallySignals } from '../../lib/classify/tally-signals.js'
import { readAnswer } from '../../lib/dialogue/acts/read-answer.js'
import { understandMessage } from '../../lib/dialogue/acts/understand-message.js'
import { choosePersona } from '../../lib/dialogue/persona/choose-persona.js'
import { languageOf, replyLanguage } from '../../lib/dialogue/persona/reply-language.js'
import { initialState } from '../../events/session-state.js'
import { decideTurn } from '../../lib/turn/decide-turn.js'
import { extractEvidence } from '../../lib/extract/extract-evidence.js'
import { messageKey, replyKey } from '../../lib/message-key.js'
import { highlight } from '../../console/src/highlight.js'

// Every function that reads text a scammer wrote, as the service calls it.
const readers: Record<string, (text: string) => unknown> = {
  'reply language': (text) => replyLanguage('English', text),
  'persona choice': (text) => choosePersona('Hindi', text),
  'metadata language': (text) => languageOf(text),
  'dialogue acts': (text) => readAnswer(text, understandMessage(text), ['name']),
  // The whole turn as the service decides it: classification, extraction, acts, policy, reply.
  'reply choice': (text) =>
    decideTurn({ message: { sender: 'scammer', text, timestamp: 1 }, conversationHistory: [], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' }, 10_000)(initialState('s'), 1000),
  classification: (text) => tallySignals(text),
  extraction: (text) => extractEvidence(text),
  'message key': (text) => messageKey('scammer', text, 1),
  'reply key': (text) => replyKey(text),
  // The console marks the evidence found in a message where it was said.
  'console highlight': (text) => highlight(text, Object.entries(extractEvidence(text)).flatMap(([kind, values]) => values.map((value) => ({ kind, value })))),
}

const KiB = 1 << 10
const repeat = (s: string, size: number): string => s.repeat(Math.ceil(size / s.length)).slice(0, size)

// Runs of one character class, repeated delimiters, base64, nested brackets, long URLs, many `@`,
// each possibly after a prefix that makes a finder start reading ("x@" before "ab.ab.ab…").
const oneClass = fc.constantFrom('1', 'a', 'Z', '[', ']', '@', '.', '/', '-', '_', 'न', 'க', '\u200d', '₹')
const delimiters = fc.constantFrom('. ', ', ', '::', '\n', '--', '/ ', '[a]', '(at)', ' dot ', 'send ', 'return')
const base64 = fc.uint8Array({ minLength: 30, maxLength: 90 }).map((bytes) => Buffer.from(bytes).toString('base64'))
const nested = fc.integer({ min: 1, max: 40 }).map((n) => '['.repeat(n) + 'a' + ']'.repeat(n))
const longUrl = fc
  .tuple(fc.constantFrom('http://', 'https://x.in/', 'www.', 'a.in/'), fc.constantFrom('a', '.', 'a.', '/', '-'), fc.integer({ min: 100, max: 3000 }))
  .map(([scheme, part, n]) => scheme + part.repeat(n) + ' ')
const manyAt = fc.constantFrom('a@', 'a@b', 'a@b.', 'x.y@z ', '@ybl ', 'a (at) b ')
const unit = fc.oneof(oneClass, delimiters, base64, nested, longUrl, manyAt)
const prefix = fc.constantFrom('', 'x@', 'x (at) ', 'x at ', 'send ', 'Rs ', 'account ', '[')
const hostile = fc.tuple(prefix, unit).map(([p, u]) => (size: number) => p + repeat(u, size - p.length))

// The shapes found to freeze the service, tried before the random ones.
const known = ['1', 'a', '[', 'न', 'send ', 'x@ab.', 'www.' + '.'.repeat(2040) + 'x '].map(
  (u) => [(size: number) => (u.startsWith('x@') ? 'x@' + repeat('ab.', size - 2) : repeat(u, size))] as [(size: number) => string],
)

/** CPU milliseconds of one call (CPU, not wall time: other processes share the machine). */
const cpuMs = (read: (text: string) => unknown, text: string): number => {
  const before = process.cpuUsage()
  read(text)
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

// Linear work grows 16-fold from one size to the next, quadratic work 256-fold. A megabyte runs
// out of the caches and into the old generation, so linear code measures 16 to 24-fold here; the
// bound sits at twice linear, an eighth of quadratic. The slack absorbs a garbage-collection pause
// or a scheduler hiccup when the smaller text takes a fraction of a ms.
const RATIO = 32
const SLACK_MS = 5
/**
 * Whether reading the larger text costs at most RATIO times the smaller one. Each is timed up to
 * three times and the fastest counts, to damp noise on a loaded machine; the larger stops as soon
 * as one run is within the bound.
 */
const scalesLinearly = (read: (text: string) => unknown, small: string, large: string): { ok: boolean; note: string } => {
  let fastSmall = Infinity
  for (let i = 0; i < 3; i++) fastSmall = Math.min(fastSmall, cpuMs(read, small))
  const bound = RATIO * fastSmall + SLACK_MS
  let fastLarge = Infinity
  for (let i = 0; i < 3 && fastLarge > bound; i++) fastLarge = Math.min(fastLarge, cpuMs(read, large))
  return { ok: fastLarge <= bound, note: `${small.length} chars: ${fastSmall.toFixed(1)} ms, ${large.length} chars: ${fastLarge.toFixed(1)} ms` }
}

for (const [name, read] of Object.entries(readers)) {
  t.test(`when ${name} meets a hostile message`, async (t) => {
    read('warm up: call 9876543210, pay Rs 500 to a.b@ybl, https://x.in [note]')
    let failure = ''
    const run = fc.check(
      fc.property(hostile, (textOf) => {
        // a step below first, so quadratic code fails in seconds instead of running for hours on 1 MiB
        for (const [small, large] of [[4 * KiB, 64 * KiB], [64 * KiB, 1024 * KiB]] as const) {
          const { ok, note } = scalesLinearly(read, textOf(small), textOf(large))
          if (!ok) {
            failure = `${JSON.stringify(textOf(40))}…: ${note}`
            return false
          }
        }
        return true
      }),
      { numRuns: known.length + 6, examples: known, endOnFailure: true },
    )
    t.equal(run.numRuns, 6 + known.length, 'every shape was tried')
    t.equal(failure, '', `the time for 1 MiB is at most ${RATIO} times the time for 64 KiB`)
  })
}
