import type { ActLexicon } from '../act-cue.js'
import { english } from './english.js'
import { tamil } from './tamil.js'
import { telugu } from './telugu.js'

/** Every language's phrases: one scan reads them all, since scammers mix languages and scripts. */
export const lexicons: ReadonlyArray<ActLexicon> = [english, tamil, telugu]
