import type { CueSet } from '../cue-set.js'

/**
 * KYC_BANKING, by its pretext: the caller is a bank, a card department, a payment app or wallet,
 * or the RBI, and the story is the victim's account, card, KYC or UPI (a collect request, a PIN
 * "to receive", cashback, reward points). Utility bills, money "sent by mistake" and refunds have
 * no label of their own (`unlabelled-families.ts`).
 */
export const kycBanking: CueSet = {
  strong: [
    // KYC, in Latin letters or transliterated
    /\be-?kyc\b|\bkyc\b|केवाईसी|கேஒய்சி|கே.ஒய்.சி|కేవైసీ|కెవైసి|কেওয়াইসি|ಕೆವೈಸಿ|കെവൈസി|કેવાયસી|केवायसी/u,
    // UPI collect request, a QR or a PIN "to receive" money
    /scan (?:the |this )?qr(?: code)? to (?:receive|claim|get)|collect request|\bapprove\b.{0,25}\brequest|request.{0,25}\bapprove|\benter (?:your |the )?(?:upi )?pin\b|\bpin (?:daal|dal|enter|podunga|podu|haaki|dalo)|\bupi pin|यूपीआई पिन|யுபிஐ பின்|యూపీఐ పిన్|ಯುಪಿಐ ಪಿನ್|യുപിഐ പിൻ|ইউপিআই পিন|યુપીઆઈ પિન/u,
    // a suspicious or unauthorised transaction, a "fraud cell", the bank's security team
    /suspicious (?:transaction|activity|login|debit)|unauthori[sz]ed (?:transaction|debit|access|login)|(?:debit|transaction|payment) (?:was |has been )?(?:just )?attempted|fraud (?:monitoring|alert|department|cell|team|prevention|control)|(?:bank|card|banking)(?:'s)? (?:security|risk|fraud|verification) (?:team|department|cell|desk|division)|संदिग्ध लेन-?देन|अनधिकृत|संशयास्पद व्यवहार|சந்தேகத்திற்குரிய பரிவர்த்தனை|சந்தேகமான பரிவர்த்தனை|అనుమానాస్పద లావాదేవీ|ಅನುಮಾನಾಸ್ಪದ ವಹಿವಾಟು|ಸಂಶಯಾಸ್ಪದ ವಹಿವಾಟು|സംശയാസ്പദമായ ഇടപാട്|সন্দেহজনক লেনদেন|શંકાસ્પદ વ્યવહાર/u,
    // the bank's own departments calling; a bank locker to be sealed, its agreement unsigned or its rent due
    /\b(?:bank|sbi|hdfc|icici|axis|kotak|pnb|canara|yono)\b.{0,30}\b(?:head office|customer (?:care|service|support)|kyc (?:department|team|cell|desk)|credit card (?:department|division|team)|card (?:department|division|team)|verification (?:department|team))|(?:बैंक|बँक)\S{0,3} (?:के |की |चे |च्या )?(?:मुख्यालय|कस्टमर केयर|कस्टमर केअर|केवाईसी विभाग|सुरक्षा विभाग|कार्ड विभाग)|வங்கி(?:யின்|யிலிருந்து)? .{0,20}(?:பிரிவ|துறை|கஸ்டமர் கேர்)|బ్యాంక్ .{0,20}(?:విభాగ|కస్టమర్ కేర్)|ಬ್ಯಾಂಕ್ .{0,20}(?:ವಿಭಾಗ|ಕಸ್ಟಮರ್ ಕೇರ್)|ബാങ്ക് .{0,20}(?:വിഭാഗ|കസ്റ്റമർ കെയർ)|ব্যাংক(?:ের)? .{0,20}(?:বিভাগ|কাস্টমার কেয়ার)|બેંક(?:ના|ની)? .{0,20}(?:વિભાગ|કસ્ટમર કેર)|\blocker\b.{0,40}\b(?:seal|agreement|rent|break|broken open)|(?:लॉकर|லாக்கர்|లాకర్|ಲಾಕರ್|ലോക്കർ|লকার|લોકર)\S{0,6} .{0,40}(?:सील|சீல்|సీల్|ಸೀಲ್|സീൽ|সিল|સીલ|एग्रीमेंट|अग्रीमेंट|ॲग्रीमेंट|करार|அக்ரிமென்ட்|ஒப்பந்த|అగ్రిమెంట్|ఒప్పంద|ಅಗ್ರಿಮೆಂಟ್|ಒಪ್ಪಂದ|എഗ്രിമെന്റ്|കരാർ|এগ্রিমেন্ট|চুক্তি|એગ્રીમેન્ટ|કરાર|rent|agreement|seal)/u,
    // the bank's or card's security or fraud team as the scripts spell it ("कार्ड सिक्योरिटी टीम", "കാർഡ് സെക്യൂരിറ്റി ടീം")
    /(?:कार्ड|बैंक|बँक)\S{0,4} (?:सिक्योरिटी|सिक्युरिटी|सेक्युरिटी|फ्रॉड|सुरक्षा) (?:टीम|विभाग|डिपार्टमेंट|सेल)|(?:கார்டு|பேங்க்|வங்கி)\S{0,4} (?:செக்யூரிட்டி|செக்யூரிட்டீ|ஃப்ராட்|பாதுகாப்பு) (?:டீம்|பிரிவ|துறை)|(?:కార్డ్|కార్డు|బ్యాంక్)\S{0,4} (?:సెక్యూరిటీ|ఫ్రాడ్|భద్రతా) (?:టీమ్|టీం|విభాగ)|(?:ಕಾರ್ಡ್|ಬ್ಯಾಂಕ್)\S{0,4} (?:ಸೆಕ್ಯುರಿಟಿ|ಸೆಕ್ಯೂರಿಟಿ|ಫ್ರಾಡ್|ಭದ್ರತಾ) (?:ಟೀಮ್|ತಂಡ|ವಿಭಾಗ)|(?:കാർഡ്|ബാങ്ക്)\S{0,6} (?:സെക്യൂരിറ്റി|ഫ്രോഡ്|സുരക്ഷാ) (?:ടീം|വിഭാഗ)|(?:কার্ড|ব্যাংক|ব্যাঙ্ক)\S{0,4} (?:সিকিউরিটি|ফ্রড|নিরাপত্তা) (?:টিম|বিভাগ)|(?:કાર્ડ|બેંક)\S{0,4} (?:સિક્યુરિટી|સિક્યોરિટી|ફ્રોડ|સુરક્ષા) (?:ટીમ|વિભાગ)/u,
    // a card department, as the scripts say or spell it
    /(?:कार्ड|கார்டு|కార్డ్|ಕಾರ್ಡ್|കാർഡ്|কার্ড|કાર્ડ) (?:डिपार्टमेंट|विभाग|டிபார்ட்மென்ட்|டிபார்ட்மெண்ட்|பிரிவ|డిపార్ట్‌మెంట్|విభాగ|ಡಿಪಾರ್ಟ್‌ಮೆಂಟ್|ವಿಭಾಗ|ഡിപ്പാർട്ട്‌മെന്റ|ഡിപ്പാർട്ട്മെന്റ|വിഭാഗ|ডিপার্টমেন্ট|বিভাগ|ડિપાર્ટમેન્ટ|વિભાગ)/u,
  ],
  medium: [
    // a card or account blocked, frozen or cloned, the English verb kept in the script ("कार्ड block हो गया",
    // "കാർഡ് clone ചെയ്തു", "card clone kar liya")
    /(?:कार्ड|खाता|खाते|अकाउंट|அக்கவுண்ட்|கார்டு|கணக்கு|కార్డ్|కార్డు|అకౌంట్|ఖాతా|ಕಾರ್ಡ್|ಅಕೌಂಟ್|ಖಾತೆ|കാർഡ്|അക്കൗണ്ട്|কার্ড|অ্যাকাউন্ট|કાર્ડ|એકાઉન્ટ|ખાતું)\S{0,4} .{0,25}(?:block|freez|frozen|clone|hold|suspend)|\b(?:card|atm card|debit card|credit card)\b.{0,25}\bclon(?:e|ed|ing)\b|\bclon(?:e|ed) (?:your |ur |aapka |unga )?(?:card|atm)\b/u,
    // a card's annual fee to be charged, waived or reversed (a credit card desk's story), in each language
    /\bannual (?:fee|charges?)\b|(?:वार्षिक|सालाना) (?:शुल्क|फीस|फी|चार्ज)|வருடாந்திர கட்டண|ஆண்டு கட்டண|వార్షిక (?:రుసుము|ఫీజు|ఛార్జ్)|ವಾರ್ಷಿಕ (?:ಶುಲ್ಕ|ಫೀ|ಚಾರ್ಜ್)|വാർഷിക (?:ഫീസ്|ചാർജ്)|বার্ষিক (?:ফি|চার্জ)|વાર્ષિક (?:ફી|ચાર્જ)/u,
    // cashback, a scratch card, reward points on a card
    /cash ?back|scratch ?card|reward points?|credit card points|कैशबैक|कॅशबॅक|रिवॉर्ड पॉइंट|स्क्रैच कार्ड|கேஷ்பேக்|ஸ்க்ராட்ச்|ரிவார்டு பாயிண்ட்|క్యాష్‌బ్యాక్|స్క్రాచ్|రివార్డ్ పాయింట్|ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್|ರಿವಾರ್ಡ್ ಪಾಯಿಂಟ್|ക്യാഷ്ബാക്ക്|റിവാർഡ് പോയിന്റ്|ক্যাশব্যাক|রিওয়ার্ড পয়েন্ট|કેશબેક|રિવોર્ડ પોઈન્ટ/u,
    // account, card, wallet or SIM to be blocked, frozen or closed
    /\b(?:account|a\/c|card|wallet|net ?banking|yono|upi|sim)\b.{0,40}\b(?:block|suspend|freez|frozen|deactivat|clos|lock|restrict|disabl|band ho)|\b(?:block|suspend|freez|deactivat)\w*\b.{0,25}\b(?:account|a\/c|card|wallet)\b|\bkh?aa?ta\b.{0,20}\b(?:band|block|freeze)|(?:खाता|खाते|कार्ड|वॉलेट|सिम|अकाउंट|अकाऊंट|एकाउंट|नेट ?बैंकिंग).{0,30}(?:बंद|ब्लॉक|फ्रीज|निलंबित|रोक|गोठ|लॉक)|(?:கணக்கு|கார்டு|அட்டை|அக்கவுண்ட்|அக்கவுன்ட்|அக்கௌண்ட்|அகவுண்ட்|வாலட்).{0,40}(?:முடக்க|தடை|நிறுத்த|மூட|பிளாக்|ப்ளாக்|லாக்)|(?:ఖాతా|అకౌంట్|అకౌంటు|ఎకౌంట్|కార్డు|కార్డ్|వాలెట్).{0,30}(?:బ్లాక్|నిలిపి|మూసి|స్తంభ|లాక్)|(?:ಖಾತೆ|ಅಕೌಂಟ್|ಅಕೌಂಟು|ಎಕೌಂಟ್|ಕಾರ್ಡ್|ವಾಲೆಟ್).{0,30}(?:ಬ್ಲಾಕ್|ಸ್ಥಗಿತ|ಮುಚ್ಚ|ಲಾಕ್)|(?:അക്കൗണ്ട്|അകൗണ്ട്|കാർഡ്|വാലറ്റ്|നെറ്റ് ?ബാങ്കിംഗ്).{0,30}(?:ബ്ലോക്ക്|മരവിപ്പി|റദ്ദ|ലോക്ക്)|(?:অ্যাকাউন্ট|একাউন্ট|অ্যাকাউন্ট|কার্ড|খাতা|ওয়ালেট).{0,30}(?:ব্লক|বন্ধ|স্থগিত|লক)|(?:खाते|खात्या|कार्ड|वॉलेट|अकाउंट).{0,30}(?:बंद|ब्लॉक|गोठव|लॉक)|(?:ખાત|કાર્ડ|વોલેટ|એકાઉન્ટ|અકાઉન્ટ).{0,30}(?:બંધ|બ્લોક|સ્થગિત|લોક)/u,
    // update or verify KYC, PAN, Aadhaar, the account; Aadhaar seeded to the account; in the scripts the
    // verb is often the English one ("ఆధార్ seeding", "आधार link करें")
    /\b(?:update|verify|re-?verif|link|seed|reactivat|activat|renew)\w*\b.{0,25}\b(?:kyc|pan|aadhaa?r|account|bank details|card|wallet)\b|\b(?:pan|aadhaa?r|kyc)\b.{0,20}\b(?:link|update|verify|seed)|(?:अपडेट|सत्यापन|वेरिफाई|लिंक).{0,25}(?:खाता|खाते|पैन|आधार)|(?:पैन|पॅन|आधार).{0,20}(?:लिंक|अपडेट|सीडिंग|link|updat|seed|verif)|(?:புதுப்பி|சரிபார்|அப்டேட்).{0,30}(?:கணக்கு|KYC|பான்|ஆதார்)|(?:பான்|ஆதார்).{0,20}(?:இணைக்க|லிங்க்|அப்டேட்|சீடிங்|link|updat|seed|verif)|(?:నవీకరించ|అప్‌డేట్|ధృవీకరించ).{0,30}(?:ఖాతా|KYC|పాన్|ఆధార్)|(?:పాన్|ఆధార్).{0,20}(?:లింక్|అప్‌డేట్|సీడింగ్|link|updat|seed|verif)|(?:ಅಪ್‌ಡೇಟ್|ನವೀಕರಿಸ|ಪರಿಶೀಲಿಸ).{0,30}(?:ಖಾತೆ|KYC|ಪ್ಯಾನ್|ಆಧಾರ್)|(?:ಪ್ಯಾನ್|ಆಧಾರ್).{0,20}(?:ಲಿಂಕ್|ಅಪ್‌ಡೇಟ್|ಸೀಡಿಂಗ್|link|updat|seed|verif)|(?:അപ്ഡേറ്റ്|പുതുക്ക|സ്ഥിരീകരി).{0,30}(?:അക്കൗണ്ട്|KYC|പാൻ|ആധാർ)|(?:പാൻ|ആധാർ).{0,20}(?:ലിങ്ക്|അപ്ഡേറ്റ്|സീഡിംഗ്|link|updat|seed|verif)|(?:আপডেট|যাচাই).{0,30}(?:অ্যাকাউন্ট|KYC|কার্ড|প্যান|আধার)|(?:প্যান|আধার).{0,20}(?:লিংক|আপডেট|সিডিং|link|updat|seed|verif)|(?:अपडेट|पडताळणी).{0,30}(?:खाते|KYC|पॅन|आधार)|(?:અપડેટ|ચકાસણી).{0,30}(?:ખાતા|KYC|પાન|આધાર)|(?:પાન|આધાર).{0,20}(?:લિંક|અપડેટ|સીડિંગ|link|updat|seed|verif)/u,
    // card data, net-banking login
    /\bcvv\b|card (?:number|details|expiry)|expiry date|net ?banking (?:user|password|id|login)|(?:debit|atm) card (?:details|number|pin)|कार्ड (?:नंबर|विवरण)|கார்டு (?:விவர|எண்)|కార్డ్ (?:వివరాలు|నంబర్)|ಕಾರ್ಡ್ (?:ವಿವರ|ಸಂಖ್ಯೆ|ನಂಬರ್)|കാർഡ് (?:വിവര|നമ്പർ)|কার্ড (?:নম্বর|বিবরণ)|कार्ड (?:क्रमांक|तपशील)|કાર્ડ (?:નંબર|વિગત)/u,
    // a payment app's wallet or account
    /\b(?:paytm|phone ?pe|amazon pay|mobikwik|g ?pay|google pay|freecharge|airtel payments?|jio ?money|bhim)\b.{0,15}\b(?:wallet|account|kyc|upi)\b|(?:पेटीएम|फोनपे|गूगल पे|अमेज़न पे|पेटीएम)\S{0,3} (?:वॉलेट|खाता|अकाउंट)|(?:பேடிஎம்|போன்பே|கூகுள் பே)\S{0,4} ?(?:வாலட்|கணக்கு)|(?:పేటీఎం|ఫోన్‌పే|గూగుల్ పే)\S{0,4} ?(?:వాలెట్|ఖాతా)|(?:ಪೇಟಿಎಂ|ಫೋನ್‌ಪೇ|ಗೂಗಲ್ ಪೇ)\S{0,4} ?(?:ವಾಲೆಟ್|ಖಾತೆ)|(?:പേടിഎം|ഫോൺപേ|ഗൂഗിൾ പേ)\S{0,4} ?(?:വാലറ്റ്|അക്കൗണ്ട്)|(?:পেটিএম|ফোনপে|গুগল পে)\S{0,4} ?(?:ওয়ালেট|অ্যাকাউন্ট)|(?:પેટીએમ|ફોનપે|ગૂગલ પે)\S{0,4} ?(?:વોલેટ|ખાતું)|(?:paytm|phonepe|amazon pay|mobikwik|gpay) ?(?:वॉलेट|வாலட்|వాలెట్|ವಾಲೆಟ್|വാലറ്റ്|ওয়ালেট|વોલેટ)/u,
    /\breversal\b(?<!\b(?:ban|block|suspension|strike|account) reversal)|chargeback|\bnominee\b(?<=\b(?:savings|bank|a\/c|accounts?|deposit|fd)\b.{0,40}nominee)|\bnominee (?:module|registration is (?:now )?mandatory)|\b(?:bank |safe deposit )?locker\b|\bsim ?binding\b|\bmobile banking\b|लॉकर|லாக்கர்|లాకర్|ಲಾಕರ್|ലോക്കർ|লকার|લોકર|मोबाइल बैंकिंग|मोबाईल बँकिंग|மொபைல் பேங்கிங்|మొబైల్ బ్యాంకింగ్|ಮೊಬೈಲ್ ಬ್ಯಾಂಕಿಂಗ್|മൊബൈൽ ബാങ്കിംഗ്|মোবাইল ব্যাংকিং|મોબાઇલ બેંકિંગ/u,
    // a card's limit raised or its plan upgraded by the "card department"
    /\b(?:credit |card )?limit (?:increase|enhancement|upgrade|hike)|\b(?:increase|enhance|upgrade|raise)\w* (?:your |the )?(?:credit |card )?limit\b|\blimit (?:badha|badh|increase kar|barh)|लिमिट (?:बढ़|बढ|बढा|वाढव|वाढ)|(?:கார்டு |க்ரெடிட் )?லிமிட் .{0,15}(?:அதிகரி|உயர்த்த|ஏற்ற|இன்க்ரீஸ்)|లిమిట్ .{0,15}(?:పెంచ|పెరిగ|ఇంక్రీజ్)|ಲಿಮಿಟ್ .{0,15}(?:ಹೆಚ್ಚಿಸ|ಹೆಚ್ಚಾ|ಇನ್‌ಕ್ರೀಸ್)|ലിമിറ്റ് .{0,25}(?:കൂട്ട|വർധിപ്പി|വർദ്ധിപ്പി|ഉയർത്ത|ഇൻക്രീസ്)|লিমিট .{0,15}(?:বাড়া|বাড়ি|ইনক্রিজ)|લિમિટ .{0,15}(?:વધાર|વધી)/u,
  ],
  weak: [
    /\bbank\b|बैंक|बँक|வங்கி|బ్యాంక్|బ్యాంకు|ব্যাংক|ব্যাঙ্ক|ಬ್ಯಾಂಕ್|ബാങ്ക്|બેંક/u,
    /\b(?:sbi|hdfc|icici|axis|kotak|pnb|canara|bank of baroda|yono|union bank|indusind|idfc|yes bank|paytm|phonepe|gpay|google pay|bhim|amazon pay|mobikwik|freecharge)\b|कनरा|கனரா|పేటీఎం|ಪೇಟಿಎಂ|പേടിഎം|পেটিএম|પેટીએમ|फोनपे|போன்பே|ఫోన్‌పే|ಫೋನ್‌ಪೇ|ഫോൺപേ|ফোনপে|ફોનપે/u,
    /\brbi\b|reserve bank|रिज़र्व बैंक|रिजर्व बैंक|ரிசர்வ் வங்கி|రిజర్వ్ బ్యాంక్|ರಿಸರ್ವ್ ಬ್ಯಾಂಕ್|റിസർവ് ബാങ്ക്|রিজার্ভ ব্যাংক|રિઝર્વ બેંક/u,
    /\botp\b|ओटीपी|ஓடிபி|ఓటీపీ|ওটিপি|ಒಟಿಪಿ|ഒടിപി|ઓટીપી/u,
    /\b(?:debit|credit|atm) card\b|\bnet ?banking\b|\bupi\b|नेट ?बैंकिंग|நெட் ?பேங்கிங்|నెట్ ?బ్యాంకింగ్|ನೆಟ್ ?ಬ್ಯಾಂಕಿಂಗ್|നെറ്റ് ?ബാങ്കിംഗ്|নেট ?ব্যাংকিং|नेट ?बँकिंग|નેટ ?બેંકિંગ|डेबिट कार्ड|क्रेडिट कार्ड|டெபிட் கார்டு|கிரெடிட் கார்டு|డెబిట్ కార్డ్|క్రెడిట్ కార్డ్|ಡೆಬಿಟ್ ಕಾರ್ಡ್|ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್|ഡെബിറ്റ് കാർഡ്|ക്രെഡിറ്റ് കാർഡ്|ডেবিট কার্ড|ক্রেডিট কার্ড|ડેબિટ કાર્ડ|ક્રેડિટ કાર્ડ/u,
  ],
}
