import t from 'tap'
import { emptyEvidence } from '../../../lib/evidence.js'
import { dropClaimedIds } from '../../../lib/extract/drop-claimed-ids.js'
import { playDialogue } from '../../helpers/play-dialogue.js'

t.test('when a message repeats an id the scammer claimed as their own', async (t) => {
  const evidence = { ...emptyEvidence(), caseIds: ['NET-TECH-5512', 'CMP/2026/4471'] }
  t.same(dropClaimedIds(evidence, ['technician ID NET-TECH-5512']).caseIds, ['CMP/2026/4471'], 'the claimed id goes, the case stays')
  t.equal(dropClaimedIds(evidence, []), evidence, 'nothing claimed, nothing changes')
})

t.test('when a conversation gives a staff id, then repeats it bare', async (t) => {
  const { state } = playDialogue('claimed-id', 'English', [
    'Sir this is Rahul from Airtel broadband technical department. Your complaint number is CMP/2026/4471.',
    'I am Rahul Verma, employee ID ATL-TECH-5512, senior technician. Please install the app to fix the router.',
    'Why are you asking again? I already told you, ATL-TECH-5512. Now open the app and read me the code.',
  ])
  t.ok(state.evidence.caseIds.includes('CMP/2026/4471'), 'the complaint number is a case id')
  t.notOk(state.evidence.caseIds.includes('ATL-TECH-5512'), 'the staff id is not, even when repeated bare')
})
