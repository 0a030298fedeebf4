import t from 'tap'
import { personaFacts } from '../../../../lib/dialogue/surface/persona-facts.js'
import { bengali } from '../../../../lib/dialogue/surface/packs/bengali.js'
import { gujarati } from '../../../../lib/dialogue/surface/packs/gujarati.js'
import { hindi } from '../../../../lib/dialogue/surface/packs/hindi.js'
import { hinglish } from '../../../../lib/dialogue/surface/packs/hinglish.js'
import { marathi } from '../../../../lib/dialogue/surface/packs/marathi.js'

// A fact is filled into a template as drawn, not expanded: "एक जुना सॅमसंगचा फोन{, खूप जुना|…}"
// reached a scammer braces and all.
t.test('when a session draws its persona facts', async (t) => {
  for (const [language, pack] of Object.entries({ hindi, hinglish, bengali, marathi, gujarati })) {
    const p = pack.persona
    const pools = [p.cities, p.banks, p.devices, p.savings, p.free]
    t.notOk(pools.flat().some((fact) => /[{}|<>]/u.test(fact)), `${language}: no city, bank, device, savings or free time holds a template`)
    for (const session of ['a', 'b', 'c', 'd']) t.notMatch(personaFacts(session, pack).device, /[{}|]/u, `${language} ${session}: the device is said as it is`)
  }
})
