import type { CueSet } from '../../cue-set.js'
import { BECOMES } from '../native-verbs.js'

/**
 * The fear-of-loss lever: something the victim has will be blocked, cut, frozen, expire, lapse,
 * be seized or returned, or cost a penalty, unless they act now. It presses in bank and wallet
 * scams, tech support, insurance, customs and the unlabelled families (a utility bill, a refund);
 * which one it is, the pretext tells.
 */
export const loss: CueSet = {
  strong: [
    // will be blocked, suspended, frozen, closed, disconnected, cancelled, seized
    /\b(?:will|shall|would|is going to|are going to|may|can) (?:be |get )?(?:permanently |temporarily |automatically )?(?:blocked|suspended|frozen|freezed|closed|deactivated|disabled|disconnected|cut|cancell?ed|terminated|seized|confiscated|forfeited|locked|lost|expired?|lapsed?|returned|restricted|barred|blacklisted|destroyed)\b|\bpermanently (?:blocked|closed|locked|disconnected|deactivated|suspended)|\b(?:block|band|freeze|suspend|deactivate|bandh|cut|disconnect|cancel|expire|lapse)\w* (?:ho|kar|kr) (?:jayega|jaayega|jayegi|jaayegi|denge|diya jayega|di jayegi|dia jayega|sakta|sakti)|\b(?:block|expire|cancel|suspend|cut|lapse|close)\w* (?:aagidum|aayidum|aagum|aagividum|pannuvom|panniduvom|hoye jabe|kore deoa hobe|hoil|hoeel|hoee?l|thai jase|thai jashe|aagutte|aagatte|aakum|aavum|avutundi|chestam)|(?:बंद|ब्लॉक|फ्रीज|निलंबित|रद्द|जब्त|एक्सपायर|समाप्त|डिस्कनेक्ट|लैप्स) (?:कर दिया जाएगा|कर दी जाएगी|कर दिए जाएंगे|हो जाएगा|हो जाएगी|हो जाएंगे|किया जाएगा|की जाएगी)|काट दी जाएगी|कट जाएगा|कट जाएगी|(?:बंद|ब्लॉक|रद्द|जप्त|खंडित) (?:केले जाईल|केली जाईल|होईल|होणार)|முடக்கப்படும்|துண்டிக்கப்படும்|ரத்து செய்யப்படும்|நிறுத்தப்படும்|முடக்குவோம்|பறிமுதல் செய்யப்படும்|காலாவதியாகிவிடும்|காலாவதியாகும்|பிளாக் (?:ஆகும்|ஆகிவிடும்|செய்யப்படும்)|బ్లాక్ (?:చేస్తాము|చేస్తాం|చేయబడుతుంది|అవుతుంది)|నిలిపివేయబడుతుంది|రద్దు (?:చేయబడుతుంది|అవుతుంది)|స్తంభింపజేయ|గడువు ముగుస్తుంది|డిస్కనెక్ట్ (?:చేయ|అవుతుంది)|ಬ್ಲಾಕ್ (?:ಆಗುತ್ತದೆ|ಮಾಡಲಾಗುವುದು|ಆಗುತ್ತೆ)|ಸ್ಥಗಿತಗೊಳ್ಳುತ್ತದೆ|ಕಡಿತಗೊಳಿಸಲಾಗುವುದು|ರದ್ದಾಗುತ್ತದೆ|ರದ್ದು (?:ಮಾಡಲಾಗುವುದು|ಆಗುತ್ತದೆ)|ಅವಧಿ ಮುಗಿಯುತ್ತ|ಮುಟ್ಟುಗೋಲು|ബ്ലോക്ക് (?:ചെയ്യും|ആകും|ആവും|ചെയ്യപ്പെടും)|വിച്ഛേദിക്കും|വിച്ഛേദിക്കപ്പെടും|മരവിപ്പിക്കും|റദ്ദാക്കും|റദ്ദാകും|കാലഹരണപ്പെടും|ലാപ്സ് ആകും|കണ്ടുകെട്ടും|ব্লক (?:করা হবে|হয়ে যাবে)|বিচ্ছিন্ন করা হবে|বন্ধ (?:করে দেওয়া হবে|হয়ে যাবে|করা হবে)|বাতিল (?:হয়ে যাবে|করা হবে)|মেয়াদ (?:শেষ|উত্তীর্ণ) হয়ে যাবে|বাজেয়াপ্ত করা হবে|(?:બંધ|બ્લોક|રદ|જપ્ત) (?:થઈ જશે|કરવામાં આવશે|કરી દેવામાં આવશે)|કાપી નાખવામાં આવશે|સમાપ્ત થઈ જશે/u,
    // returned to the sender, in the scripts
    /\breturned to (?:the )?sender|वापस भेज दिया जाएगा|लौटा दिया जाएगा|திருப்பி அனுப்பப்படும்|తిరిగి పంపబడుతుంది|ವಾಪಸ್ ಕಳುಹಿಸಲಾಗುವುದು|തിരിച്ചയക്കും|തിരികെ അയക്കും|ফেরত পাঠানো হবে|परत पाठवले जाईल|પાછું મોકલી (?:દેવામાં આવશે|દેવાશે)/u,
    // lose the money, the benefit, the points, the policy
    /\b(?:you will|you'll|u will) lose\b|\blose (?:all )?(?:your|the) (?:money|amount|balance|benefits?|points|bonus|prize|policy|coverage|claim|parcel|refund|savings|account)|\b(?:will|shall) (?:be )?(?:lost|forfeited)\b|(?:पैसे|पैसा|रकम|लाभ|फायदा|पॉलिसी|पॉइंट्स)\S{0,3} (?:डूब|खो|चले जाएंगे|चला जाएगा|जप्त)|(?:பணம்|பலன்|பாலிசி|பாயிண்ட்)\S{0,4} (?:போய்விடும்|இழப்பீர்கள்|இழக்க நேரிடும்)|(?:డబ్బు|ప్రయోజనం|పాలసీ|పాయింట్లు)\S{0,3} (?:పోతుంది|కోల్పోతారు|పోతాయి)|(?:ಹಣ|ಲಾಭ|ಪಾಲಿಸಿ|ಪಾಯಿಂಟ್)\S{0,3} (?:ಹೋಗುತ್ತ|ಕಳೆದುಕೊಳ್ಳು)|(?:പണം|ആനുകൂല്യ|പോളിസി|പോയിന്റ്)\S{0,3} (?:നഷ്ടപ്പെടും|പോകും)|(?:টাকা|সুবিধা|পলিসি|পয়েন্ট)\S{0,3} (?:হারাবেন|চলে যাবে|নষ্ট হবে)|(?:पैसे|लाभ|पॉलिसी|पॉइंट्स)\S{0,3} (?:गमवाल|बुडतील|जातील)|(?:પૈસા|લાભ|પોલિસી|પોઈન્ટ)\S{0,3} (?:ગુમાવશો|જતા રહેશે|ડૂબી જશે)/u,
  ],
  medium: [
    // the English word inside Indic text: "account block ஆகும்", "KYC expire হয়ে যাবে"
    new RegExp(`\\b(?:block|blocked|expire|expired|suspend|suspended|cancel|cancelled|deactivate|deactivated|close|closed|freeze|frozen|disconnect|disconnected|lapse|lapsed|cut|band|seize|seized|terminate|terminated) ?${BECOMES}`, 'u'),
    // expiring today, in the mixes people type
    /\b(?:expir(?:e|es|ing|y)|lapses?|lapsing) (?:today|tonight|tomorrow|soon|in \d+|within|by|on)\b|\b(?:expire|lapse|block|band|cancel|suspend|cut) (?:ho|aa?gi|ayi|hoye|thai|hoil) ?(?:jayega|jaayega|jayegi|jaayegi|jaega|jaegi|dum|du|gele|jabe|jase|jashe|jail|zala)|\b(?:last|final) (?:chance|warning)\b|\b(?:before|by) midnight\b|आज (?:रात|ही) .{0,20}(?:बंद|समाप्त|एक्सपायर|कट)|अंतिम (?:तिथि|तारीख|मौका|चेतावनी)|आखिरी (?:मौका|तारीख|चेतावनी)|இன்று (?:இரவு|மட்டும்|கடைசி)|கடைசி (?:நாள்|வாய்ப்பு|எச்சரிக்கை)|ఈరోజు (?:రాత్రి|మాత్రమే|చివరి)|చివరి (?:తేదీ|అవకాశం|హెచ్చరిక)|ಇಂದು (?:ರಾತ್ರಿ|ಮಾತ್ರ|ಕೊನೆಯ)|ಕೊನೆಯ (?:ದಿನ|ಅವಕಾಶ|ಎಚ್ಚರಿಕೆ)|ഇന്ന് (?:രാത്രി|മാത്രം|അവസാന)|അവസാന (?:ദിവസം|അവസരം|മുന്നറിയിപ്പ്)|আজ (?:রাত|রাতের|ই) .{0,20}(?:বন্ধ|শেষ)|শেষ (?:তারিখ|সুযোগ|সতর্কতা)|आज (?:रात्री|च) .{0,20}(?:बंद|संपेल)|शेवटची (?:तारीख|संधी)|અંતિમ (?:તારીખ|તક|ચેતવણી)|આજે (?:રાત્રે|જ) .{0,20}(?:બંધ|સમાપ્ત)/u,
    // a penalty, a fine, a late fee
    /\bpenalty\b|\bfine of\b|\bfined\b|\blate (?:fee|fine|charges?)|\breconnection (?:fee|charges?)|जुर्माना|दंड|पेनल्टी|அபராத|பெனால்டி|జరిమానా|పెనాల్టీ|ದಂಡ|ಪೆನಾಲ್ಟಿ|പിഴ|പെനാൽറ്റി|জরিমানা|পেনাল্টি|दंड|દંડ|પેનલ્ટી/u,
  ],
  weak: [
    /\bblocked\b|\bsuspended\b|\bexpired?\b|\bdeactivat|\bdisconnect|\blapsed?\b|\bfrozen\b|बंद|ब्लॉक|एक्सपायर|முடக்க|காலாவதி|బ్లాక్|గడువు|ಬ್ಲಾಕ್|ಅವಧಿ ಮುಗಿ|ബ്ലോക്ക്|കാലാവധി|ব্লক|মেয়াদ|ब्लॉक|મુદત|બ્લોક/u,
  ],
}
