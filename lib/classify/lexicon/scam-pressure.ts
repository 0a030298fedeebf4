import type { CueSet } from '../cue-set.js'

/**
 * Moves common to every scam, whatever its type: a deadline, an advance fee, a request for a
 * one-time code or card data, a link or app to open, a threat, a demand for secrecy. They say
 * "this is a scam" without saying which one, so they feed the scam side, never a type.
 */
export const scamPressure: CueSet = {
  strong: [
    // asked for an OTP, PIN, CVV or password
    /(?:share|tell|send|read|give|forward|provide|enter)\w* (?:me |us )?(?:the |your |that |this )?(?:latest |\d-digit )?(?:otp|one[- ]time password|verification code|code you receive|pin|upi pin|cvv|password)\b|\botp\b.{0,40}(?:share|bata|bol|send|bhej|tell|read)|(?:ओटीपी|otp|पिन).{0,30}(?:बताइए|बताएं|बताओ|भेजें|दीजिए)|(?:ஓடிபி|otp).{0,30}(?:அனுப்ப|சொல்லு|கூறு)|(?:ఓటీపీ|otp).{0,30}(?:చెప్ప|పంప)|(?:ওটিপি|otp).{0,30}(?:বলুন|পাঠান|জানান)|(?:ಒಟಿಪಿ|otp).{0,30}(?:ಹೇಳಿ|ಕಳುಹಿಸಿ)|(?:ഒടിപി|otp).{0,30}(?:പറയ|അയയ്ക്ക)|(?:ઓટીપી|otp).{0,30}(?:જણાવો|મોકલો)/u,
    // an advance fee: processing, registration, clearance, verification
    /(?:processing|registration|verification|clearance|delivery|service|activation|release|documentation|file|stamp|convenience|token|security|refundable|unlock|upgrade|withdrawal|validation|re-?verification|penalty|kyc) (?:fee|charges?|amount|deposit|payment|duty)|advance (?:payment|fee)|refundable|(?:प्रोसेसिंग|पंजीकरण|रजिस्ट्रेशन|सत्यापन|प्रक्रिया|फाइल|दस्तावेज|स्टांप|नोंदणी) ?(?:शुल्क|फीस|चार्ज)|(?:processing|registration|verification) (?:charge|fee) lage|செயலாக்கக் ?கட்டண|பதிவுக் ?கட்டண|சரிபார்ப்புக் ?கட்டண|రుసుము|প্রক্রিয়াকরণ ফি|যাচাই ফি|নিবন্ধন ফি|ನೋಂದಣಿ ಶುಲ್ಕ|ಪ್ರಕ್ರಿಯೆ ಶುಲ್ಕ|പ്രോസസ്സിംഗ് ഫീസ്|രജിസ്ട്രേഷൻ ഫീസ്|પ્રોસેસિંગ ફી|નોંધણી ફી/u,
    // secrecy: tell no one, keep away from the bank
    /(?:do not|don'?t|never) (?:tell|inform) (?:anyone|anybody|your family|your bank)|don'?t (?:visit|call|contact) (?:your |the )?(?:bank|branch)|do not (?:call|contact) your bank|keep (?:this|it) (?:a )?secret|kisi ko (?:mat|na) bata/u,
  ],
  medium: [
    // a deadline
    /\burgent|immediately|right now|\bat once\b|within \d+ ?(?:min|minutes|mins|hours?|hrs?)|last (?:chance|reminder|warning|option)|final (?:notice|reminder|warning)|before midnight|\bhurry\b|\bjaldi\b|\bturant\b|तुरंत|जल्दी|फौरन|तत्काल|உடனே|உடனடியாக|వెంటనే|এখনই|অবিলম্বে|ताबडतोब|लगेच|ತಕ್ಷಣ|ഉടൻ|ഉടനെ|તાત્કાલિક|તરત/u,
    // card data, passwords, seed words
    /\bcard details|\bcvv\b|net ?banking password|\bpassword\b|\bupi pin\b|aadhaa?r (?:photo|card photo|details)|screen(?:shot)?.{0,20}(?:code|id)|(?:12|twelve) (?:recovery|seed) words|पासवर्ड|கடவுச்சொல்|పాస్‌వర్డ్|পাসওয়ার্ড/u,
    // a threat of loss or penalty
    /legal action|penalty|\bfine of|\bfined\b|blacklist|forfeit|permanently (?:blocked|closed|locked|disconnected|deactivated)|(?:will|shall) be (?:cancelled|blocked|suspended|frozen|seized|closed|disconnected|forfeited|locked|lost)|जुर्माना|कानूनी कार्रवाई|रद्द|அபராதம்|ரத்து|జరిమానా|రద్దు|জরিমানা|বাতিল|दंड|ದಂಡ|ರದ್ದು|റദ്ദാ|പിഴ|દંડ|રદ/u,
    // an app or APK to install
    /\.apk\b|(?:download|install) (?:the |this |our )?(?:app|application|software|tool)|(?:ऐप|एप|अॅप).{0,20}(?:डाउनलोड|इंस्टॉल)|app (?:download|install) kar|(?:ஆப்|செயலி).{0,20}(?:பதிவிறக்க|இன்ஸ்டால்)|(?:యాప్).{0,20}(?:డౌన్‌లోడ్|ఇన్‌స్టాల్)|(?:অ্যাপ).{0,20}(?:ডাউনলোড|ইনস্টল)/u,
  ],
  weak: [
    /(?:click|open|visit) (?:on )?(?:the |this |below )?link|(?:fill|complete) (?:the |this )?form|\bform bhar|लिंक|फॉर्म|இணைப்பை|లింక్|লিংক|ಲಿಂಕ್|ലിങ്ക്|લિંક/u,
    /\bscreenshot|\butr\b|send (?:the )?(?:money|amount|payment)|pay (?:now|today|immediately)|\bgst\b|\btds\b|100 ?% safe|no risk|risk[- ]free/u,
    /\bfee\b|\bfees\b|\bcharges?\b|शुल्क|फीस|கட்டணம்|ఫీజు|ফি(?![\u0980-\u09FF])|ಶುಲ್ಕ|ഫീസ്|ફી(?![\u0A80-\u0AFF])/u,
    /\botp\b|ओटीपी|ஓடிபி|ఓటీపీ|ওটিপি|ಒಟಿಪಿ|ഒടിപി|ઓટીપી/u,
  ],
}
