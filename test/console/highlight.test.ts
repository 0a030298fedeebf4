import t from 'tap'
import { highlight, MAX_MARKS } from '../../console/src/highlight.js'

const marked = (segments: ReturnType<typeof highlight>) => segments.filter((s) => s.mark !== undefined).map((s) => `${s.mark?.kind}:${s.text}`)
const joined = (segments: ReturnType<typeof highlight>) => segments.map((s) => s.text).join('')

t.test('when a message names a UPI id and a phone', async (t) => {
  const text = 'Pay to refund.desk@fakebank or call +91-9812345678 now'
  const out = highlight(text, [
    { kind: 'upiIds', value: 'refund.desk@fakebank' },
    { kind: 'phoneNumbers', value: '+91-9812345678' },
    { kind: 'phoneNumbers', value: '+919812345678' },
  ])
  t.same(marked(out), ['upiIds:refund.desk@fakebank', 'phoneNumbers:+91-9812345678'], 'each is marked where it was written; a normalised variant not in the text marks nothing')
  t.equal(joined(out), text, 'and the text reads as it was written, nothing lost or repeated')
})

t.test('when one value sits inside another', async (t) => {
  const text = 'account 009812345678123 and phone 9812345678'
  const out = highlight(text, [
    { kind: 'phoneNumbers', value: '9812345678' },
    { kind: 'bankAccounts', value: '009812345678123' },
  ])
  t.same(marked(out), ['bankAccounts:009812345678123', 'phoneNumbers:9812345678'], 'the longer value owns its span; the phone is marked where it stands alone')
  t.equal(joined(out), text, 'the text is whole')
})

t.test('when a value is said twice', async (t) => {
  const out = highlight('a@ybl then a@ybl', [{ kind: 'upiIds', value: 'a@ybl' }, { kind: 'upiIds', value: 'a@ybl' }])
  t.same(marked(out), ['upiIds:a@ybl', 'upiIds:a@ybl'], 'both places are marked, once each')
})

t.test('when nothing was found', async (t) => {
  t.same(highlight('hello', []), [{ text: 'hello' }], 'the text is one plain segment')
  t.same(highlight('', []), [{ text: '' }], 'an empty message is one empty segment')
})

t.test('when a message repeats a value past the bound', async (t) => {
  const text = '9812345678 '.repeat(MAX_MARKS + 500)
  const out = highlight(text, [{ kind: 'phoneNumbers', value: '9812345678' }])
  t.equal(marked(out).length, MAX_MARKS, `at most ${MAX_MARKS} places are marked`)
  t.equal(joined(out), text, 'and the rest is still shown, as text')
})
