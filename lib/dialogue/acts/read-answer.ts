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
])

/**
 * What a message says when read as the answer to the persona's own question: after "may I know
 * your name?", "Sana. That's enough for you." gives the name. Only the message's first words
 * are read, so it costs the same on any length.
 */
export const readAnswer = (text: string, heard: Understanding, asked: ReadonlyArray<AskKind>): Understanding => {
  if (!asked.includes('name') || heard.claims.name !== undefined) return heard
  const m = BARE_NAME.exec(text.slice(0, 80))
  const name = m?.[1]
  if (name === undefined || NOT_NAMES.has(name.split(' ')[0]!)) return heard
  return { ...heard, claims: { ...heard.claims, name } }
}
