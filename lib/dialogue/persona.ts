import { personas } from './personas.js'
import { replyLanguage } from './reply-language.js'

/** Who the service pretends to be. `label` (name, age, situation, language) appears in notes only. */
export type Persona = { readonly id: string; readonly label: string; readonly language: string }

/**
 * The persona for a turn, from `metadata.language` and the latest scammer message: English for
 * an unknown language, and the scammer's own script when the message is clearly written in one
 * other than the metadata's.
 */
export const choosePersona = (metadataLanguage: string, scammerText: string): Persona =>
  personas[replyLanguage(metadataLanguage, scammerText)]
