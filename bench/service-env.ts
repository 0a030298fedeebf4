import { API_KEY } from './partner-requests.js'

export type ServiceSettings = {
  readonly port: number
  readonly callbackUrl: string
  readonly dataDir: string
  readonly logLevel: string
  /** Extra variables, e.g. the Firestore store and its emulator. */
  readonly extra?: Readonly<Record<string, string>>
}

// Whatever the caller's shell configures for the service must not leak into a measured run.
const serviceVariable = /^(HONEYPOT_|CALLBACK_|FIRESTORE_|PUBSUB_|CLOUD_TASKS_|FINAL_REPORT_|TASKS_|GOOGLE_|OIDC_|SERVICE_ACCOUNT|K_SERVICE$|PORT$|LOG_LEVEL$|NODE_OPTIONS$)/u

/**
 * The environment of a measured service: nothing leaves loopback (Google clients never probe the
 * metadata server, the collector is ours), the store is the embedded one unless `extra` says
 * otherwise, and each run gets a data directory of its own.
 */
export const serviceEnv = (s: ServiceSettings): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !serviceVariable.test(k))),
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
  PORT: String(s.port),
  HONEYPOT_API_KEY: API_KEY,
  CALLBACK_URL: s.callbackUrl,
  HONEYPOT_STORE: 'file',
  HONEYPOT_DATA_DIR: s.dataDir,
  LOG_LEVEL: s.logLevel,
  ...s.extra,
})
