// The deploy's smoke test (cloudbuild.yaml, step `smoke`), also run by test/deploy/smoke.test.ts
// against a local service: a revision that has no traffic yet must answer its health path, take
// a real turn, report it to the test collector (scripts/collector.mjs), and send the final report
// after the silence. Exit 0 when it all happened, 1 with the first thing that did not.
//
//   SMOKE_URL=<the tagged revision's URL> COLLECTOR_URL=<the collector's URL> HONEYPOT_API_KEY=<key> \
//   SMOKE_SESSION_ID=<unique id> node scripts/smoke-turn.mjs [--final-report]
//
// The key comes from the environment (Cloud Build's secretEnv) and is never printed.
const env = (name) => {
  const value = process.env[name]
  if (value === undefined || value === '') fail(`${name} is not set`)
  return value
}
function fail(problem) {
  process.stderr.write(`smoke: ${problem}\n`)
  process.exit(1)
}
const say = (line) => process.stdout.write(`smoke: ${line}\n`)

const service = env('SMOKE_URL').replace(/\/$/u, '')
const collector = env('COLLECTOR_URL').replace(/\/(callback)?$/u, '')
const key = env('HONEYPOT_API_KEY')
const sessionId = env('SMOKE_SESSION_ID')
const waitForFinalReport = process.argv.includes('--final-report')
// How long the callback may take to arrive; the final report gets four times as long (its delay, then Cloud Tasks).
const waitSeconds = Number(process.env.SMOKE_WAIT_SECONDS ?? 30)
const UPI = 'smoke.refund@okaxis'

const call = async (url, init = {}) => {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
    const text = await res.text()
    let body
    try {
      body = JSON.parse(text)
    } catch {
      body = text.slice(0, 200)
    }
    return { status: res.status, body }
  } catch (e) {
    return fail(`${url.replace(/\?.*$/u, '')}: ${e instanceof Error ? e.message : String(e)}`)
  }
}
const callbacks = async () => {
  const res = await call(`${collector}/callbacks/${encodeURIComponent(sessionId)}`, { headers: { 'x-api-key': key } })
  if (res.status !== 200) fail(`the collector answered ${res.status} to GET /callbacks`)
  return res.body.callbacks.map((c) => c.body)
}
const waitFor = async (what, predicate, timeoutMs) => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const all = await callbacks()
    if (predicate(all)) return all
    if (Date.now() > until) fail(`${what} did not reach the collector within ${timeoutMs / 1000} s (${all.length} callbacks)`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

const health = await call(`${service}/health`)
if (health.status !== 200 || health.body?.status !== 'ok') fail(`GET /health answered ${health.status} ${JSON.stringify(health.body)}`)
say('the revision answers /health')

const turn = await call(`${service}/honeypot`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': key },
  body: JSON.stringify({
    sessionId,
    message: { sender: 'scammer', text: `Your SBI account is blocked. Pay Rs 499 to ${UPI} to update KYC today`, timestamp: Date.now() },
    conversationHistory: [],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    source: 'testing',
  }),
})
if (turn.status !== 200) fail(`POST /honeypot answered ${turn.status} ${JSON.stringify(turn.body)}`)
if (typeof turn.body.reply !== 'string' || turn.body.reply === '') fail('the turn has no reply')
if (turn.body.scamDetected !== true || !turn.body.extractedIntelligence?.upiIds?.includes(UPI)) fail(`the turn missed the scam or its UPI id: ${JSON.stringify(turn.body)}`)
say(`a turn was answered (${turn.body.scamType})`)

const reported = (c) => c.sessionId === sessionId && c.extractedIntelligence?.upiIds?.includes(UPI)
await waitFor("the turn's callback", (all) => all.some(reported), waitSeconds * 1000)
say('its callback reached the collector')

if (waitForFinalReport) {
  // The per-turn callback, then the final report once the session has been quiet (10 s by default).
  await waitFor('the final report', (all) => all.filter(reported).length >= 2, waitSeconds * 4000)
  say('the final report reached the collector')
}
