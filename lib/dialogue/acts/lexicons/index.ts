import type { ActLexicon } from '../act-cue.js'
import { bengali } from './bengali.js'
import { english } from './english.js'
import { gujarati } from './gujarati.js'
import { hindi } from './hindi.js'
import { hinglish } from './hinglish.js'
import { kannada } from './kannada.js'
import { malayalam } from './malayalam.js'
import { marathi } from './marathi.js'
import { tamil } from './tamil.js'
import { selfIntroductions } from './self-introductions.js'
import { telugu } from './telugu.js'

/** Every language's phrases: one scan reads them all, since scammers mix languages and scripts. */
export const lexicons: ReadonlyArray<ActLexicon> = [selfIntroductions, english, hindi, hinglish, bengali, marathi, gujarati, tamil, telugu, kannada, malayalam]
