import { randomUUID } from 'node:crypto'

export type Msg = { sender: string; text: string; timestamp: number | string }

/** A partner request body: one scammer message, optional history, English SMS metadata. */
export const aTurn = (sessionId: string, text: string, history: Msg[] = [], overrides: Record<string, unknown> = {}) => ({
  sessionId,
  message: { sender: 'scammer', text, timestamp: Date.now() },
  conversationHistory: history,
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  ...overrides,
})

export const aSessionId = (): string => `test-${randomUUID()}`

/**
 * Plays a conversation the way the partner does: each turn sends the whole history so far, with
 * the service's replies labelled `user`. Returns every response body.
 */
export const playConversation = async (
  post: (body: unknown) => Promise<{ status: number; body: any }>,
  sessionId: string,
  texts: ReadonlyArray<string>,
  language = 'English',
): Promise<any[]> => {
  const history: Msg[] = []
  const bodies: any[] = []
  for (const text of texts) {
    const message = { sender: 'scammer', text, timestamp: Date.now() }
    const res = await post({ sessionId, message, conversationHistory: [...history], metadata: { channel: 'WhatsApp', language, locale: 'IN' } })
    if (res.status !== 200) throw new Error(`turn answered ${res.status}: ${JSON.stringify(res.body)}`)
    bodies.push(res.body)
    history.push(message, { sender: 'user', text: res.body.reply as string, timestamp: Date.now() })
  }
  return bodies
}
