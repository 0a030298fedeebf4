import type { ReplyLanguage } from '../../personas.js'
import type { SurfacePack } from '../surface-pack.js'
import { english } from './english.js'
import { tamil } from './tamil.js'
import { telugu } from './telugu.js'

/** The persona packs written so far; a language without one still speaks through its phrase book. */
export const surfacePacks: Readonly<Partial<Record<ReplyLanguage, SurfacePack>>> = { English: english, Tamil: tamil, Telugu: telugu }
