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
    // money moved to a "safe", "verification" or "RBI" account while an inquiry runs
    /\b(?:rbi|safe|secure|verification|escrow|holding|supervis\w*|government) (?:verification |holding |custody )?(?:account|a\/c)\b|(?:सुरक्षित|सत्यापन|आरबीआई|RBI) (?:खाते|खाता)|(?:பாதுகாப்பான|சரிபார்ப்பு) கணக்கு|(?:సురక్షిత|ధృవీకరణ) (?:ఖాతా|అకౌంట్)|(?:ಸುರಕ್ಷಿತ|ಪರಿಶೀಲನಾ) ಖಾತೆ|(?:സുരക്ഷിത|വെരിഫിക്കേഷൻ) അക്കൗണ്ട്|(?:নিরাপদ|যাচাই) (?:অ্যাকাউন্ট|অ্যাকাউন্টে|খাতা)|(?:सुरक्षित|पडताळणी) खाते|(?:સુરક્ષિત|ચકાસણી) ખાતા/u,
    // secrecy: tell no one, keep away from the bank
    /(?:do not|don'?t|never) (?:tell|inform) (?:anyone|anybody|your family|your bank|(?:your |my )?(?:mom|mum|mummy|dad|papa|parents|wife|husband))|don'?t (?:visit|call|contact) (?:your |the )?(?:bank|branch)|do not (?:call|contact) your bank|keep (?:this|it) (?:a )?secret|kisi ko (?:mat|na) bata/u,
  ],
  medium: [
    // a deadline
    /\burgent|immediately|right now|\bat once\b|within \d+ ?(?:min|minutes|mins|hours?|hrs?)|last (?:chance|reminder|warning|option)|final (?:notice|reminder|warning)|before midnight|\bhurry\b|\bjaldi\b|\bturant\b|तुरंत|जल्दी|फौरन|तत्काल|உடனே|உடனடியாக|వెంటనే|এখনই|অবিলম্বে|ताबडतोब|लगेच|ತಕ್ಷಣ|ഉടൻ|ഉടനെ|તાત્કાલિક|તરત|(?:\d+|एक|दो) (?:घंटे|मिनट) (?:में|के अंदर|के भीतर)|மணி நேரத்தில்|மணி நேரத்திற்குள்|நிமிடங்களில்|நிமிடத்தில்|గంటలో|గంటల్లో|నిమిషాల్లో|ಗಂಟೆಯೊಳಗೆ|ನಿಮಿಷದೊಳಗೆ|ನಿಮಿಷಗಳಲ್ಲಿ|മണിക്കൂറിനുള്ളിൽ|മിനിറ്റിനുള്ളിൽ|ঘণ্টার মধ্যে|মিনিটের মধ্যে|तासात|तासांत|मिनिटांत|કલાકમાં|મિનિટમાં/u,
    // card data, passwords, seed words
    /\bcard details|\bcvv\b|net ?banking password|\bpassword\b|\bupi pin\b|aadhaa?r (?:photo|card photo|details)|screen(?:shot)?.{0,20}(?:code|id)|(?:12|twelve) (?:recovery|seed) words|पासवर्ड|கடவுச்சொல்|పాస్‌వర్డ్|পাসওয়ার্ড/u,
    // a threat of loss or penalty
    /legal action|penalty|\bfine of|\bfined\b|blacklist|forfeit|permanently (?:blocked|closed|locked|disconnected|deactivated)|(?:will|shall) be (?:cancelled|blocked|suspended|frozen|seized|closed|disconnected|forfeited|locked|lost)|जुर्माना|कानूनी कार्रवाई|रद्द|அபராதம்|ரத்து|జరిమానా|రద్దు|জরিমানা|বাতিল|दंड|ದಂಡ|ರದ್ದು|റദ്ദാ|പിഴ|દંડ|રદ/u,
    // a threat of arrest
    /\barrest(?:ed)?\b|\bwarrant\b|गिरफ्तार|अरेस्ट|கைது|அரெஸ்ட்|అరెస్ట్|అరెస్టు|ಬಂಧನ|ಬಂಧಿಸ|ಅರೆಸ್ಟ್|അറസ്റ്റ്|গ্রেফতার|গ্রেপ্তার|ধরপকড়|ધરપકડ/u,
    // a threat to block, close or cut, in the scripts
    /(?:बंद|ब्लॉक|फ्रीज|निलंबित) (?:कर दिया जाएगा|कर दी जाएगी|हो जाएगा|हो जाएगी)|काट दी जाएगी|कट जाएगा|कट जाएगी|முடக்கப்படும்|துண்டிக்கப்படும்|ரத்து செய்யப்படும்|நிறுத்தப்படும்|முடக்குவோம்|బ్లాక్ (?:చేస్తాము|చేస్తాం|చేయబడుతుంది|అవుతుంది)|నిలిపివేయబడుతుంది|ಬ್ಲಾಕ್ (?:ಆಗುತ್ತದೆ|ಮಾಡಲಾಗುವುದು)|ಸ್ಥಗಿತಗೊಳ್ಳುತ್ತದೆ|ಕಡಿತಗೊಳಿಸಲಾಗುವುದು|ബ്ലോക്ക് (?:ചെയ്യും|ആകും)|വിച്ഛേദിക്കും|മരവിപ്പിക്കും|ব্লক (?:করা হবে|হয়ে যাবে)|বিচ্ছিন্ন করা হবে|বন্ধ (?:করে দেওয়া|হয়ে) যাবে|(?:बंद|ब्लॉक) (?:केले जाईल|होईल)|खंडित (?:केला|केले) जाईल|(?:બંધ|બ્લોક) (?:થઈ જશે|કરવામાં આવશે)|કાપી નાખવામાં આવશે/u,
    // a too-good offer: a win, a bonus waiting to be released, guaranteed or doubled returns
    /\byou (?:have |'ve )?won\b|\bbonus (?:of |amount )?.{0,30}\b(?:is )?(?:pending|waiting|ready to (?:be )?release|approved for release)|guaranteed (?:returns?|profit|income)|double your (?:money|investment)|\d+ ?% (?:daily|weekly|per day|per week|monthly) (?:returns?|profit)|(?:earn|get|make) (?:up to )?(?:rs\.? ?|₹ ?)[\d,]+ (?:per|a|daily|every|each) (?:task|like|review|video|order|day|hour)|(?:deposit|invest|pay) (?:rs\.? ?|₹ ?)[\d,]+ (?:and|to) (?:get|receive|earn) (?:rs\.? ?|₹ ?)[\d,]+|(?:loan|amount) (?:is )?(?:pre-?approved|sanctioned) without|गारंटीड (?:रिटर्न|मुनाफा)|पैसा डबल|जीत (?:लिया|गए|चुके)|உத்தரவாதமான (?:வருமானம்|லாபம்)|வென்றுள்ளீர்கள்|గెలుచుకున్నారు|హామీ (?:లాభం|రాబడి)|ಗೆದ್ದಿದ್ದೀರಿ|ಖಚಿತ (?:ಲಾಭ|ಆದಾಯ)|വിജയിച്ചിരിക്കുന്നു|ഉറപ്പായ (?:ലാഭം|വരുമാനം)|জিতেছেন|নিশ্চিত (?:লাভ|রিটার্ন)|जिंकल(?:े|ात)|हमखास (?:परतावा|नफा)|જીત્યા છો|ગેરંટીડ (?:વળતર|નફો)/u,
    // someone known writing from a new number: the family-emergency impersonation
    /\b(?:this is|it'?s) my new number|\bmy (?:old )?phone (?:is )?(?:broken|lost|stolen|fell|dead|not working)|\bnaya number\b|(?:यह|ये) मेरा नया नंबर|நான் புதிய எண்|ఇది నా కొత్త నంబర్|ಇದು ನನ್ನ ಹೊಸ ನಂಬರ್|ഇത് എന്റെ പുതിയ നമ്പർ|এটা আমার নতুন নম্বর|हा माझा नवीन नंबर|આ મારો નવો નંબર/u,
    // money "sent by mistake" to be returned
    /\b(?:return|send back|refund|transfer back)\w* (?:it|the (?:money|amount|extra|excess)|my money|the (?:extra|excess) (?:amount|money))\b|\bwapas (?:kar|bhej)|पैसे वापस (?:कर|भेज)|திருப்பி அனுப்ப|తిరిగి పంప|ಹಿಂತಿರುಗಿಸ|തിരികെ അയയ്ക്ക|ফেরত (?:দিন|পাঠান)|परत (?:करा|पाठवा)|પરત (?:કરો|મોકલો)/u,
    // an app or APK to install
    /\.apk\b|(?:download|install) (?:the |this |our )?(?:app|application|software|tool)|(?:ऐप|एप|अॅप).{0,20}(?:डाउनलोड|इंस्टॉल)|app (?:download|install) kar|(?:ஆப்|செயலி).{0,20}(?:பதிவிறக்க|இன்ஸ்டால்)|(?:యాప్).{0,20}(?:డౌన్‌లోడ్|ఇన్‌స్టాల్)|(?:অ্যাপ).{0,20}(?:ডাউনলোড|ইনস্টল)/u,
  ],
  weak: [
    /(?:click|open|visit) (?:on )?(?:the |this |below )?link|(?:fill|complete) (?:the |this )?form|\bform bhar|लिंक|फॉर्म|இணைப்பை|లింక్|লিংক|ಲಿಂಕ್|ലിങ്ക്|લિંક/u,
    /\bscreenshot|\butr\b|send (?:the )?(?:money|amount|payment)|pay (?:now|today|immediately)|\bgst\b|\btds\b|100 ?% safe|no risk|risk[- ]free/u,
    // a demand to pay, in the scripts
    /(?:पैसे|रुपये|राशि|रकम|₹).{0,40}(?:भेजें|भेजिए|जमा करें|ट्रांसफर करें)|(?:பணம்|தொகை|₹).{0,40}(?:அனுப்ப வேண்டும்|அனுப்புங்கள்|செலுத்த வேண்டும்|செலுத்துங்கள்)|(?:డబ్బు|మొత్తం|₹).{0,40}(?:పంపండి|చెల్లించండి|జమ చేయండి)|(?:ಹಣ|ಮೊತ್ತ|₹).{0,40}(?:ಕಳುಹಿಸಿ|ಪಾವತಿಸಿ)|(?:പണം|തുക|₹).{0,40}(?:അയയ്ക്കണം|അടയ്ക്കണം|ട്രാൻസ്ഫർ ചെയ്യണം)|(?:টাকা|₹).{0,40}(?:পাঠান|জমা দিন|ট্রান্সফার করুন)|(?:पैसे|रक्कम|₹).{0,40}(?:पाठवा|भरा|जमा करा)|(?:પૈસા|રકમ|₹).{0,40}(?:મોકલો|ભરો|જમા કરો)/u,
    /\bfee\b|\bfees\b|\bcharges?\b|शुल्क|फीस|கட்டணம்|ఫీజు|ফি(?![\u0980-\u09FF])|ಶುಲ್ಕ|ഫീസ്|ફી(?![\u0A80-\u0AFF])/u,
    /\botp\b|ओटीपी|ஓடிபி|ఓటీపీ|ওটিপি|ಒಟಿಪಿ|ഒടിപി|ઓટીપી/u,
  ],
}
