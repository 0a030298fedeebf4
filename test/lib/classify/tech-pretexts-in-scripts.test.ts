import { readFileSync } from 'node:fs'
import t from 'tap'
import { readLast as last } from '../../helpers/read-turns.js'

// The fourth coverage audit of issue 17, by construction and for tech support alone, the type the blind
// corpus-k found weakest: twelve pretexts (an antivirus licence, a router, a hacked account, a virus
// warning on the screen, a refund of a support subscription, a set-top box, a shop's card machine, a smart
// TV, a printer's driver, cloud storage full, a SIM upgrade, a remote-access app for a slow phone), each
// told in English, Hindi, Hinglish, Tamil, Tanglish, Telugu, Kannada, Malayalam, Bengali, Marathi and
// Gujarati in one message written for this test: the story and the move. 24 of 132 failed at first. A
// refund may also be read as UNKNOWN, the family mapping's word for refunds. And a genuine broadband bill
// reminder in each language, which must be read as no tech support and not detected.
type Story = { readonly type: string; readonly also?: ReadonlyArray<string>; readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }
type Audit = { readonly pretexts: Record<string, Story>; readonly nearMisses: Record<string, { readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }> }
const audit = JSON.parse(readFileSync(new URL('./tech-pretexts-in-scripts.json', import.meta.url), 'utf8')) as Audit

for (const [what, { type, also = [], byLanguage }] of Object.entries(audit.pretexts)) {
  t.test(`when ${what} is the story`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
    for (const [language, turns] of Object.entries(byLanguage)) {
      const read = last(turns)
      t.ok([type, ...also].includes(read.scamType), `${language}: read as ${type} (got ${read.scamType})`)
      t.ok(read.detected, `${language}: detected`)
    }
  })
}

for (const [what, { byLanguage }] of Object.entries(audit.nearMisses)) {
  t.test(`when ${what} is all there is`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
    for (const [language, turns] of Object.entries(byLanguage)) {
      const read = last(turns)
      t.not(read.scamType, 'TECH_SUPPORT', `${language}: no tech support`)
      t.notOk(read.detected, `${language}: not detected`)
    }
  })
}
