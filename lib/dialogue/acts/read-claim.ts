import { isAsciiAlnum } from '../../extract/phrase-scanner.js'
import type { ClaimKind } from '../vocabulary.js'

// How far a claim's value may run from its cue: a name is a few words, an address a line.
const REACH: Readonly<Record<ClaimKind, number>> = { name: 40, organisation: 60, role: 50, employeeId: 30, office: 90, beneficiary: 40 }
const MAX_WORDS: Readonly<Record<ClaimKind, number>> = { name: 3, organisation: 6, role: 5, employeeId: 1, office: 14, beneficiary: 4 }

// Words that end a claim's value ("Rahul from SBI", "Ravi and I") or show it is no claim at all.
const STOP = new Set([
  'from', 'and', 'at', 'in', 'of', 'for', 'with', 'to', 'here', 'calling', 'speaking', 'sir', 'madam', 'mam', 'maam', 'ji', 'regarding', 'about', 'on', 'the',
  'a', 'an', 'your', 'my', 'our', 'this', 'that', 'not', 'please', 'kindly', 'just', 'very', 'urgent', 'final', 'last', 'official', 'important', 'is', 'are',
  'will', 'have', 'has', 'bol', 'se', 'hai', 'hoon', 'hun', 'raha', 'rahi', 'main', 'mai', 'aur', 'ka', 'ki', 'ke', 'going', 'sorry', 'sure', 'ok', 'okay',
  'also', 'now', 'today', 'only', 'because', 'so', 'but', 'if', 'who', 'what', 'dear', 'customer', 'user', 'friend', 'as', 'will', 'would', 'can',
  'should', 'must', 'shall', 'has', 'had', 'may',
  // Hindi in Devanagari: "मेरा नाम राकेश है", "एसबीआई से बोल रहा हूँ".
  'है', 'हैं', 'हूँ', 'हूं', 'था', 'से', 'का', 'की', 'के', 'और', 'में', 'बोल', 'जी', 'सर', 'मैडम', 'यहाँ', 'यहां',
  // What a payee's name follows: "account Rohit Verma ke naam pe hai", "खाता राजेश वर्मा के नाम पर है".
  'account', 'khata', 'paise', 'खाता', 'अकाउंट', 'पैसे',
  // and what ends a name after a title: "सब-इंस्पेक्टर विनोद पाटिल आपसे बात करेंगे".
  'आप', 'आपसे', 'आपको', 'आपका', 'आपके', 'हम', 'को', 'ने', 'पर', 'aap', 'aapse', 'aapko', 'aapka', 'ko', 'ne', 'pe', 'par',
  // Tamil and Telugu pronouns, "from" and greetings, which a name read before "பேசுறேன்" / "మాట్లాడుతున్నాను" stops at.
  'நான்', 'நாங்க', 'நாங்கள்', 'நீங்க', 'நீங்கள்', 'உங்க', 'உங்கள்', 'என்', 'எங்க', 'எங்கள்', 'இருந்து', 'இது', 'அது', 'சார்', 'மேடம்', 'யார்', 'யாரு', 'ஒரு', 'சார்பாக', 'இந்த', 'அந்த', 'எந்த',
  'பேசுறேன்', 'பேசுகிறேன்', 'பேசறேன்',
  'నేను', 'మేము', 'మీరు', 'మీ', 'నా', 'మా', 'నుండి', 'నుంచి', 'ఇది', 'అది', 'సార్', 'మేడమ్', 'ఎవరు', 'ఒక', 'గారు', 'ఈ', 'ఆ', 'ఏ', 'మాది', 'నుంచే', 'నుండే', 'మాట్లాడుతున్నాను', 'మాట్లాడుతున్నా',
  // Kannada and Malayalam: "ರಾಜೇಶ್ ಅಂತ", "ಎಸ್‌ಬಿಐ ಕಡೆಯಿಂದ", "രാജേഷ് ആണ്", "ബാങ്കിൽ നിന്ന്".
  'ಅಂತ', 'ಅಂತಾ', 'ಎಂದು', 'ಇಂದ', 'ನಿಂದ', 'ಕಡೆಯಿಂದ', 'ಸಾರ್', 'ಮೇಡಂ', 'ನಿಮ್ಮ', 'ನಿಮಗೆ', 'ಮತ್ತು', 'ಇದೆ', 'ಆಗಿದೆ',
  'ആണ്', 'ആണ', 'നിന്ന്', 'നിന്നും', 'നിന്നാണ്', 'സാർ', 'മാഡം', 'നിങ്ങളുടെ', 'നിങ്ങൾക്ക്', 'എന്ന്', 'എന്നാണ്', 'ആകുന്നു', 'ഇത്',
  // "I speak" and "call him" after a name, in the scripts where nothing else ends it: "সৌরভ বলছি",
  // "ಮಂಜುನಾಥ್ ಗೌಡ ಮಾತಾಡ್ತಿದ್ದೀನಿ", "നായരെ വിളിക്കുക".
  'বলছি', 'বলছেন', 'ಮಾತಾಡ್ತಿದ್ದೀನಿ', 'ಮಾತನಾಡುತ್ತಿದ್ದೇನೆ', 'ಮಾತಾಡ್ತಿರೋದು', 'സംസാരിക്കുന്നു', 'സംസാരിക്കുന്നത്', 'બોલું', 'बोलतोय', 'बोलते',
  'വിളിക്കുക', 'ಸಂಪರ್ಕಿಸಿ', 'அழையுங்கள்', 'அழைக்கவும்', 'ಅವರನ್ನು', 'ಅವರು',
  // A number or a sum where a name was looked for: "மா லாயர் நம்பர் +91…", "Rs 60".
  'rs', 'number', 'नंबर', 'नम्बर', 'நம்பர்', 'எண்', 'கணக்கு', 'నంబర్', 'నెంబర్',
])
// What shows a "name" is none: a word of "from" or "who" before the name, whose words after it are the name
// ("ডিপার্টমেন্ট থেকে সৌরভ", "હું કોણ? હિરેન પટેલ").
const BEFORE_NAME = new Set(['থেকে', 'কে', 'કોણ', 'कौन', 'से', 'யார்'])
// A claimed "name" holding one of these is an organisation: "This is Mumbai Air Cargo Customs".
const ORG_WORDS = new Set([
  'bank', 'customs', 'department', 'directorate', 'commission', 'tribunal', 'court', 'headquarters', 'police', 'team', 'cell', 'bureau', 'ltd', 'limited', 'pvt', 'services', 'service', 'capital', 'credit', 'media',
  'agency', 'office', 'branch', 'care', 'company', 'corporation', 'finance', 'insurance', 'courier', 'logistics', 'cargo', 'ministry', 'authority', 'board',
  'trust', 'foundation', 'group', 'solutions', 'technologies', 'tech', 'support', 'desk', 'centre', 'center', 'division', 'unit', 'cyber', 'crime',
  'investments', 'exchange', 'platform', 'academy', 'programme', 'program', 'club', 'india', 'global', 'international',
  // insurers, lenders, payment and telecom firms, recruiters: "Star Health", "Max Life", "TalentBridge Placements"
  'health', 'life', 'assurance', 'general', 'securities', 'payments', 'wallet', 'cards', 'telecom', 'broadband', 'electricity', 'power', 'energy',
  'placements', 'staffing', 'consultancy', 'consultants', 'careers', 'jobs', 'recruitment', 'associates', 'enterprises', 'industries', 'motors',
  'express', 'parcel', 'delivery', 'airways', 'airlines', 'hospital', 'university', 'institute', 'fund', 'funds', 'loans', 'fintech', 'lending',
  'markets', 'trading', 'traders', 'broking', 'mining', 'crypto', 'labs', 'digital', 'network', 'networks', 'systems', 'software', 'infotech', 'care',
])

/** Whether a claimed name is really an organisation's. */
// A lone word in capitals is an acronym, not a name: "Main SBI se bol raha hu", "I am CBI".
// So is one ending in Kannada's "from" ("ಬ್ಯಾಂಕ್‌ನಿಂದ ಮಾತನಾಡುತ್ತಿದ್ದೇನೆ"), which joins the word.
export const isOrganisationName = (value: string): boolean =>
  /^[A-Z]{2,6}$/u.test(value) ||
  (value.split(' ').some((w) => ORG_WORDS.has(w.toLowerCase())) && !ALONE_NO_FIRM.has(value.toLowerCase())) ||
  /(?:ನಿಂದ|ಯಿಂದ|ದಿಂದ|ಇಂದ)$/u.test(value)
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'])
// Words that make a firm of a name beside them ("FedEx India", "Apex Global") but are none alone: "main India aa ke…".
const ALONE_NO_FIRM = new Set(['india', 'global', 'international', 'group'])
// A role is one of these, in English; in the Indian scripts any short phrase is taken.
const ROLE_WORDS = new Set([
  'officer', 'inspector', 'executive', 'manager', 'agent', 'analyst', 'constable', 'superintendent', 'commissioner', 'director', 'head', 'recruiter',
  'hr', 'advisor', 'adviser', 'consultant', 'coordinator', 'representative', 'associate', 'specialist', 'engineer', 'technician', 'supervisor', 'clerk',
  'deputy', 'assistant', 'sub-inspector', 'si', 'dsp', 'sp', 'acp', 'dcp', 'sho', 'investigator', 'auditor', 'lawyer', 'advocate', 'judge', 'captain',
  'doctor', 'nurse', 'engineer', 'soldier', 'pilot', 'trader', 'mentor', 'coach', 'handler', 'lead', 'member', 'staff', 'employee', 'banker',
])

const isBoundary = (c: string): boolean => c === '.' || c === ',' || c === ';' || c === '!' || c === '?' || c === '\n' || c === '।' || c === '(' || c === ')' || c === '"'
// The dot of "Mr. Aman Verma", "Dr. Saxena", "Capt. Rao" ends no clause: the name follows it.
const ABBREVIATED = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'capt', 'col', 'maj', 'lt', 'sgt', 'shri', 'smt', 'er'])
const isAbbreviationDot = (text: string, i: number): boolean => {
  if (text[i] !== '.') return false
  // Back over at most five letters: an abbreviation is shorter, and a scammer's long run of letters
  // before a dot must not be walked again for every claim cue (linear time on hostile text).
  let j = i
  while (j > 0 && i - j < 5 && /[A-Za-z]/u.test(text[j - 1]!)) j--
  if (j > 0 && /[A-Za-z0-9]/u.test(text[j - 1]!)) return false
  const word = text.slice(j, i)
  // An initial, "Mr. S. Raghavan": one capital letter between spaces, a name after it.
  return ABBREVIATED.has(word.toLowerCase()) || (/^[A-Z]$/u.test(word) && / [A-Z]/u.test(text.slice(i + 1, i + 3)))
}
const endsClause = (text: string, i: number): boolean => isBoundary(text[i]!) && !isAbbreviationDot(text, i)
const isLatinUpper = (w: string): boolean => /^[A-Z]/u.test(w)
const isLatin = (w: string): boolean => /^[A-Za-z]/u.test(w)
// Marks count as letters: an Indic vowel sign ends many words (আমি, रवि), and trimming it would leave half a word.
const trimPunct = (w: string): string =>
  // Most words start and end with an ASCII letter or digit: nothing to trim, and no Unicode regex to run.
  w !== '' && isAsciiAlnum(w.charCodeAt(0)) && isAsciiAlnum(w.charCodeAt(w.length - 1))
    ? w
    : w.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}.]+$/gu, '').replace(/\.$/u, '')

/** The text from `from` up to the first clause boundary (commas kept for an address), at most `reach` long. */
const clauseAfter = (text: string, from: number, kind: ClaimKind): string => {
  const end = Math.min(text.length, from + REACH[kind])
  let i = from
  while (i < end && (text[i] === ' ' || text[i] === ':' || text[i] === '-' || text[i] === '–')) i++
  const start = i
  for (; i < end; i++) {
    const c = text[i]!
    if (kind === 'office' ? c === '.' && text[i + 1] === ' ' || c === '\n' || c === '!' || c === '?' || c === '।' : endsClause(text, i)) break
  }
  return text.slice(start, i)
}

/** The words just before `to`, back to a clause boundary, at most `reach` long. */
const clauseBefore = (text: string, to: number, kind: ClaimKind): string => {
  const start = Math.max(0, to - REACH[kind])
  let i = to - 1
  while (i >= start && !endsClause(text, i)) i--
  return text.slice(i + 1, to)
}

// The words after a name, up to a word such as "from" that ends it: a firm's word among them shows the
// "name" began the firm ("PhonePe customer care", "Google security team", "Cyber Crime branch"), and
// they are its rest.
const FIRM_LINKS = new Set(['customer', 'security', 'airport'])
const firmWordsAfter = (next: ReadonlyArray<string>): ReadonlyArray<string> => {
  for (let i = 0; i < next.length; i++) {
    const lower = next[i]!.toLowerCase()
    if (ORG_WORDS.has(lower)) return next.slice(0, i + 1)
    // Any other word in lower case ("December mein India aa raha hu") ends the look.
    if (!FIRM_LINKS.has(lower) && !isLatinUpper(next[i]!)) return []
  }
  return []
}

/** A clause's words, their edge punctuation trimmed. */
const wordsOf = (clause: string): string[] => clause.split(/\s+/u).map(trimPunct).filter((w) => w !== '')

/**
 * The last words of `all`, as a claim read back from its cue takes them: back to a pronoun or a
 * stop word, at most a claim's length; a name also stops at a word in the "from" case, where the
 * caller sits ("…பிரிவிலிருந்து பேசுகிறேன்").
 */
const lastWords = (all: ReadonlyArray<string>, kind: ClaimKind): string[] => {
  const words: string[] = []
  for (let i = all.length - 1; i >= 0 && words.length < MAX_WORDS[kind]; i--) {
    const w = all[i]!
    if (PRONOUNS.has(w.toLowerCase()) || STOP.has(w.toLowerCase()) || (kind === 'name' && FROM_CASE.test(w))) break
    words.unshift(w)
  }
  return words
}

// Words between a cue and its value: "my staff ID is X", "office is at Y", "naam hai Z".
const LEAD = new Set(['is', 'was', 'at', 'in', 'no', 'number', 'num', 'id', 'hai', 'h', 'ka', 'ki', 'ke', 'as', 'the', 'mr', 'mr.', 'called', 'है', 'नंबर', 'नं', 'ನಂಬರ್', 'ನಂಬರ್:', 'നമ്പർ'])

// A word in the "from" case is where the caller sits, not who he is: "பிரிவிலிருந்து", "బ్యాంక్‌నుంచి",
// "मी एसबीआय कस्टमर केअरमधून बोलतोय", "હું SBI કસ્ટમર કેરમાંથી બોલું છું" (Hindi writes "से" apart,
// and it is a stop word; Tanglish writes it apart, "Flipkart-la irundhu pesuren").
const FROM_CASE = /(?:ருந்து|நின்று)(?:தான்|ம்|ே)?$|(?:నుండి|నుంచి|నుండే|నుంచే)$|(?:मधून|कडून|तून|हून|માંથી|થી)$|^[Ii]run(?:dh|th|d)u$/u

// The word stems that make a place in the "from" case an office, not a town, in the Indian scripts:
// a bank, customer care, an office, a department, section or cell, the police, customs, a courier,
// a company, a centre. "मी पुण्याहून बोलतोय" (from Pune) names none of them.
const INDIC_ORG_STEMS = [
  'बैंक', 'बँक', 'केअर', 'केयर', 'ऑफिस', 'कार्यालय', 'विभाग', 'सेल', 'पोलीस', 'पुलिस', 'कस्टम', 'कुरिअर', 'कुरियर', 'कंपनी', 'केंद्र', 'शाखे', 'शाखा',
  'બેંક', 'બેન્ક', 'કેર', 'ઓફિસ', 'કચેરી', 'વિભાગ', 'સેલ', 'પોલીસ', 'કસ્ટમ', 'કુરિયર', 'કંપની', 'સેન્ટર', 'કેન્દ્ર', 'શાખા',
  'வங்கி', 'பேங்க்', 'கேர்', 'ஆபீஸ', 'அலுவலக', 'துறை', 'பிரிவ', 'செல்', 'போலீஸ', 'காவல்', 'கஸ்டம்', 'சுங்க', 'கூரியர', 'கம்பெனி', 'நிறுவன', 'சென்டர', 'மையத்',
  'బ్యాంక్', 'బ్యాంకు', 'కేర్', 'ఆఫీస్', 'కార్యాలయ', 'శాఖ', 'విభాగ', 'సెల్', 'పోలీస్', 'కస్టమ్', 'కొరియర్', 'కంపెనీ', 'సంస్థ', 'సెంటర్', 'కేంద్ర',
]
// The "from" case each script joins to its noun, as written: stripped, the organisation is named as itself
// ("एसबीआय कस्टमर केअरमधून" is from "एसबीआय कस्टमर केअर"). Tamil's joins with a sandhi that cannot
// be undone by cutting ("பிரிவிலிருந்து", from பிரிவு), so a Tamil organisation keeps its case.
const JOINED_FROM = /(?:मधून|कडून|तून|हून|માંથી|થી|నుండి|నుంచి|నుండే|నుంచే)$/u
const TAMIL_CLITIC = /(?<=ருந்து)(?:தான்|ம்|ே)$/u

/** Whether these words name an office, not a place: a bank, a department, the police, an acronym such as SBI. */
export const namesAnOffice = (words: ReadonlyArray<string>): boolean =>
  words.some((w) => /^[A-Z]{2,6}$/u.test(w) || w.split(/[-\u200c]/u).some((part) => ORG_WORDS.has(part.toLowerCase())) || INDIC_ORG_STEMS.some((stem) => w.includes(stem)))

/**
 * "मी एसबीआय कस्टमर केअरमधून बोलतोय", "SBI வங்கியிலிருந்துதான் பேசுகிறேன்": the office a caller
 * speaks from, read back from a speaking verb at `to` when the word before it is in the "from"
 * case. Only a place named as an office counts (a bank, a department, the police, an acronym such
 * as SBI): a town in the "from" case says where he is, not whom he works for.
 */
export const readFromCaseOrganisation = (text: string, to: number): string | undefined => {
  const all = wordsOf(clauseBefore(text, to, 'organisation'))
  const last = all.at(-1)
  if (last === undefined || !FROM_CASE.test(last)) return undefined
  const words = lastWords(all, 'organisation')
  if (!namesAnOffice(words)) return undefined
  const joined = words.join(' ').replace(TAMIL_CLITIC, '')
  const stripped = joined.replace(JOINED_FROM, '').replace(/[-\u200c\s]+$/u, '')
  return stripped === '' ? undefined : stripped
}

// "I" and greetings before a claim, in each script and as Tanglish, Kanglish and the rest write them
// in Latin letters ("naan Chennai Cyber Crime-la irunthu pesuren" is from Chennai Cyber Crime).
const PRONOUNS = new Set([
  'main', 'mai', 'mein', 'मैं', 'मै', 'मी', 'நான்', 'நான', 'నేను', 'ನಾನು', 'ഞാൻ', 'আমি', 'હું', 'hum', 'हम', 'naan', 'naanu', 'nenu', 'njan', 'njaan',
  'hi', 'hello', 'namaste', 'नमस्ते', 'वणक्कम्', 'வணக்கம்', 'vanakkam',
])

const sane = (kind: ClaimKind, words: ReadonlyArray<string>, strict: boolean): string | undefined => {
  if (words.length === 0) return undefined
  const first = words[0]!
  if (STOP.has(first.toLowerCase())) return undefined
  switch (kind) {
    case 'employeeId':
      // Letters and digits, as ids are written; an email, a UPI id or a bare phone number is no staff id.
      return /\d/u.test(first) && /\p{L}/u.test(first) && !/[@.]/u.test(first) && first.length >= 3 && first.length <= 24 ? first : undefined
    case 'name':
    case 'beneficiary': {
      // In Latin script a name is capitalised; lower-case words after "this is" are prose.
      if (isLatin(first) && strict && !isLatinUpper(first)) return undefined
      // A name ends before a number ("ரமேஷ் 90807 16254", "Officer ka number +91 90181 72653").
      const numbered = words.findIndex((w) => /[\d+]/u.test(w))
      const named = numbered === -1 ? words : words.slice(0, numbered)
      const afterFrom = named.findLastIndex((w) => BEFORE_NAME.has(w))
      const name = named.slice(afterFrom + 1)
      // A lone letter or two is no name: the "സി" of "സി.ഐ. അനിൽ കുമാർ", the case ending "ஐ".
      if (name.length === 0 || (name.length === 1 && !isLatin(name[0]!) && name[0]!.length <= 2)) return undefined
      // Nor a firm's word or a month alone: "main India aa ke…", "main December mein aa raha hu".
      if (name.length === 1 && (ORG_WORDS.has(name[0]!.toLowerCase()) || MONTHS.has(name[0]!.toLowerCase()))) return undefined
      return name.join(' ')
    }
    case 'organisation':
      if (isLatin(first) && strict && !isLatinUpper(first)) return undefined
      // "roz ka Rs 800 se…": a sum is no firm.
      if (!words.some((w) => /\p{L}/u.test(w))) return undefined
      return words.join(' ')
    case 'role':
      return !isLatin(first) || words.some((w) => ROLE_WORDS.has(w.toLowerCase())) ? words.join(' ') : undefined
    case 'office':
      // After a loose cue ("office Salt Lake…"), a place is capitalised: "office jaana padega" is none.
      if (isLatin(first) && strict && !isLatinUpper(first)) return undefined
      return words.length >= 2 || !isLatin(first) ? words.join(' ') : undefined
  }
}

/**
 * The role in apposition after a claimed name, "I am Harish Chandra, claims officer": the words
 * after the comma, when one of them names a role.
 */
export const readApposition = (text: string, from: number): string | undefined => {
  let i = from
  while (i < text.length && text[i] === ' ') i++
  if (text[i] !== ',') return undefined
  const words = wordsOf(clauseAfter(text, i + 1, 'role')).slice(0, MAX_WORDS.role)
  const at = words.findIndex((w) => STOP.has(w.toLowerCase()) && !['a', 'an', 'the'].includes(w.toLowerCase()))
  const role = (at === -1 ? words : words.slice(0, at)).filter((w, k) => k > 0 || !['a', 'an', 'the'].includes(w.toLowerCase()))
  return role.some((w) => ROLE_WORDS.has(w.toLowerCase())) ? role.join(' ') : undefined
}

/**
 * The value a claim cue introduces: the words after "my name is", or before "बोल रहा हूँ". Reads at
 * most a line's worth of text around the cue, so a long message costs no more per cue. Returns
 * nothing when what follows does not look like a value of that kind ("this is urgent").
 */
export const readClaim = (text: string, kind: ClaimKind, start: number, end: number, before: boolean, strict: boolean): string | undefined => {
  const raw = before ? clauseBefore(text, start, kind) : clauseAfter(text, end, kind)
  const all = wordsOf(raw)
  const words: string[] = before ? lastWords(all, kind) : []
  if (!before) {
    let k = 0
    while (k < all.length - 1 && LEAD.has(all[k]!.toLowerCase())) k++
    for (const w of all.slice(k)) {
      if (words.length >= MAX_WORDS[kind]) break
      if (words.length > 0 && kind !== 'office' && STOP.has(w.toLowerCase())) break
      if (words.length > 0 && (kind === 'name' || kind === 'beneficiary') && isLatin(w) && !isLatinUpper(w)) break
      words.push(w)
    }
    // "main PhonePe customer care se Nikhil bol raha hu", "this is BlueDart international desk": a
    // word that goes on into a firm ("customer care", "security team") was the firm's, not a name.
    // Read on to the firm's word, so the caller records the firm and not a name.
    if (kind === 'name') words.push(...firmWordsAfter(all.slice(k + words.length, k + words.length + 2)))
  }
  const value = sane(kind, words, strict)
  // An address keeps its commas: "HDFC House, Senapati Bapat Marg, Lower Parel, Mumbai".
  if (value === undefined || kind !== 'office' || before) return value
  let rest = raw.trim()
  for (let lead = /^(\S+)\s+/u.exec(rest); lead !== null && LEAD.has(lead[1]!.toLowerCase()); lead = /^(\S+)\s+/u.exec(rest)) rest = rest.slice(lead[0].length)
  return rest.replace(/[\s.,;:]+$/u, '').replace(TRAILING_COPULA, '')
}

// "Office Salt Lake Sector 5, Kolkata mein hai": the place, without "is in".
const TRAILING_COPULA = /\s+(?:mein|me|mai|pe|par|में|पर|இல்)(?:\s+(?:hai|h|hain|है|हैं))?$/u

// Roles as the Indian scripts write them, matched at a word's start so inflected forms count.
const INDIC_ROLES = [
  'अधिकारी', 'ऑफिसर', 'अफसर', 'इंस्पेक्टर', 'इन्स्पेक्टर', 'मैनेजर', 'मॅनेजर', 'एजेंट', 'सलाहकार', 'प्रतिनिधि', 'एक्जीक्यूटिव', 'कर्मचारी',
  'অফিসার', 'কর্মকর্তা', 'ম্যানেজার', 'ইন্সপেক্টর', 'এজেন্ট', 'প্রতিনিধি',
  'અધિકારી', 'ઓફિસર', 'મેનેજર', 'ઇન્સ્પેક્ટર', 'એજન્ટ',
  'அதிகாரி', 'ஆய்வாளர்', 'ஆலோசகர்', 'மேலாளர்', 'அலுவலர்', 'ஆபீசர்', 'மேனேஜர்', 'இன்ஸ்பெக்டர்', 'பிரதிநிதி', 'நிர்வாகி',
  'అధికారి', 'ఆఫీసర్', 'మేనేజర్', 'ఇన్స్పెక్టర్', 'ఏజెంట్', 'సలహాదారు', 'ప్రతినిధి',
  'ಅಧಿಕಾರಿ', 'ಆಫೀಸರ್', 'ಮ್ಯಾನೇಜರ್', 'ಇನ್ಸ್‌ಪೆಕ್ಟರ್', 'ಸಲಹೆಗಾರ', 'ಪ್ರತಿನಿಧಿ',
  'ഓഫീസർ', 'ഉദ്യോഗസ്ഥ', 'മാനേജർ', 'ഇൻസ്പെക്ടർ', 'ഏജന്റ്', 'പ്രതിനിധി',
]
const isRoleWord = (w: string): boolean => ROLE_WORDS.has(w.toLowerCase()) || INDIC_ROLES.some((r) => w.startsWith(r))

/**
 * "मैं विजय कुमार, पुरस्कार अधिकारी": after "I", one to three words up to a comma, and a role in the
 * clause after it. Without the role, "I" starts too many sentences to read a name from it.
 */
export const readSelfIntroduction = (text: string, from: number): { name: string; role: string } | undefined => {
  // Only a name's reach is read: a flood of "I" with no comma after it costs no more per cue.
  const comma = text.slice(from, from + REACH.name + 1).indexOf(',') + from
  if (comma < from) return undefined
  const words = wordsOf(text.slice(from, comma))
  if (words.length === 0 || words.length > MAX_WORDS.name || words.some((w) => STOP.has(w.toLowerCase()) || isBoundary(w))) return undefined
  const role = wordsOf(clauseAfter(text, comma + 1, 'role')).slice(0, MAX_WORDS.role)
  return role.some(isRoleWord) ? { name: words.join(' '), role: role.join(' ') } : undefined
}
