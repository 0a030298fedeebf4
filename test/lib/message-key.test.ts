import { createHash } from 'node:crypto'
import fc from 'fast-check'
import t from 'tap'
import { messageKey, replyKey } from '../../lib/message-key.js'

// The keys are stored in every session's snapshot: a changed digest would make a resent history
// count again. These were computed by the createHash implementation the logs were written with.
t.test('when keys are computed for messages already in the logs', async (t) => {
  t.equal(messageKey('scammer', 'Your KYC expired, pay to a@fakebank', 1700000000.123), 'E4HTK66TzRCfIcCh', 'a message key is unchanged')
  t.equal(messageKey(' Scammer ', 'आपका खाता बंद 🙏', 1700000001), 'aXCmmJo6Cb8oxp6V', 'a key of non-Latin text is unchanged, sender normalised')
  t.equal(replyKey('  Sir which bank is this? '), '9doB6_UUEKFuonzK', 'a reply key is unchanged, text trimmed')
})

t.test('when any text is keyed', async (t) => {
  const legacy = (parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 16)
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.double({ min: 0, max: 4e9, noNaN: true }), (sender, text, ts) =>
      messageKey(sender, text, ts) === legacy(['m', sender.trim().toLowerCase(), text, ts.toFixed(3)]) && replyKey(text) === legacy(['r', text.trim()]),
    ),
  )
  t.pass('the keys equal the createHash digests')
})
