import type { Speaker } from '../../vocabulary.js'

// Verbs the scammer says of itself whose ending carries gender, in the Hindi of Devanagari and of
// Latin letters: "main Priya bol rahi hoon", "मैं आपकी मदद करता हूं". Only the first person ("I am
// …ing"): what the scammer says of the victim or of others ("aap kar rahe hain") tells nothing.
const hinglishBe = ['hu', 'hoon', 'hun', 'hoo']
const hindiBe = ['हूं', 'हूँ', 'हु']
const latinStems = ['kar', 'bol', 'de', 'le', 'sak', 'chah', 'reh', 'jaan', 'jan', 'bhej', 'bata', 'likh', 'dekh', 'sun', 'puch', 'pooch', 'samajh', 'kah', 'keh', 'aa', 'ja', 'rakh', 'bhar', 'mang', 'maang']
const hindiStems = ['कर', 'बोल', 'दे', 'ले', 'सक', 'चाह', 'रह', 'जान', 'भेज', 'बता', 'लिख', 'देख', 'सुन', 'पूछ', 'समझ', 'कह', 'आ', 'जा', 'रख', 'भर', 'मांग', 'माँग']

const hinglish = (ending: string, aux: ReadonlyArray<string>): string[] => [
  ...aux.flatMap((a) => hinglishBe.map((b) => `${a} ${b}`)),
  ...latinStems.flatMap((s) => hinglishBe.map((b) => `${s}${ending} ${b}`)),
]
const hindi = (ending: string, aux: ReadonlyArray<string>): string[] => [
  ...aux.flatMap((a) => hindiBe.map((b) => `${a} ${b}`)),
  ...hindiStems.flatMap((s) => hindiBe.map((b) => `${s}${ending} ${b}`)),
]

const woman: ReadonlyArray<string> = [
  ...hinglish('ti', ['rahi', 'rhi', 'gayi', 'gai', 'chuki', 'sakti']),
  ...hindi('ती', ['रही', 'गई', 'गयी', 'चुकी']),
  // Marathi: "मी प्रिया बोलतेय", "मी सांगते आहे".
  'बोलतेय', 'करतेय', 'सांगतेय', 'विचारतेय', 'बोलते आहे', 'करते आहे', 'सांगते आहे',
  // A title in a self-introduction: "this is Mrs Rao" (a scammer writing "Dear Mrs Rao" is naming the victim).
  'this is mrs', 'this is ms', 'this is miss', 'i am mrs', 'i am ms', 'i am miss', "i'm mrs", "i'm ms", 'myself mrs', 'myself ms', 'myself miss',
  'my name is mrs', 'my name is ms', 'my name is miss',
]
const man: ReadonlyArray<string> = [
  ...hinglish('ta', ['raha', 'rha', 'gaya', 'chuka', 'sakta']),
  ...hindi('ता', ['रहा', 'गया', 'चुका']),
  'बोलतोय', 'करतोय', 'सांगतोय', 'विचारतोय', 'बोलतो आहे', 'करतो आहे', 'सांगतो आहे',
  'this is mr', 'i am mr', "i'm mr", 'myself mr', 'my name is mr',
]

/** Phrases that tell whether the scammer speaks as a woman or a man. */
export const speakerPhrases: ReadonlyArray<readonly [string, Speaker]> = [
  ...woman.map((p) => [p, 'woman'] as const),
  ...man.map((p) => [p, 'man'] as const),
]
