import { readFileSync } from 'node:fs'
import t from 'tap'
import { tallySignals } from '../../lib/classify/classify.js'
import { readLast } from './read-turns.js'

/** One category of an audit by construction: the type it must read as, and its conversation in each language. */
type Category = { readonly type: string; readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }

/**
 * Plays every category of an audit file (a JSON object of categories, each told as a conversation in
 * several languages) and holds each conversation to its type; `everyLanguage` also holds the file to
 * English, every script and both romanisations (11 tellings a category).
 */
export const tellCategories = (file: URL, everyLanguage: boolean): void => {
  const categories = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Category>
  for (const [what, { type, byLanguage }] of Object.entries(categories)) {
    t.test(`when ${what} is told${everyLanguage ? ' in each language' : ''}`, async (t) => {
      if (everyLanguage) t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
      for (const [language, turns] of Object.entries(byLanguage)) t.equal(readLast(turns).scamType, type, `${language}: read as ${type}`)
    })
  }
}

/** The weight one message gives one signal of the tally ("pretext:JOB_SCAM", "benign"). */
export const weightOf = (text: string, key: string): number => tallySignals(text)[key] ?? 0
