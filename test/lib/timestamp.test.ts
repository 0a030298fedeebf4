import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { Timestamp } from '../../lib/timestamp.js'

const decoded = (u: unknown) => {
  const r = Timestamp.decode(u)
  return E.isRight(r) ? r.right : null
}

t.test('when the partner sends a timestamp', async (t) => {
  t.equal(decoded(1770269430), 1770269430, 'integer Unix seconds are used as is')
  t.equal(decoded(1770269430.25), 1770269430.25, 'float Unix seconds are used as is')
  t.equal(decoded('1770269430'), 1770269430, 'a numeric string is parsed')
  t.equal(decoded(1770269430860), 1770269430.86, 'epoch milliseconds become seconds (decision 3)')
  t.equal(decoded('1770269430860'), 1770269430.86, 'epoch milliseconds in a string become seconds')
  t.equal(decoded('2026-02-05T05:30:30Z'), Date.parse('2026-02-05T05:30:30Z') / 1000, 'an ISO 8601 string is converted')
  t.equal(decoded('2026-02-05T11:00:30.500+05:30'), Date.parse('2026-02-05T05:30:30.5Z') / 1000, 'an ISO offset is honoured')
  t.equal(decoded(0), 0, 'zero is non-negative')
})

t.test('when the timestamp is invalid', async (t) => {
  for (const bad of [-1, '-5', 'yesterday', '', '2026-13-45T99:00:00Z', null, true, {}, [], '12abc', 'NaN'] as unknown[]) {
    t.equal(decoded(bad), null, `${JSON.stringify(bad)} is refused`)
  }
  const negative = Timestamp.decode(-1)
  t.match(E.isLeft(negative) && negative.left[0]?.message, /non-negative/, 'a negative value names the rule')
})
