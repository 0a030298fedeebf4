import { readFileSync } from 'node:fs'
import t from 'tap'
import { readLast as last } from '../../helpers/read-turns.js'

// The third coverage audit of issue 17, by construction and for romance alone, the type the blind
// corpus-j found weakest: eight of the suitor's stories (a doctor on a mission abroad, a soldier on
// duty, a widow alone, a match on a marriage site, a match on a dating app, a gift parcel, a visa fee
// to come, a hospital bill abroad), each told in English, Hindi, Hinglish, Tamil, Tanglish, Telugu,
// Kannada, Malayalam, Bengali, Marathi and Gujarati, in two messages written for this test: the story
// with some warmth, then the sum. 72 of 88 failed at first. A gift parcel held for a fee may also be
// read as CUSTOM_DUTY, as the corpora accept it.
type Story = { readonly type: string; readonly also?: ReadonlyArray<string>; readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }
const stories = JSON.parse(readFileSync(new URL('./romance-pretexts-in-scripts.json', import.meta.url), 'utf8')) as Record<string, Story>

for (const [what, { type, also = [], byLanguage }] of Object.entries(stories)) {
  t.test(`when ${what} is the suitor's story`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
    for (const [language, turns] of Object.entries(byLanguage)) {
      const read = last(turns)
      t.ok([type, ...also].includes(read.scamType), `${language}: read as ${type} (got ${read.scamType})`)
      t.ok(read.detected, `${language}: detected`)
    }
  })
}
