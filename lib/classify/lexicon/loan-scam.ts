import type { CueSet } from '../cue-set.js'

/** LOAN_SCAM: pre-approved or instant loans released after a "processing" or "insurance" fee. */
export const loanScam: CueSet = {
  strong: [
    // loan
    /\bloans?\b|\bkarz|\bkarj|credit line|instant (?:cash|credit)|लोन|ऋण|कर्ज|கடன்|லோன்|రుణ|లోన్|అప్పు|ঋণ|লোন|ಸಾಲ|ಲೋನ್|വായ്പ|ലോൺ|ലോണ്|લોન|ધિરાણ/u,
    // pre-approved, no CIBIL check
    /pre-?approved|\bcibil\b|credit score|no (?:documents|paperwork|cibil|collateral)|सिबिल|बिना दस्तावेज|कोणतीही कागदपत्रे|ஆவணங்கள் தேவையில்லை|పత్రాలు అవసరం లేదు/u,
  ],
  medium: [
    /(?:low|\d+(?:\.\d+)? ?%) (?:rate of )?interest|interest rate|\bbyaa?j\b|ब्याज|व्याज|வட்டி|వడ్డీ|সুদ|ಬಡ್ಡಿ|പലിശ|વ્યાજ/u,
    /disburs|sanction(?:ed)? (?:letter|amount)|\bnbfc\b|स्वीकृति पत्र|वितरण/u,
  ],
  weak: [
    /\bemi\b|\bapproved\b|\bsanction|\bapplication (?:number|no)\b/u,
    /स्वीकृत|मंजूर|ஒப்புதல்|మంజూరు|অনুমোদিত|মঞ্জুর|ಮಂಜೂರು|അനുവദി|મંજૂર|मुद्रा/u,
  ],
}
