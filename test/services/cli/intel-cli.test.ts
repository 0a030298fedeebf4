import { existsSync } from 'node:fs'
import t from 'tap'
import { aSessionId, playConversation } from '../../helpers/a-turn.js'
import { startService } from '../../helpers/in-process-service.js'
import { CLI_BIN as BIN, runCli as honeypot } from '../../helpers/run-cli.js'

t.before(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` before this test`)
})

t.test('when sessions of one ring were stored', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  const [a, b] = [aSessionId(), aSessionId()]
  await playConversation(svc.post, a, ['Your electricity will be cut tonight. Pay Rs 1,200 to bill.desk@fakebank'])
  await playConversation(svc.post, b, ['Your parcel is held at customs. Pay the duty to Bill.Desk@FakeBank today'])
  const env = { HONEYPOT_DATA_DIR: svc.dataDir }

  t.test('and the service still runs', async (t) => {
    const run = await honeypot(['reindex'], env)
    t.equal(run.code, 2, 'reindex refuses to rebuild under it')
    t.match(run.stderr, /in use by another honeypot process/u, 'and says why')
  })

  t.test('and the service has stopped', async (t) => {
    await svc.close()
    const run = await honeypot(['reindex'], env)
    t.equal(run.code, 0, 'reindex exits 0')
    t.match(run.stdout, /^reindexed 2 sessions in [0-9.]+ s\n/u, 'it says how many sessions it rebuilt, and how long it took')
    t.match(run.stdout, /upiIds bill\.desk@fakebank: 2 sessions/u, 'and lists the value they share')
    t.match(run.stdout, new RegExp(`${a}|${b}`, 'u'), 'with its sessions')

    const csv = await honeypot(['export-intel', '--format', 'csv'], env)
    t.equal(csv.code, 0, 'export-intel --format csv exits 0')
    t.match(csv.stdout, /^kind,value,sessions,/u, 'and prints CSV')
    t.match(csv.stdout, /upiIds,bill\.desk@fakebank,2,2,/u, 'with the shared value')
    const stix = await honeypot(['export-intel', '--format', 'stix', '--since', '2020-01-01'], env)
    t.equal(JSON.parse(stix.stdout).type, 'bundle', 'export-intel --format stix prints a bundle')
    const later = await honeypot(['export-intel', '--format', 'csv', '--since', String(Date.now() + 60_000)], env)
    t.equal(later.stdout.trim().split('\n').length, 1, '--since leaves out values not seen since')
    const bad = await honeypot(['export-intel', '--format', 'xml'], env)
    t.equal(bad.code, 2, 'an unknown format is a usage error')
  })
})
