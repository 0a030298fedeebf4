import { hash } from 'node:crypto'
import type { UnstampedEvent } from '../events/session-event.js'
import type { SessionState } from '../events/session-state.js'
import type { Finding } from '../events/turn-analysed.js'
import { addTallies, classify, tallySignals, type SignalTally } from './classify/classify.js'
import type { Decision } from './commit.js'
import { composeReply } from './dialogue/compose-reply.js'
import { choosePersona } from './dialogue/persona.js'
import { evidenceKinds, mergeEvidence, type Evidence } from './evidence.js'
import { extractEvidence } from './extract/extract-evidence.js'
import { isOwnSender, type Message } from './message.js'
import { messageKey, replyKey } from './message-key.js'

export type TurnInput = {
  readonly message: Message
  readonly conversationHistory: ReadonlyArray<Message>
  readonly metadata: { readonly channel: string; readonly language: string; readonly locale: string }
  readonly source: string
}
export type TurnResult = { readonly reply: string; readonly taskName: string; readonly dueAt: number; readonly replaces: string | null }

const nonEmpty = (e: Evidence): Finding['evidence'] =>
  Object.fromEntries(evidenceKinds.filter((k) => e[k].length > 0).map((k) => [k, e[k]]))

/**
 * Which of `candidates` (the keys a request's messages could have) the session has recorded: one
 * pass over its keys against the few candidates, rather than a set of all of them (1,500 by turn
 * 1,000) built for every turn.
 */
const recordedAmong = (state: SessionState, candidates: ReadonlySet<string>): Set<string> => {
  const found = new Set<string>()
  for (const k of state.seenMessages) if (candidates.has(k)) found.add(k)
  for (const k of state.replyKeys) if (candidates.has(k)) found.add(k)
  return found
}

/** Cloud Tasks names allow letters, digits, `-` and `_`: the session id is hashed into one. */
export const finalReportTaskName = (sessionId: string, version: number): string =>
  `fr-${hash('sha256', sessionId, 'hex').slice(0, 24)}-${version}`

/**
 * A turn, decided purely from the session's state, the request and the clock: which messages are
 * new and whose they are (decision 4), the analysis over everything the scammer said, the
 * persona's reply, and the final report moved to `now + finalReportDelayMs`.
 */
export const decideTurn =
  (input: TurnInput, finalReportDelayMs: number) =>
  (state: SessionState, now: number): Decision<TurnResult> => {
    // A history item is new unless it is a reply this session recorded, or a message already seen.
    // Both keys of every item are computed up front (a hash costs under a microsecond), so the
    // session's keys are scanned once for all the keys the request could have.
    const keyed = input.conversationHistory.map((m) => ({
      m,
      asReply: replyKey(m.text),
      asMessage: messageKey(m.sender, m.text, m.timestamp),
    }))
    const incomingKey = messageKey(input.message.sender, input.message.text, input.message.timestamp)
    const seen = recordedAmong(state, new Set([...keyed.flatMap((k) => [k.asReply, k.asMessage]), incomingKey]))
    const newHistory: Array<Message & { own: boolean }> = []
    for (const { m, asReply, asMessage } of keyed) {
      const own = isOwnSender(m.sender) || seen.has(asReply)
      const key = own ? asReply : asMessage
      if (seen.has(key)) continue
      seen.add(key)
      newHistory.push({ ...m, own })
    }
    const messageIsNew = !seen.has(incomingKey)

    const scammerTexts: ReadonlyArray<readonly [Finding['source'], number, string]> = [
      ...newHistory.flatMap((m, i) => (m.own ? [] : [['history', i, m.text] as const])),
      ...(messageIsNew ? [['message', 0, input.message.text] as const] : []),
    ]
    const signals = scammerTexts.reduce<SignalTally>((acc, [, , text]) => addTallies(acc, tallySignals(text)), {})
    const perMessage = scammerTexts.map(([source, index, text]) => ({ source, index, found: extractEvidence(text) }))
    const evidence = perMessage.reduce((acc, m) => mergeEvidence(acc, m.found), state.evidence)
    const { scamType, confidence } = classify(addTallies(state.signals, signals), evidence)
    const turn = state.turns + 1
    const persona = choosePersona(input.metadata.language, input.message.text)
    const reply = composeReply({
      sessionId: state.sessionId,
      turn,
      persona,
      scamType,
      evidence,
      latestText: input.message.text,
      recentReplies: state.recentReplies,
    })
    // The final report's task is named after the version this turn's last event will have.
    const replaces = state.pendingFinalReport?.taskName ?? null
    const taskName = finalReportTaskName(state.sessionId, state.version + (replaces === null ? 4 : 5))
    const dueAt = now + finalReportDelayMs
    const events: ReadonlyArray<UnstampedEvent> = [
      {
        type: 'TurnReceived',
        turn,
        message: input.message,
        messageIsNew,
        newHistory,
        metadata: input.metadata,
        source: input.source,
      },
      {
        type: 'TurnAnalysed',
        turn,
        scamType,
        confidence,
        signals,
        findings: perMessage
          .map((m) => ({ source: m.source, index: m.index, evidence: nonEmpty(m.found) }))
          .filter((f) => Object.keys(f.evidence).length > 0),
      },
      { type: 'ReplyComposed', turn, persona: { id: persona.id, label: persona.label, language: persona.language }, reply },
      ...(replaces === null ? [] : [{ type: 'FinalReportCancelled' as const, taskName: replaces }]),
      { type: 'FinalReportScheduled', taskName, dueAt },
    ]
    return { events, result: { reply, taskName, dueAt, replaces } }
  }
