import t from 'tap'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { tempDir } from '../../helpers/temp-dir.js'
import { intelIndexContract } from './intel-index-contract.js'

t.test('the embedded store keeps the intelligence index', async (t) =>
  intelIndexContract(t, async () => {
    const log = sqliteEventLog(tempDir('hp-intel-'))
    await log.ready
    return { store: { log, intel: log.intel, reindex: log.reindex }, cleanup: () => log.close() }
  }),
)
