import { hash } from 'node:crypto'
import type { UnstampedEvent } from '../../events/session-event.js'
import { hasKey } from '../../events/key-index.js'
import type { SessionState } from '../../events/session-state.js'
import type { Finding } from '../../events/turn-analysed.js'
import { addTallies, classify, tallySignals, type SignalTally } from '../classify/classify.js'
import type { Decision } from './commit.js'
import { emptyUnderstanding, mergeUnderstanding } from '../dialogue/acts/understanding.js'
import { understandMessage } from '../dialogue/acts/understand-message.js'
import { readAnswer } from '../dialogue/acts/read-answer.js'
import { respond } from '../dialogue/respond.js'
import { hear, heardAt, latestTimestamp } from '../dialogue/state/hear.js'
import { choosePersona } from '../dialogue/persona/choose-persona.js'
import { evidenceKinds, mergeAllEvidence, type Evidence } from '../evidence.js'
import { dropClaimedIds } from '../extract/drop-claimed-ids.js'
import { readEvidence } from '../extract/extract-evidence.js'
import { isOwnSender, type Message } from '../message.js'
import { messageKey, replyKey } from '../message-key.js'

export type TurnInput = {
  readonly message: Message
  readonly conversationHistory: ReadonlyArray<Message>
  readonly metadata: { readonly channel: string; readonly language: string; readonly locale: string }
  readonly source: string
}
export type TurnResult = { readonly reply: string; readonly taskName: string; readonly dueAt: number; readonly replaces: string | null }

const nonEmpty = (e: Evidence): Finding['evidence'] =>
  Object.fromEntries(evidenceKinds.filter((k) => e[k].length > 0).map((k) => [k, e[k]]))

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
    // A history item is new unless it is a reply this session recorded, or a message already seen:
    // a lookup per key in the key lists' index, whatever the session's length. An item is keyed as
    // a message only once it is known not to be one of the session's replies (about half of a
    // partner's history), since a key costs a pass over its text.
    const history = input.conversationHistory
    const added = new Set<string>()
    const seen = (key: string): boolean => added.has(key) || hasKey(state.seenMessages, key) || hasKey(state.replyKeys, key)
    const newHistory: Array<Message & { own: boolean }> = []
    // What the scammer said that this turn analyses: the new history items not the session's own, then the message.
    const scammerTexts: Array<readonly [Finding['source'], number, string]> = []
    for (const m of history) {
      const r = replyKey(m.text)
      const own = isOwnSender(m.sender) || seen(r)
      const key = own ? r : messageKey(m.sender, m.text, m.timestamp)
      if (seen(key)) continue
      added.add(key)
      if (!own) scammerTexts.push(['history', newHistory.length, m.text])
      newHistory.push({ ...m, own })
    }
    const incomingKey = messageKey(input.message.sender, input.message.text, input.message.timestamp)
    const messageIsNew = !seen(incomingKey)
    if (messageIsNew) scammerTexts.push(['message', 0, input.message.text])

    let signals: SignalTally = {}
    for (const [, , text] of scammerTexts) signals = addTallies(signals, tallySignals(text))
    // What the new scammer messages said as dialogue acts, and the dialogue state once heard: the
    // same steps `evolve` takes when it folds this turn's TurnReceived and TurnAnalysed.
    // The persona's last asks tell how to read a bare answer ("Sana." after "your name?").
    const lastAsks = state.dialogue.asks.filter((a) => a.turn === state.turns && !a.answered).map((a) => a.kind)
    const heard = scammerTexts
      .map(([, , text]) => readAnswer(text, understandMessage(text), lastAsks))
      .reduce(mergeUnderstanding, emptyUnderstanding())
    // a staff id the scammer claimed as their own is no case id, wherever they repeat it
    const claimed = [state.dialogue.claims, heard.claims].flatMap((c) => [c.role, c.employeeId]).filter((c) => c !== undefined)
    const perMessage = scammerTexts.map(([source, index, text]) => {
      const found = readEvidence(text)
      return { source, index, leads: found.leads, evidence: dropClaimedIds(found.evidence, claimed) }
    })
    // One merge for the whole turn (as the fold does), bounded as the fold is.
    const { evidence } = mergeAllEvidence(state.evidence, perMessage.map((m) => m.evidence))
    const { scamType, confidence } = classify(addTallies(state.signals, signals), evidence)
    const turn = state.turns + 1
    const persona = choosePersona(input.metadata.language, input.message.text)
    const arrived = messageIsNew ? heardAt(state.dialogue, input.message.timestamp, latestTimestamp(newHistory)) : state.dialogue
    const dialogue = scammerTexts.length > 0 ? hear(arrived, heard, evidence) : arrived
    const wasSaid = (text: string): boolean => state.recentReplies.includes(text) || hasKey(state.replyKeys, replyKey(text))
    const responded = respond({ sessionId: state.sessionId, turn, persona, scamType, evidence, heard, dialogue, recentReplies: state.recentReplies, wasSaid })
    const reply = responded.reply
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
          .map((m) => ({ source: m.source, index: m.index, evidence: nonEmpty(m.evidence), ...(m.leads.length > 0 ? { leads: m.leads } : {}) }))
          .filter((f) => Object.keys(f.evidence).length > 0 || f.leads !== undefined),
        ...(scammerTexts.length > 0 ? { acts: heard } : {}),
      },
      {
        type: 'ReplyComposed',
        turn,
        persona: { id: persona.id, label: persona.label, language: persona.language },
        reply,
        moves: responded.moves,
      },
      ...(replaces === null ? [] : [{ type: 'FinalReportCancelled' as const, taskName: replaces }]),
      { type: 'FinalReportScheduled', taskName, dueAt },
    ]
    return { events, result: { reply, taskName, dueAt, replaces } }
  }
