import fc from 'fast-check'
import t from 'tap'
import { proseOf, replyLanguage } from '../../../../lib/dialogue/persona/reply-language.js'

// The regexes the scans replace: the same answers on short texts, where their cost does not matter.
const regexProse = (text: string): string =>
  text
    .replace(/\[[^\]]*\]/gu, ' ')
    .replace(/\S*(?:https?:\/\/|www\.|@)\S*/giu, ' ')
    .replace(/\S*\d\S*/gu, ' ')
    .replace(/\b[A-Z]{2,}\b/gu, ' ')

// Pieces that sit on the edges of what the scans look for, so short random texts reach every branch.
const pieces = [
  '[', ']', '[a b]', 'http://', 'https://x.in', 'HTTPS://', 'www.', 'WWW.', '@', 'a@b', '1', '2024', 'OTP', 'UPI', 'Ok', 'aB',
  'send ', 'SEND ', 'Send', 'rs', 'Rs', '₹', 'INR', 'inr', ' ', '  ', '\n', '\r', '\u2028', '\t', '\u00a0', 'हिंदी', 'है', '_',
  'ſend ', 'httpſ://', 'hTTp://', 'wWw.', 'ww.', 'http:/', 'tp://', ':', '/', '/ /', 'K', '\u2029', '\ufeff', '\u3000', '\u1680', '\u180e', '\u200b', 'hai', 'aap', ',', '.', '-', '😀', '\ud800',
]
const text = fc.oneof(
  fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((xs) => xs.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

t.test('when the prose of a message is selected', async (t) => {
  fc.assert(fc.property(text, (s) => proseOf(s) === regexProse(s)), { numRuns: 3000 })
  t.pass('the scan blanks what the regexes blanked: stage directions, links, handles, numbers, codes in capitals')
  t.equal(proseOf('[note] pay a@b.in now 5000 OTP ok'), '  pay   now     ok', 'each removed part leaves one space')
  t.equal(proseOf('[unclosed stays'), '[unclosed stays', 'a bracket without its closing one stays')
})

t.test('when a long message has no spaces', async (t) => {
  const run = '1'.repeat(1 << 20)
  t.equal(replyLanguage('Hindi', run), 'Hindi', 'a megabyte of digits keeps the metadata language')
  t.equal(replyLanguage('English', '['.repeat(1 << 20) + ' आपका खाता आज बंद कर दिया जाएगा'), 'Hindi', 'prose after a megabyte of brackets still counts')
})

