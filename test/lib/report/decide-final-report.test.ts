import * as O from 'fp-ts/lib/Option.js'
import t from 'tap'
import { initialState } from '../../../events/session-state.js'
import { decideFinalReport } from '../../../lib/report/decide-final-report.js'

const pending = { ...initialState('s'), version: 5, pendingFinalReport: { taskName: 'fr-a-5', dueAt: 1 } }
const delivered = { ...initialState('s'), version: 6, finalReportDelivered: { taskName: 'fr-a-5', reportedVersion: 5, at: 2 } }

t.test('when the final-report task fires', async (t) => {
  t.same(decideFinalReport(O.none, 'fr-a-5'), { _tag: 'UnknownSession' }, 'an unknown session sends nothing')
  t.equal(decideFinalReport(O.some(pending), 'fr-a-5')._tag, 'Send', 'the pending task sends')
  t.equal(decideFinalReport(O.some(pending), undefined)._tag, 'Send', 'a call without a task name reports on the pending one')
  t.same(decideFinalReport(O.some(pending), 'fr-a-1'), { _tag: 'Superseded', pending: 'fr-a-5' }, 'an older task is superseded')
  t.same(decideFinalReport(O.some(delivered), 'fr-a-5'), { _tag: 'AlreadyDelivered', taskName: 'fr-a-5' }, 'a retry after delivery sends nothing')
  t.same(decideFinalReport(O.some(initialState('s')), undefined), { _tag: 'Superseded', pending: null }, 'nothing pending, nothing sent')
})
