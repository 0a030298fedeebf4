import t from 'tap'
import { phraseScanner } from '../../../lib/extract/phrase-scanner.js'

const scan = phraseScanner(
  new Map([['account', 'a'], ['account number', 'an'], ['otp', 'o'], ['खाता', 'k'], ['கணக்க', 't']]),
  new Map([['account blocked', 'ab'], ['blocked', 'b'], ['otp batao', 'ob']]),
)
const first = (text: string): string[] => scan(text, 100).a.map((h) => h.value)
const second = (text: string): string[] => scan(text, 100).b.map((h) => h.value)

t.test('when phrases of one list overlap', async (t) => {
  t.same(first('Account   Number: 1'), ['an'], 'the longest wins, across any run of spaces, in any case')
  t.same(second('your account blocked'), ['ab'], 'a shorter phrase inside a longer one is not found again')
})

t.test('when phrases of both lists start at the same word', async (t) => {
  const hits = scan('OTP batao, account blocked', 100)
  t.same(hits.a.map((h) => h.value), ['o', 'a'], 'the first list finds its phrases')
  t.same(hits.b.map((h) => h.value), ['ob', 'ab'], 'and so does the second')
})

t.test('when a Latin phrase is part of a longer word', async (t) => {
  t.same(first('accounting otpx myaccount'), [], 'it does not match')
})

t.test('when an Indic phrase takes an ending', async (t) => {
  t.same(first('खाते खाता में கணக்கில்'), ['k', 't'], 'the inflected form matches, a different word does not')
})

t.test('when an Indic phrase ends in a space', async (t) => {
  const words = phraseScanner(new Map([['কি ', 'q'], ['কিছু', 'x']]), new Map<string, string>())
  t.same(words('আপনি কি  জানেন? কিছু না', 100).a.map((h) => [h.value, h.start, h.end]), [['q', 5, 9], ['x', 16, 20]], 'it matches the whole word before any run of spaces')
  t.same(words('কিন্তু কি', 100).a, [], 'and not a longer word, nor the word at the end of the text')
})

t.test('when the limit is reached', async (t) => {
  t.equal(scan('otp '.repeat(50), 10).a.length, 10, 'the scan stops')
})

t.test('when many phrases share a prefix', async (t) => {
  const letters = 'abcdefghij'.split('')
  const wide = phraseScanner(new Map(letters.map((l) => [`x${l}`, l])), new Map(letters.map((l) => [`x${l} y`, l.toUpperCase()])))
  const hits = wide('XA xj  Y xz xb', 100)
  t.same(hits.a.map((h) => h.value), ['a', 'j', 'b'], 'each is found among its siblings')
  t.same(hits.b.map((h) => [h.value, h.start, h.end]), [['J', 3, 8]], 'the longer phrase of the other list too')
})
