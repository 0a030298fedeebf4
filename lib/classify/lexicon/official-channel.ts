import type { CueSet } from '../cue-set.js'

/**
 * Marks of a payment request that points only to the organisation's own channels: its app, any
 * of its branches, its website, a grace period, "ignore if already paid", "system generated,
 * do not reply". A genuine premium or bill reminder asks for money this way; a scammer needs
 * the money sent somewhere of his own. These marks count as benign only while the session's
 * evidence holds no such place (a UPI id, a bank account, a suspicious link, a phone number to
 * call): the classifier drops them as soon as one appears.
 */
export const officialChannel: CueSet = {
  strong: [],
  medium: [
    // paying in the organisation's own app, at a branch or on its website; a payment or remote-access app is nobody's own
    /\b(?:pay|paid|payment|renew|renewal|recharge)\b.{0,60}\b(?:through|via|using|on|in|from) (?!(?:the |our |official )*(?:g ?pay|google pay|phone ?pe|paytm|bhim|upi|whatsapp|telegram|signal|anydesk|any desk|teamviewer|team viewer|quick ?support|rustdesk|airdroid|screen ?share)\b)(?:the |our )?(?:official )?[\w.&-]+(?: [\w.&-]+)? (?:mobile )?app\b|\bat (?:any|your nearest|the nearest|your home) (?:[\w&-]+ )?(?:branch|office|outlet|centre|center)(?:es)?\b|\bpay (?:it )?online (?:at|on|through|via) (?:https?:\/\/|www\.|our (?:official )?website)|(?:ऐप|एप|ऍप) (?:से|द्वारा|के माध्यम से)|किसी भी (?:\S+ )?शाखा|(?:नज़दीकी|नजदीकी|निकटतम) (?:\S+ )?शाखा|அருகிலுள்ள கிளை|அருகில் உள்ள கிளை|సమీప (?:శాఖ|బ్రాంచ్)|దగ్గరలోని (?:శాఖ|బ్రాంచ్)|ಹತ್ತಿರದ (?:ಶಾಖೆ|ಬ್ರಾಂಚ್)|അടുത്തുള്ള (?:ശാഖ|ബ്രാഞ്ച്)|(?:নিকটবর্তী|কাছের) (?:শাখা|ব্রাঞ্চ)|जवळच्या (?:शाखेत|ब्रांचमध्ये)|નજીકની (?:શાખા|બ્રાન્ચ)|(?:ஆப்|செயலி) (?:மூலம்|வழியாக)|எந்த(?:வொரு)? (?:\S+ )?கிளை|(?:యాప్|యాప్‌) ద్వారా|ఏదైనా (?:\S+ )?శాఖ|ಆ್ಯಪ್ ಮೂಲಕ|ಆಪ್ ಮೂಲಕ|ಯಾವುದೇ (?:\S+ )?ಶಾಖೆ|ആപ്പ് (?:വഴി|മുഖേന)|ഏതെങ്കിലും (?:\S+ )?ശാഖ|অ্যাপ(?:ের)? (?:মাধ্যমে|দিয়ে)|যেকোনো (?:\S+ )?শাখা|ॲप(?:द्वारे| मधून)|कोणत्याही (?:\S+ )?शाखेत|એપ (?:દ્વારા|મારફતે)|કોઈપણ (?:\S+ )?શાખા/u,
    // the organisation's official website or app, as the scripts name it ("अधिकृत संकेतस्थळावर", "अॅपवरून")
    /\b(?:official|authori[sz]ed) (?:website|site|web ?portal|app)\b|(?:आधिकारिक|अधिकृत|ऑफिशियल) (?:वेबसाइट|साइट|संकेतस्थळ|ऐप|एप|अॅप|ॲप)|(?:அதிகாரப்பூர்வ|அதிகாரபூர்வ) (?:இணையதள|வலைத்தள|வெப்சைட்|செயலி|ஆப்)|అధికారిక (?:వెబ్‌సైట్|వెబ్సైట్|యాప్)|ಅಧಿಕೃತ (?:ವೆಬ್‌ಸೈಟ್|ವೆಬ್ಸೈಟ್|ಜಾಲತಾಣ|ಆ್ಯಪ್|ಆಪ್)|ഔദ്യോഗിക (?:വെബ്സൈറ്റ്|വെബ്‌സൈറ്റ്|ആപ്പ്)|(?:অফিসিয়াল|সরকারি|অনুমোদিত) (?:ওয়েবসাইট|সাইট|অ্যাপ)|સત્તાવાર (?:વેબસાઇટ|વેબસાઈટ|એપ)|(?:अॅप|ॲप|ऐप)(?:वरून|वर|द्वारे|से)/u,
    // a grace period: the insurer or lender allows time, a scammer never does
    /\bgrace period\b|ग्रेस पीरियड|अनुग्रह अवधि|சலுகை காலம்|கிரேஸ் பீரியட்|గ్రేస్ పీరియడ్|ಗ್ರೇಸ್ ಅವಧಿ|ഗ്രേസ് പീരിയഡ്|গ্রেস পিরিয়ড|सवलत कालावधी|ગ્રેસ પીરિયડ/u,
    // a machine's message that wants no reply
    /\b(?:system|computer|auto(?:matically)?)[- ]generated (?:message|mail|e-?mail|sms|alert|statement)|\b(?:please |kindly )?do not reply (?:to this)?|\bthis is an? auto(?:mated|matic)? (?:message|mail|alert)|no-?reply@|यह सिस्टम (?:द्वारा )?(?:जनित|जेनरेटेड)|(?:कृपया )?उत्तर न दें|பதில் அனுப்ப வேண்டாம்|ప్రత్యుత్తరం ఇవ్వవద్దు|ಉತ್ತರಿಸಬೇಡಿ|മറുപടി നൽകരുത്|উত্তর দেবেন না|उत्तर देऊ नका|જવાબ આપશો નહીં/u,
  ],
  weak: [],
}
