import t from 'tap'
import { DEFAULT_CALLBACK_URL } from '../../../lib/config.js'
import { startBanner } from '../../../services/server/start-banner.js'

const local = { apiKey: 'k3y-generated', apiKeyGenerated: true, investigatorKey: 'inv-k3y-generated', investigatorKeyGenerated: true, callbackUrl: 'http://127.0.0.1:9999/callback', hosted: false, store: 'file' as const, dataDir: './data' }
const NOW = 1_900_000_000_000

t.test('when a local run chose its own key', async (t) => {
  const banner = startBanner(local, 8080, NOW)
  t.match(banner, /callbacks go to http:\/\/127\.0\.0\.1:9999\/callback/u, 'it says where callbacks go')
  const curl = banner.split('\n').find((l) => l.startsWith('curl '))
  t.ok(curl?.includes("-H 'x-api-key: k3y-generated'"), 'the curl line carries the key it chose')
  t.ok(curl?.includes('http://127.0.0.1:8080/honeypot'), 'and the port it listens on')
  t.ok(curl?.includes(`"timestamp":${NOW}`), 'and a timestamp of now, which counts whatever the day')
  const body = /-d '(.*)'$/u.exec(curl ?? '')?.[1]
  t.doesNotThrow(() => JSON.parse(body ?? ''), 'the body is JSON')
})

t.test("when CALLBACK_URL is left at the partner's collector", async (t) => {
  const banner = startBanner({ ...local, callbackUrl: DEFAULT_CALLBACK_URL }, 8080, NOW)
  t.match(banner, /CALLBACK_URL is not set: every turn is reported to the partner's PUBLIC collector/u, 'it says so loudly')
  t.match(banner, /npm run collector &\s+CALLBACK_URL=http:\/\/127\.0\.0\.1:9999\/callback npm start/u, 'with the command that keeps callbacks local')
})

t.test('when the operator set the key', async (t) => {
  const banner = startBanner({ ...local, apiKey: 'operator-secret', apiKeyGenerated: false }, 8080, NOW)
  t.notOk(banner.includes('operator-secret'), 'the key is never echoed')
  t.match(banner, /x-api-key: <your HONEYPOT_API_KEY>/u, 'the curl line names where it goes')
})

t.test('when the investigator key was chosen for this run', async (t) => {
  t.match(startBanner(local, 8080, NOW), /INVESTIGATOR_API_KEY is not set; this run's investigator key .* is inv-k3y-generated/u, 'it is shown beside the partner key')
  const set = startBanner({ ...local, investigatorKey: 'investigator-secret', investigatorKeyGenerated: false }, 8080, NOW)
  t.notOk(set.includes('investigator-secret'), 'a key the operator set is never echoed')
})

t.test("when an investigator wants the console", async (t) => {
  t.match(startBanner(local, 8181, NOW), /investigators' console: http:\/\/127\.0\.0\.1:8181\/console\//u, 'its address is printed, on the port the service listens on')
})

t.test('when hosted', async (t) => {
  t.equal(startBanner({ ...local, hosted: true, apiKeyGenerated: false, investigatorKeyGenerated: false }, 8080, NOW), '', 'nothing is printed: stderr goes to the logs')
})
