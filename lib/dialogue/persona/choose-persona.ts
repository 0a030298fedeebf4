import type { Persona } from './persona.js'
import { personas } from './personas.js'
import { replyLanguage } from './reply-language.js'

/**
 * The persona for a turn, from `metadata.language` and the latest scammer message: English for
 * an unknown language, and the scammer's own script when the message is clearly written in one
 * other than the metadata's.
 */
export const choosePersona = (metadataLanguage: string, scammerText: string): Persona =>
  personas[replyLanguage(metadataLanguage, scammerText)]
