import t from 'tap'
import type { LabelClass } from '../../../lib/extract/data/context-labels.js'
import { resolveLabels, type LabelHit } from '../../../lib/extract/resolve-labels.js'

/** Hits for the given phrases, each at its first place in `text` after the previous one. */
const hitsIn = (text: string, phrases: readonly (readonly [string, LabelClass | 'qualifier'])[]): LabelHit[] => {
  let from = 0
  return phrases.map(([phrase, value]) => {
    const start = text.indexOf(phrase, from)
    from = start + phrase.length
    return { start, end: from, value }
  })
}
const kinds = (text: string, phrases: readonly (readonly [string, LabelClass | 'qualifier'])[]): string[] =>
  resolveLabels(text, hitsIn(text, phrases)).map((l) => `${text.slice(l.start, l.end)}:${l.kind}`)

t.test('when a word naming a utility or platform stands right before "account"', async (t) => {
  t.same(kinds('BESCOM account 7403918265', [['BESCOM', 'qualifier'], ['account', 'account']]), ['BESCOM account:void'], 'the account is an identifier, not a bank account')
  t.same(kinds("BESCOM's account 7403918265", [['BESCOM', 'qualifier'], ['account', 'account']]), ["BESCOM's account:void"], 'so it is after a possessive')
  t.same(kinds('बिजली का खाता 7403918265', [['बिजली', 'qualifier'], ['खाता', 'account']]), ['बिजली का खाता:void'], 'and in Hindi')
  t.same(kinds('மின்சார கணக்கு 7403918265', [['மின்', 'qualifier'], ['கணக்க', 'account']]), ['மின்சார கணக்க:void'], 'and after an inflected Tamil word')
  t.same(kinds('उपभोक्ता खाता संख्या 123', [['उपभोक्ता', 'void'], ['खाता संख्या', 'account']]), ['उपभोक्ता खाता संख्या:void'], 'a void label qualifies it too')
})

t.test('when the qualifier is not right before "account"', async (t) => {
  t.same(kinds('BESCOM bill paid. Now account 123', [['BESCOM', 'qualifier'], ['account', 'account']]), ['account:account'], 'the account stays a bank account')
  t.same(kinds('electricity', [['electricity', 'qualifier']]), [], 'a qualifier alone is no label')
})

t.test('when "account" is named by an ID', async (t) => {
  t.same(kinds('account ID 7403918265', [['account', 'account']]), ['account ID:void'], 'it is a login or customer id, and takes the ID in')
  t.same(kinds('खाता आईडी 7403918265', [['खाता', 'account']]), ['खाता आईडी:void'], 'so in Hindi')
  t.same(kinds('account identity proof', [['account', 'account']]), ['account:account'], 'a longer word starting with id is no ID')
})

t.test('when an order, policy or case label is followed by a generic id noun', async (t) => {
  t.same(kinds('tracking code TRK1', [['tracking', 'order'], ['code', 'void']]), ['tracking code:order'], 'the code is the tracking id')
  t.same(kinds('policy ref no. 1', [['policy', 'policy'], ['ref no', 'case']]), ['policy ref no:policy'], 'the reference is the policy number')
  t.same(kinds('order OTP 1', [['order', 'order'], ['OTP', 'void']]), ['order:order', 'OTP:void'], 'an OTP stays an OTP')
  t.same(kinds('your order. Code 1', [['order', 'order'], ['Code', 'void']]), ['order:order', 'Code:void'], 'a sentence break keeps them apart')
})
