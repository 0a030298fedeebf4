import t from 'tap'
import { inflectIndicWords } from '../../../lib/classify/inflect-indic-words.js'

const matches = (source: string, text: string): boolean => new RegExp(inflectIndicWords(source), 'u').test(text)

t.test('when a Tamil word ending in u takes a case ending', async (t) => {
  t.ok(matches('கைது', 'டிஜிட்டல் கைதில் இருக்கிறீர்கள்'), 'கைது "arrest" finds கைதில் "in arrest"')
  t.ok(matches('வழக்கு', 'இந்த வழக்கில்'), 'வழக்கு "case" finds வழக்கில்')
  t.ok(matches('காப்பீடு', 'காப்பீட்டுத் திட்டம்'), 'a final ṭu finds its doubled oblique')
  t.notOk(matches('பரிசு', 'மருத்துவ பரிசோதனை'), 'but பரிசு "prize" stays out of பரிசோதனை "examination"')
})

t.test('when a word ends in a virama or a final m', async (t) => {
  t.ok(matches('போலீஸ்', 'போலீஸார் வருவார்கள்'), 'Tamil போலீஸ் finds போலீஸார்')
  t.ok(matches('അറസ്റ്റ്', 'നിങ്ങൾ അറസ്റ്റിലാണ്'), 'Malayalam അറസ്റ്റ് finds അറസ്റ്റിലാണ്')
  t.ok(matches('அபராதம்', 'அபராதத்தை செலுத்துங்கள்'), 'Tamil அபராதம் finds அபராதத்தை')
  t.ok(matches('అరెస్ట్', 'మిమ్మల్ని అరెస్టు చేస్తాం'), 'Telugu అరెస్ట్ finds అరెస్టు')
})

t.test('when a Malayalam word ends in the chillu r', async (t) => {
  const chillu = (w: string): string => w.normalize('NFC').replace(/ർ/gu, 'ര്')
  t.ok(matches(chillu('ഡോക്ടർ'), 'ഞാൻ ഡോക്ടറാണ്'), 'the loanword ഡോക്ടർ "doctor" finds ഡോക്ടറാണ്, with റ')
  t.ok(matches(chillu('അവർ'), chillu('അവരുടെ പേര്')), 'a native word finds its ending with ര')
})

t.test('when the dictionary form itself is written', async (t) => {
  t.ok(matches('கைது', 'கைது செய்யப்படுவீர்கள்'), 'it still matches')
  t.ok(matches('டிஜிட்டல் கைது', 'டிஜிட்டல் கைதாக'), 'and a phrase widens its last word')
})

t.test('when a word is too short, quantified or inside a character class', async (t) => {
  t.equal(inflectIndicWords('ஆப்'), 'ஆப்', 'a two-letter stem is left as written')
  t.equal(inflectIndicWords('கைது?'), 'கைது?', 'a word whose last letter is quantified is left as written')
  t.equal(inflectIndicWords('[கைது]'), '[கைது]', 'a character class is left as written')
  t.equal(inflectIndicWords('\\bkyc\\b|arrest'), '\\bkyc\\b|arrest', 'Latin text is untouched')
})
