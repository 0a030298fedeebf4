import t from 'tap'
import { timelineOf } from '../../../lib/audit/timeline-of.js'
import { playedLog, SESSION } from './played-log.js'

const texts = [
  'Sir your parcel is held at customs, call 9876543210.',
  'Call 9876543210 again and pay Rs 1,500 duty to customs.clear@fakeupi',
  'Last warning, the parcel will be returned.',
]

t.test('when a played session is read turn by turn', async (t) => {
  const log = playedLog(texts)
  const { turns, preamble } = timelineOf(SESSION, log)
  t.same(preamble, [], 'nothing comes before the first turn')
  t.same(turns.map((x) => x.turn), [1, 2, 3], 'each turn is one entry')
  t.same(turns[0]?.newEvidence.phoneNumbers?.includes('9876543210'), true, 'the first turn shows the number as first seen')
  t.notOk(turns[1]?.newEvidence.phoneNumbers?.includes('9876543210'), 'a later turn repeating it does not show it again')
  t.same(turns[1]?.newEvidence.upiIds, ['customs.clear@fakeupi'], 'the turn that gave the UPI id shows it')
  t.same(turns[2]?.newEvidence, {}, 'a turn with nothing new shows nothing')
  t.ok(turns.every((x) => x.reply !== null && x.persona !== null && x.analysis !== null), 'each turn carries its analysis, persona and reply')
  t.same(turns[1]?.finalReport.cancelled, [turns[0]?.finalReport.scheduled?.taskName], 'a new message cancels the previous turn\'s report')
  t.same(turns.map((x) => x.callbacks.map((c) => c.trigger)), [['turn'], ['turn'], ['turn', 'final']], 'the final report shows under the turn whose silence it follows')
  t.equal(turns[2]?.metrics.totalMessagesExchanged, 6, 'the figures after each turn are shown')
  t.equal(turns[2]?.versions.last, log.at(-1)?.version, 'the last turn runs to the end of the log')
})

t.test('when a log starts with something other than a turn', async (t) => {
  const [first, ...rest] = playedLog(texts.slice(0, 1))
  const orphan = { type: 'FinalReportCancelled' as const, taskName: 'fr-x', version: 0, at: 0 }
  const { turns, preamble } = timelineOf(SESSION, [orphan, ...(first === undefined ? [] : [first]), ...rest])
  t.same(preamble, [orphan], 'the stray event is kept, not hidden')
  t.equal(turns.length, 1, 'and the turns are still read')
})
