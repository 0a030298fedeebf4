import '../helpers/loopback-env.js'
import t from 'tap'
import { playConversation } from '../helpers/a-turn.js'
import { freePort } from '../helpers/java-emulator.js'
import type { ReceivedMessage } from '../helpers/pubsub-emulator.js'
import { startStreamFixture } from '../helpers/stream-fixture.js'
import { startServiceProcess } from '../helpers/service-process.js'
import { tempDir } from '../helpers/temp-dir.js'

t.setTimeout(180_000)
const PROJECT = 'honeypot-stream'
const { pubsub, collector, listener } = await startStreamFixture(PROJECT, 'session-events', (stop) => t.teardown(stop))

const dataDir = tempDir('hp-stream-')
const envWith = (pubsubHost: string) => ({
  HONEYPOT_DATA_DIR: dataDir,
  GOOGLE_CLOUD_PROJECT: PROJECT,
  PUBSUB_TOPIC: listener.topic,
  PUBSUB_EMULATOR_HOST: pubsubHost,
  CALLBACK_URL: collector.url,
  // Final reports are not under test here. With the default 10 s delay a slow run lets stream-a's
  // report, re-armed by the second life, append events while the test counts them.
  FINAL_REPORT_DELAY_SECONDS: '3600',
})
const keysOf = (messages: ReadonlyArray<ReceivedMessage>) => messages.map((m) => `${m.attributes['sessionId']}#${m.attributes['version']}`)
const versionsOf = (messages: ReadonlyArray<ReceivedMessage>, sessionId: string) =>
  messages.filter((m) => m.orderingKey === sessionId).map((m) => Number(m.attributes['version']))
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

t.test('when the service dies between commit and publish', async (t) => {
  // The first life commits every turn, but its stream is unreachable: nothing gets published.
  const first = await startServiceProcess(envWith(`127.0.0.1:${await freePort()}`))
  await playConversation(first.post, 'stream-a', ['Your parcel is held at customs, pay Rs 2500 duty now.', 'Pay to customs.desk@okhdfcbank within one hour.'])
  const committed = (await first.get('/sessions/stream-a/events')).body.events.length as number
  t.equal(await first.stop('SIGKILL'), null, 'the process is killed')
  t.equal(listener.received.length, 0, 'no event reached the stream')

  t.test('and starts again with the stream reachable', async (t) => {
    const next = await startServiceProcess(envWith(pubsub.host))
    t.teardown(() => next.stop().then(() => undefined))
    await listener.waitFor((all) => versionsOf(all, 'stream-a').length >= committed, 60_000)
    t.same(versionsOf(listener.received, 'stream-a'), upTo(committed), 'every event the dead process committed arrives once, in order')
    t.match(listener.received[0]?.attributes, { type: 'TurnReceived', sessionId: 'stream-a', version: '1' }, 'with its type, session and version as attributes')

    await playConversation(next.post, 'stream-b', ['This is the bank security team, your card is blocked.'])
    const live = (await next.get('/sessions/stream-b/events')).body.events.length as number
    await listener.waitFor((all) => versionsOf(all, 'stream-b').length >= live)
    t.same(versionsOf(listener.received, 'stream-b'), upTo(live), 'a live commit is published at once, in order')
    t.same(versionsOf(listener.received, 'stream-a'), upTo(committed), 'and nothing the dead process committed is published again')
    t.equal(new Set(keysOf(listener.received)).size, listener.received.length, 'nothing was published twice')
  })
})
