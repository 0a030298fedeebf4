import t from 'tap'
import type { CueSet } from '../../../lib/classify/cue-set.js'
import { everyCueSet, leverLexicon, pretextLexicon } from '../../../lib/classify/lexicon/index.js'

const sets = everyCueSet()
const patterns = (set: CueSet): ReadonlyArray<RegExp> => [...set.strong, ...set.medium, ...set.weak]

// Unicode blocks of the Indic scripts the lexicon covers.
const indicBlock = /[\u0900-\u0D7F]/u
const blockOf = (ch: string): number => Math.floor((ch.codePointAt(0) ?? 0) / 0x80)

t.test('when the keyword lists are loaded', async (t) => {
  for (const [name, set] of sets) {
    for (const re of patterns(set)) {
      t.equal(''.search(re), -1, `${name}: ${re.source.slice(0, 40)}… never matches empty text`)
      t.equal(' . , ! ? 123 '.search(re), -1, `${name}: ${re.source.slice(0, 40)}… needs a word to match`)
    }
  }
})

t.test('when an Indic word is listed', async (t) => {
  for (const [name, set] of sets) {
    for (const re of patterns(set)) {
      const mixed = (re.source.match(/[\u0900-\u0D7F\u200C\u200D]+/gu) ?? []).filter((w) => new Set([...w].filter((c) => indicBlock.test(c)).map(blockOf)).size > 1)
      t.same(mixed, [], `${name}: every word of ${re.source.slice(0, 30)}… is in a single script`)
      t.notOk(/\\b[\u0900-\u0D7F]|[\u0900-\u0D7F]\\b/u.test(re.source), `${name}: no \\b beside an Indic letter, where it never matches`)
    }
  }
})

t.test('when a scam type is looked up', async (t) => {
  for (const [name, set] of Object.entries(pretextLexicon)) {
    t.ok(set.strong.length > 0, `${name} has pretext cues strong enough to name it`)
  }
})

t.test('when a lever is looked up', async (t) => {
  for (const [name, set] of Object.entries(leverLexicon)) {
    t.ok(set.strong.length > 0, `${name} has cues strong enough to press on their own`)
  }
})
