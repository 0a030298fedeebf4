import t from 'tap'
import fc from 'fast-check'
import { isRight } from 'fp-ts/lib/Either.js'
import { SignalTally, addTallies, tallySignals } from '../../../lib/classify/classify.js'

const canonical = (x: SignalTally): string => JSON.stringify(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))

const arbitraryTally = (): fc.Arbitrary<SignalTally> =>
  fc.dictionary(fc.constantFrom('messages', 'scam', 'benign', 'pretext:KYC_BANKING', 'lever:loss', 'type:LOAN_SCAM'), fc.integer({ min: 1, max: 20 }))

t.test('when tallies are summed turn by turn', async (t) => {
  fc.assert(fc.property(arbitraryTally(), arbitraryTally(), (a, b) => canonical(addTallies(a, b)) === canonical(addTallies(b, a))))
  t.pass('the order of two turns does not matter')
  fc.assert(
    fc.property(arbitraryTally(), arbitraryTally(), arbitraryTally(), (a, b, c) =>
      canonical(addTallies(addTallies(a, b), c)) === canonical(addTallies(a, addTallies(b, c))),
    ),
  )
  t.pass('grouping does not matter, so the projection may fold in any batch size')
  fc.assert(fc.property(arbitraryTally(), (a) => canonical(addTallies(a, {})) === canonical(a)))
  t.pass('an empty tally changes nothing')
})

t.test('when a session runs for many messages', async (t) => {
  const message = tallySignals('Your KYC is pending, share the OTP now or the account is blocked.')
  const long = Array.from({ length: 500 }, () => message).reduce(addTallies, {})
  t.same(Object.keys(long).sort(), Object.keys(message).sort(), 'keeps the same keys: the size does not grow with the session')
  t.equal(long['messages'], 500, 'counts every message')
})

t.test('when a tally is stored and read back', async (t) => {
  const tally = addTallies(tallySignals('You won a lottery prize!'), tallySignals('Pay the processing fee today.'))
  const decoded = SignalTally.decode(JSON.parse(JSON.stringify(tally)))
  t.ok(isRight(decoded), 'decodes with its codec')
  t.same(isRight(decoded) ? decoded.right : null, tally, 'unchanged')
})
