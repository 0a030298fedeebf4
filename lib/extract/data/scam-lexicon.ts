/**
 * Scam-indicator phrases by language. Each is a sign of a scam in its own right (a request for
 * an OTP, a fee to release a prize, a threat of arrest, an expiry deadline), not an everyday
 * word: a genuine bank alert ("never share your OTP") or a friend's bill-splitting message must
 * not match two of them. Where a language puts "not" after the verb ("কাউকে বলবেন না"), the
 * "tell no one" phrase is left out: a genuine OTP alert says it too, and the negation filter of
 * `findPhrases` only reads what comes before. Latin entries match whole words, case-insensitively; entries in Indic scripts match
 * as word prefixes so inflected forms count.
 */
export const scamLexicon: Readonly<Record<string, readonly string[]>> = Object.freeze({
  english: [
    // pressure
    'urgent', 'urgently', 'immediately', 'act now', 'act fast', 'hurry up', 'last chance', 'final warning', 'final notice',
    'final reminder', 'within 24 hours', 'within 1 hour', 'within 30 minutes', 'expires today', 'offer expires',
    // threats
    'account will be blocked', 'account blocked', 'account will be suspended', 'account suspended', 'account will be frozen',
    'account frozen', 'will be frozen', 'will be blocked', 'will be suspended', 'will be deactivated', 'will be disconnected',
    'legal action', 'arrest warrant', 'non-bailable warrant', 'digital arrest', 'digital custody', 'under arrest',
    'will be arrested', 'police will come', 'money laundering', 'drug trafficking', 'human trafficking', 'narcotics',
    'mdma', 'illegal items', 'parcel seized', 'blacklisted', 'national security', 'penalty charged',
    // credentials and access
    'share the otp', 'share your otp', 'share otp', 'share the 6 digit otp', 'share the 6-digit otp',
    'unauthorized transaction', 'unauthorised transaction', 'suspicious activity', 'temporarily suspended', 'tell me the otp', 'read me the otp', 'send the otp', 'send me the otp',
    'enter your upi pin', 'enter upi pin', 'upi pin', 'card details', 'net banking password', 'recovery words',
    'recovery phrase', 'seed phrase', 'secret phrase', 'private key', 'anydesk', 'teamviewer', 'rustdesk', 'quick support',
    'quicksupport', 'remote access', 'remote support', 'screen share', 'screen sharing', 'remote support tool',
    // kyc and banking
    'kyc', 'e-kyc', 'ekyc', 're-kyc', 'kyc update', 'update your kyc', 'kyc expired', 'kyc pending', 'aadhaar seeding',
    'sim will be blocked', 'reversal', 'collect request', 'approve the request', 'sent by mistake', 'by mistake i sent',
    'verify your account', 'click the link', 'click on the link', 'click here', 'open the link',
    // prizes and offers
    'lottery', 'lucky draw', 'lucky winner', 'you have won', "you've won", 'won a prize', 'jackpot', 'prize money',
    'winner', 'congratulations', 'cashback', 'scratch card', 'reward points', 'gift card', 'free gift', 'free recharge',
    'claim your', 'claim now', 'kbc', 'kaun banega crorepati', 'exclusive offer',
    // fees
    'processing fee', 'processing charge', 'registration fee', 'verification fee', 'verification amount',
    'verification payment', 'clearance fee', 'clearance duty', 'customs duty', 'customs clearance', 'delivery charge',
    'security deposit', 'refundable deposit', 'refundable', 'advance fee', 'token amount', 'activation fee', 'release fee',
    'gst charge', 'insurance charge', 'file charge', 'stamp duty', 'unfreeze', 'withdrawal fee', 'joining fee',
    // jobs, investments, loans
    'work from home', 'part-time job', 'part time job', 'part-time work', 'daily income', 'earn daily', 'prepaid task',
    'merchant task', 'like videos', 'youtube likes', 'telegram group', 'guaranteed returns', 'guaranteed profit',
    'assured returns', 'double your money', 'daily returns', 'completely safe', 'risk free', 'risk-free', 'trading signals',
    'vip group', 'ipo allotment', 'ipo quota', 'block deal', 'presale', 'airdrop', 'whitelist', 'usdt', 'bitcoin',
    'crypto', 'arbitrage', 'pre-approved', 'instant loan', 'loan approved', 'no cibil', 'without cibil',
    // blackmail and romance
    'video call recording', 'recorded you', 'private video', 'intimate video', 'nude', 'morphed', 'go viral',
    'send it to your contacts', 'family group', 'webcam', 'stuck at the airport', 'gift parcel',
    // impersonation and isolation
    'rbi guidelines', 'as per rbi', 'cbi', 'enforcement directorate', 'cyber crime', 'crime branch', 'customs officer',
    'fraud monitoring', 'do not tell anyone', "don't tell anyone", 'do not inform', "don't inform", 'do not disconnect',
    "don't disconnect", "don't visit the branch", 'do not visit the branch', "don't call your bank",
    'do not call your bank', "don't tell your bank", 'do not go to the police', 'keep this confidential',
  ],
  hinglish: [
    'jaldi karo', 'jaldi kijiye', 'turant', 'abhi karo', 'warna', 'varna', 'account band', 'khata band',
    'block ho jayega', 'band ho jayega', 'freeze ho gaya', 'otp batao', 'otp bata do', 'otp bhejo', 'otp share karo',
    'otp bolo', 'pin daalo', 'pin dalo', 'paise double', 'paisa double', 'ghar baithe', 'lottery lagi', 'inaam',
    'jeete hain', 'jeet gaye', 'police aayegi', 'giraftar', 'giraftari', 'arrest ho', 'video viral', 'sabko bhej dunga',
    'link pe click', 'link par click', 'fees bharo', 'fee bharo', 'kisi ko mat batana', 'kisi ko mat bolna',
    'cashback mila', 'claim karo', 'wapas milenge', 'double milega',
    // expiry and blocking threats, the urgency of "jaldi check karna, warna expire ho jayega"
    'expire ho jayega', 'expire ho jaega', 'expire ho jayegi', 'expire hone wala', 'expire ho raha hai',
    'suspend ho jayega', 'deactivate ho jayega', 'block kar diya jayega', 'band kar diya jayega', 'cancel ho jayega',
    'lapse ho jayega', 'jaldi check karo', 'jaldi check karna', 'jaldi update karo', 'kyc update karo', 'kyc karwa lo',
    'otp dijiye', 'otp bataiye', 'otp bata dijiye', 'link kholo', 'link open karo', 'app download karo',
    'anydesk download karo', 'penalty lagegi', 'jurmana lagega', 'case darj', 'warrant nikla', 'ghar baithe kamao',
    'paise double', 'registration fee bharo',
  ],
  tanglish: [
    'seekiram', 'udane pannunga', 'avasaram', 'expire aagidum', 'expire aayidum', 'block aagidum', 'block aayidum',
    'otp sollunga', 'otp anuppunga', 'link click pannunga', 'arrest pannuvom', 'kaidhu', 'abaradham',
  ],
  benglish: [
    'taratari korun', 'expire hoye jabe', 'block hoye jabe', 'bondho hoye jabe', 'otp bolun', 'otp pathan',
    'griftar',
  ],
  kanglish: ['bega maadi', 'expire aagutte', 'block aagutte', 'otp heli', 'otp kalsi'],
  hindi: [
    'तुरंत', 'जल्दी कीजिए', 'जल्दी करें', 'जल्दी करो', 'अंतिम सूचना', 'आखिरी मौका', 'खाता बंद', 'खाता फ्रीज़', 'फ्रीज़ कर',
    'ब्लॉक कर दिया जाएगा', 'बंद कर दिया जाएगा', 'काट दी जाएगी', 'केवाईसी', 'ओटीपी बताइए', 'otp बताइए', 'otp बताएं',
    'otp भेजें', 'गिरफ्तार', 'गिरफ्तारी', 'डिजिटल अरेस्ट', 'वारंट', 'इनाम', 'लॉटरी', 'लकी ड्रॉ', 'बधाई हो', 'कैशबैक',
    'प्रोसेसिंग शुल्क', 'पंजीकरण शुल्क', 'सत्यापन शुल्क', 'रजिस्ट्रेशन शुल्क', 'जुर्माना', 'कस्टम ड्यूटी',
    'मनी लॉन्ड्रिंग', 'सीबीआई', 'साइबर क्राइम', 'स्क्रीन शेयर', 'ऐप डाउनलोड', 'ऐप इंस्टॉल', 'सुरक्षा राशि',
    'किसी को न बताएं', 'किसी को मत बताना', 'किसी से बात नहीं', 'गोपनीय', 'मानव तस्करी', 'संदिग्ध लेन-देन', 'दोगुना',
    'गारंटीड रिटर्न', 'वर्क फ्रॉम होम', 'घर बैठे', 'अटक वॉरंट', 'दंड', 'कर्ज मंजूर',
  ],
  tamil: [
    'அவசரம்', 'உடனடியாக', 'கடைசி எச்சரிக்கை', 'கேஷ்பேக்', 'பரிசு', 'லாட்டரி', 'முடக்கப்படும்', 'துண்டிக்கப்படும்', 'கைது',
    'அபராதம்', 'செயலாக்கக் கட்டணம்', 'பதிவுக் கட்டணம்', 'சரிபார்ப்புக் கட்டணம்', 'பயப்பட வேண்டாம்',
    'யாரிடமும் சொல்ல வேண்டாம்', 'ரகசியம்', 'காலாவதியாகி', 'காலாவதியாகும்', 'சீக்கிரம்', 'உடனே', 'தடை செய்யப்படும்',
    'செயலிழக்க', 'ஓடிபி சொல்லுங்க', 'ஓடிபி அனுப்புங்க', 'வாரண்ட்', 'கேஒய்சி', 'லிங்கை கிளிக்', 'லிங்க் கிளிக்',
    'இரட்டிப்பு', 'பிளாக் ஆகிவிடும்',
  ],
  telugu: [
    'అత్యవసరం', 'వెంటనే', 'బహుమతి', 'లాటరీ', 'జరిమానా', 'అరెస్ట్', 'రుసుము', 'గడువు ముగుస్తుంది', 'గడువు ముగిస',
    'ఓటీపీ చెప్పండి', 'ఓటీపీ పంపండి', 'బ్లాక్ అవుతుంది', 'నిలిపివేయబడుతుంది', 'కేవైసీ', 'లింక్ క్లిక్', 'వారెంట్', 'త్వరగా',
  ],
  bengali: [
    'জরুরি', 'এখনই', 'পুরস্কার', 'লটারি', 'জরিমানা', 'গ্রেফতার', 'গ্রেপ্তার', 'যাচাই ফি', 'সতর্কবার্তা', 'মেয়াদ শেষ',
    'ওটিপি বলুন', 'ওটিপি পাঠান', 'ব্লক হয়ে যাবে', 'বন্ধ হয়ে যাবে', 'কেওয়াইসি', 'লিংকে ক্লিক', 'ওয়ারেন্ট', 'তাড়াতাড়ি',
  ],
  kannada: [
    'ತುರ್ತು', 'ತಕ್ಷಣ', 'ಅವಧಿ ಮುಗಿಯುತ್ತ', 'ಒಟಿಪಿ ಹೇಳಿ', 'ಒಟಿಪಿ ಕಳುಹಿಸಿ', 'ಬ್ಲಾಕ್ ಆಗುತ್ತ', 'ಬಂಧನ', 'ಬಂಧಿಸ', 'ದಂಡ',
    'ಬಹುಮಾನ', 'ಲಾಟರಿ', 'ಕೆವೈಸಿ', 'ವಾರಂಟ್',
  ],
  malayalam: [
    'അടിയന്തിര', 'അടിയന്തര', 'ഉടൻ', 'കാലാവധി കഴിയും', 'ഒടിപി പറയൂ', 'ഒടിപി അയക്കൂ', 'ബ്ലോക്ക് ആകും', 'അറസ്റ്റ്',
    'പിഴ', 'സമ്മാനം', 'ലോട്ടറി', 'കെവൈസി', 'വാറണ്ട്',
  ],
  marathi: [
    'तातडीने', 'ताबडतोब', 'मुदत संपेल', 'मुदत संपत', 'ओटीपी सांगा', 'ओटीपी पाठवा', 'ब्लॉक होईल', 'बंद होईल', 'अटक होईल', 'अटक केली जाईल',
    'बक्षीस', 'वॉरंट',
  ],
  gujarati: [
    'તાત્કાલિક', 'તરત જ', 'સમાપ્ત થઈ જશે', 'ઓટીપી આપો', 'ઓટીપી મોકલો', 'બ્લોક થઈ જશે', 'બંધ થઈ જશે', 'ધરપકડ', 'દંડ',
    'ઇનામ', 'લોટરી', 'કેવાયસી', 'વોરંટ',
  ],
})
