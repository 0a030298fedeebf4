import type { CueSet } from '../cue-set.js'

/** TECH_SUPPORT: fake virus alerts, software renewals and "support" that wants remote access. */
export const techSupport: CueSet = {
  strong: [
    // virus, malware
    /\bvirus|malware|trojan|spyware|ransomware|वायरस|व्हायरस|मालवेयर|வைரஸ்|மால்வேர்|వైరస్|మాల్వేర్|ভাইরাস|ম্যালওয়্যার|ವೈರಸ್|വൈറസ്|વાયરસ/u,
    // remote-access tools
    /anydesk|any desk|teamviewer|team viewer|rustdesk|quick ?support|ultraviewer|airdroid|एनीडेस्क|टीमव्यूअर|எனிடெஸ்க்|ఎనీడెస్క్/u,
    // remote access, screen sharing
    /remote (?:access|support|desktop|control|tool|app|session)|remotely|screen ?shar|connect (?:to|with) your (?:computer|laptop|pc|device|system|phone)|रिमोट|स्क्रीन शेयर|ரிமோட்|రిమోట్|রিমোট|ರಿಮೋಟ್|റിമോട്ട്|રિમોટ/u,
    // the software brands and "technical support"
    /tech(?:nical)? support|microsoft (?:support|security|certified|technician|helpline|windows|engineer)|windows (?:licen|defender|security|support)|apple (?:support|care)|\bnorton\b|mcafee|antivirus|\bavast\b|kaspersky|firewall|माइक्रोसॉफ्ट|மைக்ரோசாஃப்ட்|మైక్రోసాఫ్ట్|মাইক্রোসফট|तकनीकी सहायता|टेक सपोर्ट|தொழில்நுட்ப ஆதரவு|సాంకేతిక సహాయ|প্রযুক্তিগত সহায়তা|तांत्रिक सहाय्य|ತಾಂತ್ರಿಕ ಬೆಂಬಲ|സാങ്കേതിക സഹായ|ટેકનિકલ સપોર્ટ/u,
  ],
  medium: [
    /\bmicrosoft\b|\bicloud\b/u,
    /\bhack(?:ed|ers?|ing)?\b|compromised|हैक|हॅक|ஹேக்|హ్యాక్|হ্যাক|ಹ್ಯಾಕ್|ഹാക്ക്|હેક/u,
    /(?:system|computer|laptop|device|pc) (?:will be |is )?(?:locked|infected|blocked)|subscription (?:has been |was )?(?:auto-?)?renew|auto-?renew|support code|code (?:shown |displayed )?on (?:your|the) screen|\.exe\b/u,
  ],
  weak: [
    /\b(?:computer|laptop|pc|router|wi-?fi|broadband|internet|browser|ip address|licen[cs]e|software)\b|\bhelp ?desk\b|कंप्यूटर|संगणक|राउटर|கணினி|கம்ப்யூட்டர்|కంప్యూటర్|কম্পিউটার|ಕಂಪ್ಯೂಟರ್|കമ്പ്യൂട്ടർ|કમ્પ્યુટર/u,
  ],
}
