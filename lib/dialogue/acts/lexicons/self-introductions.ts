import { cues, type ActLexicon } from '../act-cue.js'
import { asWord } from './as-word.js'

/**
 * "I" in the Indian scripts, which write names without capitals: "मैं विजय कुमार, पुरस्कार अधिकारी",
 * "நான் முருகன் செல்வம், கணக்கு அதிகாரி". What follows is a name only when a role follows its
 * comma (see `readSelfIntroduction`), so "நான் சொல்வதை செய்யுங்கள்" claims nothing.
 */
export const selfIntroductions: ActLexicon = cues.self(asWord(['मैं', 'मै', 'मी', 'હું', 'আমি', 'நான்', 'నేను', 'ನಾನು', 'ഞാൻ']).filter((w) => w.endsWith(' ')))
