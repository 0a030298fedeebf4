import type { CueSet } from '../cue-set.js'

/**
 * The demands and moves common to every scam, whatever its type: a request for a one-time code or
 * card data, an advance fee, money to a "safe" account, a payment, a link or app to open, a
 * deadline, a demand for secrecy. They say "this is a scam" without saying which one, so they feed
 * the scam side, never a type. What presses the victim (blackmail, authority, greed, affection,
 * fear of loss) is read by the levers in `lever/`.
 */
export const scamPressure: CueSet = {
  strong: [
    // asked for an OTP, PIN, CVV or password
    /(?:share|tell|send|read|give|forward|provide|enter)\w* (?:me |us )?(?:the |your |that |this )?(?:latest |\d-digit )?(?:otp|one[- ]time password|verification code|code you receive|pin|upi pin|cvv|password)\b|\botp\b.{0,40}(?:share|bata|bol|send|bhej|tell|read)|(?:ओटीपी|otp|पिन).{0,30}(?:बताइए|बताएं|बताओ|बता दो|बता दीजिए|बोल दो|बोलिए|भेजें|दीजिए|सांगा|सांगून|पाठवा)|(?:ஓடிபி|otp).{0,30}(?:அனுப்ப|சொல்லு|சொன்ன|கூறு)|(?:ఓటీపీ|otp).{0,30}(?:చెప్ప|పంప)|(?:ওটিপি|otp).{0,30}(?:বলুন|বলে দিন|বললে|বলবেন|পাঠান|জানান)|(?:ಒಟಿಪಿ|otp).{0,30}(?:ಹೇಳಿ|ಹೇಳಿದ್ರೆ|ಹೇಳಿದರೆ|ಕಳುಹಿಸಿ)|(?:ഒടിപി|otp).{0,30}(?:പറയ|പറഞ്ഞ|അയയ്ക്ക|അയക്ക)|(?:ઓટીપી|otp).{0,30}(?:જણાવો|કહો|કહી દો|મોકલો)/u,
    // an advance fee: processing, registration, clearance, verification
    /(?:processing|registration|verification|clearance|delivery|service|activation|release|documentation|file|stamp|convenience|token|security|refundable|unlock|upgrade|withdrawal|validation|re-?verification|penalty|kyc) (?:fee|charges?|amount|deposit|payment|duty)|advance (?:payment|fee)|refundable|(?:प्रोसेसिंग|पंजीकरण|रजिस्ट्रेशन|सत्यापन|प्रक्रिया|फाइल|दस्तावेज|स्टांप|नोंदणी) ?(?:शुल्क|फीस|चार्ज)|(?:processing|registration|verification) (?:charge|fee) lage|செயலாக்கக் ?கட்டண|பதிவுக் ?கட்டண|சரிபார்ப்புக் ?கட்டண|రుసుము|প্রক্রিয়াকরণ ফি|যাচাই ফি|নিবন্ধন ফি|ನೋಂದಣಿ ಶುಲ್ಕ|ಪ್ರಕ್ರಿಯೆ ಶುಲ್ಕ|പ്രോസസ്സിംഗ് ഫീസ്|രജിസ്ട്രേഷൻ ഫീസ്|પ્રોસેસિંગ ફી|નોંધણી ફી/u,
    // money moved to a "safe", "verification" or "RBI" account while an inquiry runs
    /\b(?:rbi|safe|secure|verification|escrow|holding|supervis\w*|government) (?:verification |holding |custody )?(?:account|a\/c)\b|(?:सुरक्षित|सत्यापन|आरबीआई|RBI) (?:खाते|खाता)|(?:பாதுகாப்பான|சரிபார்ப்பு) கணக்கு|(?:సురక్షిత|ధృవీకరణ) (?:ఖాతా|అకౌంట్)|(?:ಸುರಕ್ಷಿತ|ಪರಿಶೀಲನಾ) ಖಾತೆ|(?:സുരക്ഷിത|വെരിഫിക്കേഷൻ) അക്കൗണ്ട്|(?:নিরাপদ|যাচাই) (?:অ্যাকাউন্ট|অ্যাকাউন্টে|খাতা)|(?:सुरक्षित|पडताळणी) खाते|(?:સુરક્ષિત|ચકાસણી) ખાતા/u,
    // secrecy: tell no one, keep away from the bank
    /(?:do not|don'?t|never) (?:tell|inform) (?:anyone|anybody|your family|your bank|(?:your |my )?(?:mom|mum|mummy|dad|papa|parents|wife|husband))|don'?t (?:visit|call|contact) (?:your |the )?(?:bank|branch)|do not (?:call|contact) your bank|keep (?:this|it) (?:a )?secret|kisi ko (?:mat|na) bata/u,
  ],
  medium: [
    // a deadline
    /\burgent|immediately|right now|\bat once\b|\b(?:abhi ke abhi|turant|fauran|aaj hi|ippove|ippodhe|udane|ventane|takshana|ekhuni|ekhoni|ekhuni|taratari|lagech|tatkal|hamna(?:n)?j)\b|\b\d+ ?(?:ghante|ghanton|ghanta|ghonta|ghontar|mani ?neram|maninerathil|gantallo|gantalo|ganteyalli|manikkoorinullil|taasat|taasaat|kalak(?:ma)?) ?(?:me|mein|ke andar|ke bheetar|kulla|kulle|la|il|lo|er moddhe|moddhe|madhe|ma|alli|ullil)?\b|within \d+ ?(?:min|minutes|mins|hours?|hrs?)|last (?:chance|reminder|warning|option)|final (?:notice|reminder|warning)|before midnight|\bhurry\b|\bjaldi\b|\bturant\b|तुरंत|जल्दी|फौरन|तत्काल|உடனே|உடனடியாக|వెంటనే|এখনই|অবিলম্বে|ताबडतोब|लगेच|ತಕ್ಷಣ|ഉടൻ|ഉടനെ|તાત્કાલિક|તરત|(?:\d+|एक|दो) (?:घंटे|मिनट) (?:में|के अंदर|के भीतर)|மணி நேரத்தில்|மணி நேரத்திற்குள்|நிமிடங்களில்|நிமிடத்தில்|గంటలో|గంటల్లో|నిమిషాల్లో|ಗಂಟೆಯೊಳಗೆ|ನಿಮಿಷದೊಳಗೆ|ನಿಮಿಷಗಳಲ್ಲಿ|മണിക്കൂറിനുള്ളിൽ|മിനിറ്റിനുള്ളിൽ|ঘণ্টার মধ্যে|মিনিটের মধ্যে|तासात|तासांत|मिनिटांत|કલાકમાં|મિનિટમાં/u,
    // a sum asked as a fee, a duty, a tax or a deposit, in any script: the price of the promised release
    /(?:₹|\brs\.? ?|\binr ?|रु\.? ?|ரூ\.? ?|రూ\.? ?|ರೂ\.? ?|രൂ\.? ?|টাকা ?|રૂ\.? ?)\d[\d,.]{0,12}.{0,25}(?:\bfees?\b|\bcharges?\b|\bduty\b|\btax\b|\bdeposit\b|शुल्क|फीस|चार्ज|ड्यूटी|टैक्स|जुर्माना|கட்டண|வரி|அபராத|டெபாசிட்|రుసుము|ఫీజు|ఛార్జ|పన్ను|జరిమానా|డిపాజిట్|ಶುಲ್ಕ|ಫೀಸ್|ಚಾರ್ಜ್|ತೆರಿಗೆ|ದಂಡ|ಠೇವಣಿ|ഫീസ്|ചാർജ്|നികുതി|പിഴ|ഡെപ്പോസിറ്റ്|ফি(?![\u0980-\u09FF])|চার্জ|ডিউটি|ট্যাক্স|জরিমানা|फी(?![\u0900-\u097F])|दंड|ફી(?![\u0A80-\u0AFF])|ચાર્જ|ડ્યુટી|ટેક્સ|દંડ)|(?:\bfees?\b|\bcharges?\b|\bduty\b|\btax\b|\bdeposit\b|शुल्क|फीस|चार्ज|ड्यूटी|टैक्स|जुर्माना|கட்டண|வரி|அபராத|டெபாசிட்|రుసుము|ఫీజు|ఛార్జ|పన్ను|జరిమానా|డిపాజిట్|ಶುಲ್ಕ|ಫೀಸ್|ಚಾರ್ಜ್|ತೆರಿಗೆ|ದಂಡ|ಠೇವಣಿ|ഫീസ്|ചാർജ്|നികുതി|പിഴ|ഡെപ്പോസിറ്റ്|ফি(?![\u0980-\u09FF])|চার্জ|ডিউটি|ট্যাক্স|জরিমানা|फी(?![\u0900-\u097F])|दंड|ફી(?![\u0A80-\u0AFF])|ચાર્જ|ડ્યુટી|ટેક્સ|દંડ).{0,25}(?:₹|\brs\.? ?|\binr ?|रु\.? ?|ரூ\.? ?|రూ\.? ?|ರೂ\.? ?|രൂ\.? ?|টাকা ?|રૂ\.? ?)\d/u,
    // card data, passwords, seed words
    /\bcard details|\bcvv\b|net ?banking password|\bpassword\b|\bupi pin\b|aadhaa?r (?:photo|card photo|details)|screen(?:shot)?.{0,20}(?:code|id)|(?:12|twelve) (?:recovery|seed) words|पासवर्ड|கடவுச்சொல்|பாஸ்வேர்ட்|పాస్‌వర్డ్|ಪಾಸ್‌ವರ್ಡ್|പാസ്‌വേഡ്|പാസ്വേഡ്|পাসওয়ার্ড|પાસવર્ડ|यूजर ?आईडी|யூசர் ?ஐடி|యూజర్ ?ఐడి|ಯೂಸರ್ ?ಐಡಿ|യൂസർ ?ഐഡി|ইউজার ?আইডি|યુઝર ?આઈડી/u,
    // someone known writing from a new number: the family-emergency impersonation
    /\b(?:this is|it'?s) my new number|\bmy (?:old )?phone (?:is )?(?:broken|lost|stolen|fell|dead|not working)|\bnaya number\b|(?:यह|ये) मेरा नया नंबर|நான் புதிய எண்|ఇది నా కొత్త నంబర్|ಇದು ನನ್ನ ಹೊಸ ನಂಬರ್|ഇത് എന്റെ പുതിയ നമ്പർ|এটা আমার নতুন নম্বর|हा माझा नवीन नंबर|આ મારો નવો નંબર/u,
    // money "sent by mistake" to be returned
    /\b(?:return|send back|refund|transfer back)\w* (?:it|the (?:money|amount|extra|excess)|my money|the (?:extra|excess) (?:amount|money))\b|\bwapas (?:kar|bhej)|पैसे वापस (?:कर|भेज)|திருப்பி அனுப்ப|తిరిగి పంప|ಹಿಂತಿರುಗಿಸ|തിരികെ അയയ്ക്ക|ফেরত (?:দিন|পাঠান)|परत (?:करा|पाठवा)|પરત (?:કરો|મોકલો)/u,
    // a stranger asking to be called back: the call is where the pitch happens
    /\b(?:please |kindly |pls )?call (?:me |us )?back\b|\bcall back (?:on|at|to)\b|\b(?:call|contact) (?:me|us) (?:back )?(?:on|at) (?:this|my|our|the following|\+?\d)|\bcall back kar|\b(?:is|iss|yeh|ye) number (?:pe|par) call|\bcall (?:pannunga|pannu|korben|koro|karo|kara|cheyandi|cheyyandi|maadi|chey)\b|\bphone (?:pannunga|korben|karo|kara|cheyandi|maadi)\b|(?:इस|ये|यह) (?:नंबर|नम्बर) पर (?:कॉल|फोन)|वापस (?:कॉल|फोन) (?:करें|कीजिए|करो|करना)|(?:கால்|அழை) (?:பண்ணுங்க|செய்யுங்கள்|பண்ணவும்)|திரும்ப அழை|ఈ నంబర్‌కు (?:కాల్|ఫోన్)|తిరిగి కాల్ చేయ|ಈ ನಂಬರ್‌ಗೆ (?:ಕಾಲ್|ಕರೆ)|ಮರಳಿ ಕರೆ|ವಾಪಸ್ ಕಾಲ್|ഈ നമ്പറിൽ (?:വിളിക്ക|കോൾ)|തിരികെ വിളിക്ക|এই নম্বরে (?:কল|ফোন)|ফিরতি কল|কল ব্যাক|या नंबरवर (?:कॉल|फोन)|परत कॉल कर|આ નંબર પર (?:કોલ|ફોન)|પાછો ફોન કર/u,
    // an app or APK to install
    /\.apk\b|(?:download|install) (?:the |this |our )?(?:app|application|software|tool)|(?:ऐप|एप|अॅप).{0,20}(?:डाउनलोड|इंस्टॉल)|app (?:download|install) kar|(?:ஆப்|செயலி).{0,20}(?:பதிவிறக்க|இன்ஸ்டால்)|(?:యాప్).{0,20}(?:డౌన్‌లోడ్|ఇన్‌స్టాల్)|(?:অ্যাপ).{0,20}(?:ডাউনলোড|ইনস্টল)/u,
  ],
  weak: [
    // a demand to pay, in the romanised mixes
    /\b(?:paise|paisa|amount|payment|fee|charges?|money|rs\.?|₹|\d{3,})\b.{0,25}\b(?:bhej (?:do|dijiye|dena)|bhejo|bhejiye|transfer (?:karo|kar do|karein|kijiye|pannunga|pannu|koro|kara|karo)|pay (?:karo|karein|kijiye|kar do|pannunga|pannu|koro|kara|karo|cheyyandi|maadi)|jama (?:karo|karein|kijiye)|anuppu(?:nga|ngal)?|kattunga|kattu|pathao|pathan|pathiye dao|pathva|bhara|bharo|mokli (?:do|dyo)|mokalo|kalisi|kalsi|kodi|ayakku|ayakkoo|cheyyandi|pampandi|pampu)\b/u,
    /(?:click|open|visit) (?:on )?(?:the |this |below )?link|(?:fill|complete) (?:the |this )?form|\bform bhar|लिंक|फॉर्म|இணைப்பை|లింక్|লিংক|ಲಿಂಕ್|ലിങ്ക്|લિંક/u,
    /\bscreenshot|\butr\b|send (?:the )?(?:money|amount|payment)|pay (?:now|today|immediately)|\bgst\b|\btds\b|100 ?% safe|no risk|risk[- ]free/u,
    // a demand to pay, in the scripts
    /(?:पैसे|रुपये|राशि|रकम|₹).{0,40}(?:भेजें|भेजिए|जमा करें|ट्रांसफर करें)|(?:பணம்|தொகை|₹).{0,40}(?:அனுப்ப வேண்டும்|அனுப்புங்கள்|செலுத்த வேண்டும்|செலுத்துங்கள்)|(?:డబ్బు|మొత్తం|₹).{0,40}(?:పంపండి|చెల్లించండి|జమ చేయండి)|(?:ಹಣ|ಮೊತ್ತ|₹).{0,40}(?:ಕಳುಹಿಸಿ|ಪಾವತಿಸಿ)|(?:പണം|തുക|₹).{0,40}(?:അയയ്ക്കണം|അടയ്ക്കണം|ട്രാൻസ്ഫർ ചെയ്യണം)|(?:টাকা|₹).{0,40}(?:পাঠান|জমা দিন|ট্রান্সফার করুন)|(?:पैसे|रक्कम|₹).{0,40}(?:पाठवा|भरा|जमा करा)|(?:પૈસા|રકમ|₹).{0,40}(?:મોકલો|ભરો|જમા કરો)/u,
    /\bfee\b|\bfees\b|\bcharges?\b|शुल्क|फीस|கட்டணம்|ఫీజు|ফি(?![\u0980-\u09FF])|ಶುಲ್ಕ|ഫീസ്|ફી(?![\u0A80-\u0AFF])/u,
    /\botp\b|ओटीपी|ஓடிபி|ఓటీపీ|ওটিপি|ಒಟಿಪಿ|ഒടിപി|ઓટીપી/u,
  ],
}
