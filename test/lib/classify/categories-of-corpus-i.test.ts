import { readFileSync } from 'node:fs'
import t from 'tap'
import { readLast as last } from '../../helpers/read-turns.js'

// The categories the fourth blind corpus (corpus-i) found unread, each told again in every persona
// language and English, in sentences written for this test, not taken from the corpus: a pretext or
// a lever in the everyday words a scammer (or a relative) uses, the English words kept in the script.
type Category = { readonly type: string; readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }
const categories = JSON.parse(readFileSync(new URL('./categories-of-corpus-i.json', import.meta.url), 'utf8')) as Record<string, Category>

for (const [what, { type, byLanguage }] of Object.entries(categories)) {
  t.test(`when ${what} is told in each language`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
    for (const [language, turns] of Object.entries(byLanguage)) t.equal(last(turns).scamType, type, `${language}: read as ${type}`)
  })
}
