import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { FinalReportRequest } from '../../../services/final-report/request.js'

t.test('when a task payload carries fields besides the session id', async (t) => {
  const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as unknown
  const decoded = FinalReportRequest.decode({ sessionId: 's-1', deep, note: 'x'.repeat(100_000) })
  t.ok(E.isRight(decoded), 'it decodes')
  if (E.isRight(decoded)) {
    t.same(Object.keys(decoded.right), ['sessionId'], 'only the session id is kept')
    t.doesNotThrow(() => JSON.stringify(decoded.right), 'what is kept encodes')
  }
})
