import type { CueSet } from '../cue-set.js'

/**
 * ROMANCE_SCAM: an online relationship (dating or matrimony site, a doctor or soldier abroad)
 * that turns into a plea for money: a stranded flight, a gift held by a courier.
 */
export const romanceScam: CueSet = {
  strong: [
    // terms of endearment
    /\bmy (?:dear|love|darling|sweetheart|queen|king|baby|honey|angel)\b|\bdarling\b|sweetheart|\bjaa?nu\b|जानू|அன்பே|ప్రియతమా|প্রিয়তম|ಪ್ರಿಯತಮ|പ്രിയതമ/u,
    // love
    /\bi love you\b|soul ?mate|\bpyaa?r\b|प्यार|காதல்|ప్రేమిస్తున్నా|ভালোবাসি|ভালোবাসা|ಪ್ರೀತಿಸುತ್ತೇನೆ|പ്രണയ|પ્રેમ કરું/u,
    // matrimony or dating site
    /matrimon|dating (?:app|site)|मैट्रिमोनी|மேட்ரிமோனி|మ్యాట్రిమోనీ|ম্যাট্রিমনি/u,
  ],
  medium: [
    /\blove you\b|\bmiss you\b|thinking (?:about|of) you|प्रेम|ప్రేమ|ಪ್ರೀತಿ|પ્રેમ/u,
    /\bmarry\b|\bmarriage\b|\bwedding\b|\bshaa?di\b|family settle|शादी|विवाह|लग्न|திருமண|పెళ్లి|వివాహ|বিয়ে|ಮದುವೆ|വിവാഹ|લગ્ન/u,
    /\blonely\b|\bwidow(?:er|ed)?\b|(?:un|army|navy|peacekeeping|military) (?:doctor|officer|medical|mission)|oil rig|offshore/u,
    /\bjaan\b|yaad aa rahi|miss kar raha|tumse (?:pyaa?r|shaa?di)|(?:doctor|engineer|officer|pilot|surgeon|nurse) (?:in|at|from|me|mein) (?:london|the uk|uk|usa|the us|us|dubai|canada|australia|germany|syria|abroad)\b/u,
    /\bstranded\b|stuck at (?:the )?airport|airport (?:pe|par) (?:atka|phas)|(?:return|repay|pay you back|lauta)\w*.{0,30}(?:when|once|as soon as) I (?:arrive|come|reach|land)|india aa?(?:ke|kar)|aa?ke lauta/u,
  ],
  weak: [
    /\bmeet you\b|\bmy heart\b|on this app|your profile|\bkindest\b|\bsurprise\b|\bdil\b|दिल|സ്നേഹ/u,
    /\bairport\b|\bflight\b|come to india|visit india/u,
  ],
}
