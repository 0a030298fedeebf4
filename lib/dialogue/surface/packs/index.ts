import type { ReplyLanguage } from '../../persona/personas.js'
import type { SurfacePack } from '../surface-pack.js'
import { bengali } from './bengali.js'
import { english } from './english.js'
import { gujarati } from './gujarati.js'
import { hindi } from './hindi.js'
import { hinglish } from './hinglish.js'
import { kannada } from './kannada.js'
import { malayalam } from './malayalam.js'
import { marathi } from './marathi.js'
import { tamil } from './tamil.js'
import { telugu } from './telugu.js'

/** What each persona can say, by the language it answers in. */
export const surfacePacks: Readonly<Record<ReplyLanguage, SurfacePack>> = {
  English: english,
  Hindi: hindi,
  Hinglish: hinglish,
  Bengali: bengali,
  Marathi: marathi,
  Gujarati: gujarati,
  Tamil: tamil,
  Telugu: telugu,
  Kannada: kannada,
  Malayalam: malayalam,
}
