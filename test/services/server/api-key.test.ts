import fc from 'fast-check'
import t from 'tap'
import { apiKeyMatches } from '../../../services/server/api-key.js'

t.test('when a request presents a key', async (t) => {
  const matches = apiKeyMatches('s3cret-key')
  t.ok(matches('s3cret-key'), 'the service key is accepted')
  t.notOk(matches(undefined), 'no key is refused')
  t.notOk(matches(''), 'an empty key is refused')
  t.notOk(matches('s3cret-ke'), 'a shorter key is refused')
  t.notOk(matches('s3cret-key '), 'a longer key is refused')
  t.notOk(matches('S3CRET-KEY'), 'a key in other case is refused')
})

// Well-formed text: a header is read as UTF-8, where a lone surrogate is not a character of its own.
t.test('when any key is presented', async (t) => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (expected, presented) =>
      apiKeyMatches(expected)(presented) === (expected === presented),
    ),
  )
  t.pass('it is accepted exactly when it equals the service key, in any script')
})
