/** Environment every test, benchmark and local run needs: Google clients never probe the metadata server. */
export const loopbackEnv: Readonly<Record<string, string>> = {
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
}
for (const [k, v] of Object.entries(loopbackEnv)) process.env[k] = v
