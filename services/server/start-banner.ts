import { DEFAULT_CALLBACK_URL, type Config } from '../../lib/config.js'

type BannerConfig = Pick<Config, 'apiKey' | 'apiKeyGenerated' | 'investigatorKey' | 'investigatorKeyGenerated' | 'callbackUrl' | 'hosted' | 'store' | 'dataDir'>

// A shell single-quoted word: safe to paste whatever the value holds.
const quoted = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`

/**
 * What a local `npm start` prints on stderr once it listens, so a newcomer can go on without the
 * README: where callbacks go (loudly when it is the partner's public collector), and a turn to
 * paste, with the key this run chose. The key appears only when it was generated here; a key the
 * operator set is never echoed. Hosted, nothing: Cloud Run keeps stderr in the logs.
 */
export const startBanner = (cfg: BannerConfig, port: number, now: number): string => {
  if (cfg.hosted) return ''
  const key = cfg.apiKeyGenerated ? cfg.apiKey : '<your HONEYPOT_API_KEY>'
  const turn = {
    sessionId: 'try-1',
    message: { sender: 'scammer', text: 'Your SBI account is blocked. Pay Rs 499 to kyc.help@okaxis now', timestamp: now },
    conversationHistory: [],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  }
  const callbacks =
    cfg.callbackUrl === DEFAULT_CALLBACK_URL
      ? [
          `honeypot: CALLBACK_URL is not set: every turn is reported to the partner's PUBLIC collector, ${DEFAULT_CALLBACK_URL}`,
          'honeypot:   for a local run, stop and start again with a collector of your own:',
          'honeypot:   npm run collector &  CALLBACK_URL=http://127.0.0.1:9999/callback npm start',
        ]
      : [`honeypot: callbacks go to ${cfg.callbackUrl}`]
  return [
    ...(cfg.apiKeyGenerated ? [`honeypot: HONEYPOT_API_KEY is not set; this run's key is ${cfg.apiKey}`] : []),
    ...(cfg.investigatorKeyGenerated
      ? [`honeypot: INVESTIGATOR_API_KEY is not set; this run's investigator key (GET /sessions, /intelligence) is ${cfg.investigatorKey}`]
      : []),
    ...callbacks,
    `honeypot: store: ${cfg.store === 'file' ? `${cfg.dataDir}/events.sqlite` : 'Firestore'}`,
    `honeypot: investigators' console: http://127.0.0.1:${port}/console/ (asks for the investigator key)`,
    'honeypot: try a turn:',
    `curl -s http://127.0.0.1:${port}/honeypot -H 'content-type: application/json' -H ${quoted(`x-api-key: ${key}`)} -d ${quoted(JSON.stringify(turn))}`,
    '',
  ].join('\n')
}
