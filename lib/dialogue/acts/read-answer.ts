import type { AskKind } from '../vocabulary.js'
import type { Understanding } from './understanding.js'

// A bare name given as an answer: one to three capitalised words, then the end of the sentence.
const BARE_NAME = /^\s*["'“]?((?:[A-Z][\p{L}'’-]{1,20})(?: [A-Z][\p{L}'’-]{1,20}){0,2})\s*(?:[.,!\n]|$| here\b| speaking\b| -)/u
// Words that open a sentence but name nobody.
const NOT_NAMES = new Set([
  'Yes', 'No', 'Ok', 'Okay', 'Sir', 'Madam', 'Hello', 'Hi', 'Hey', 'Listen', 'Dear', 'Please', 'Why', 'What', 'Look', 'Sure', 'Fine', 'Thanks', 'Thank',
  'Good', 'Congratulations', 'Congrats', 'Greetings', 'Attention', 'Warning', 'Alert', 'Urgent', 'Notice', 'Important', 'Final', 'Sorry', 'Welcome',
  'Reminder', 'Note', 'Update', 'Done', 'Correct', 'Right', 'Wrong', 'Great', 'Nice', 'Understood', 'Noted', 'Madam', 'Ma\'am', 'Friend', 'Customer',
  'Namaste', 'Namaskar', 'Regards', 'Thankyou', 'Again', 'Now', 'Today', 'Quickly', 'Fast', 'Hurry', 'Wait', 'Stop', 'Enough', 'Nothing', 'Never',
  // one-word sentences that order or exclaim: "Relax. Pay now."
  'Relax', 'Calm', 'Trust', 'Seriously', 'Exactly', 'Remember', 'Obviously', 'Really', 'Absolutely', 'Go', 'Pay', 'Send', 'Do', 'Act', 'Immediately',
  'Tomorrow', 'Tonight', 'Later', 'Soon', 'Confirm', 'Proceed', 'Continue', 'Understand', 'Idiot', 'Fool', 'Shut', 'Silence', 'Last', 'Deal', 'Agreed',
  'Bye', 'Goodbye', 'Cheers', 'Ha', 'Haha', 'Lol', 'Oh', 'Ah', 'Hmm', 'Well', 'So', 'Anyway', 'Otherwise', 'Else', 'Nobody', 'Everyone', 'Everything',
  'Mr', 'Mrs', 'Ms', 'Dr', 'The', 'This', 'That', 'It', 'You', 'I', 'We', 'They', 'He', 'She', 'Your', 'My', 'Our', 'Their',
])

/**
 * What a message says when read as the answer to the persona's own question: after "may I know
 * your name?", "Sana. That's enough for you." gives the name. Only the message's first words
 * are read, so it costs the same on any length.
 */
export const readAnswer = (text: string, heard: Understanding, asked: ReadonlyArray<AskKind>): Understanding => {
  if (!asked.includes('name') || heard.claims.name !== undefined) return heard
  const name = bareName(text.slice(0, 80), BARE_NAME) ?? laterBareName(text.slice(0, ANSWER_REACH))
  return name === undefined ? heard : { ...heard, claims: { ...heard.claims, name } }
}

// How far into a message an answer is looked for: a few sentences.
const ANSWER_REACH = 400
// A sentence that is nothing but a name: "Pay or regret it. Sana. That's enough for you."
const WHOLE_SENTENCE_NAME = /^((?:[A-Z][\p{L}'’-]{1,20})(?: [A-Z][\p{L}'’-]{1,20}){0,2})[.!](?:\s|$)/u

const bareName = (text: string, shape: RegExp): string | undefined => {
  const name = shape.exec(text)?.[1]
  return name === undefined || NOT_NAMES.has(name.split(' ')[0]!) || NOT_NAMES.has(name.split(' ').pop()!) ? undefined : name
}

/** A later sentence of the message that is only a name, read within the first few sentences. */
const laterBareName = (text: string): string | undefined => {
  for (let at = text.search(/[.!?]\s/u); at !== -1; ) {
    const start = at + 2
    const name = bareName(text.slice(start, start + 64), WHOLE_SENTENCE_NAME)
    if (name !== undefined) return name
    const next = text.slice(start).search(/[.!?]\s/u)
    at = next === -1 ? -1 : start + next
  }
  return undefined
}
