/** Currency markers written before an amount (`Rs 500`, `₹500`, `INR 500`). */
export const currencyBefore: readonly string[] = Object.freeze([
  '₹', 'rs', 'rs.', 'rs/-', 'inr', 'rupees', 'rupee', 'rupaye', 'rupaiye', 'rupay', 'रु.', 'रु', 'रुपये', 'रुपए', 'ரூ.', 'ரூ',
  'రూ.', 'রু.',
])

/** Currency words written after an amount (`500 rupees`, `500 रुपये`, `500 ரூபாய்`). */
export const currencyAfter: readonly string[] = Object.freeze([
  'rupees', 'rupee', 'rupaye', 'rupaiye', 'rupay', 'rupiya', 'rupya', 'rs', 'rs.', 'inr', '₹', '/-',
  'रुपये', 'रुपए', 'रुपया', 'रुपयों', 'रु.', 'रु', 'ரூபாய்', 'ரூபாய', 'రూపాయలు', 'రూపాయల', 'টাকা', 'রুপি', 'ರೂಪಾಯಿ',
  'രൂപ', 'રૂપિયા', 'ਰੁਪਏ',
])

/** Indian multipliers, by power of ten: `2.5 lakh` is 250000, `1 crore` is 10000000. */
export const multipliers: Readonly<Record<string, number>> = Object.freeze({
  k: 3, thousand: 3, hazar: 3, hazaar: 3, 'हज़ार': 3, 'हजार': 3, 'ஆயிரம்': 3, 'వేలు': 3, 'হাজার': 3,
  lakh: 5, lakhs: 5, lac: 5, lacs: 5, 'लाख': 5, 'லட்சம்': 5, 'லட்ச': 5, 'లక్ష': 5, 'লাখ': 5, 'ಲಕ್ಷ': 5, 'ലക്ഷം': 5,
  crore: 7, crores: 7, cr: 7, 'करोड़': 7, 'करोड': 7, 'கோடி': 7, 'కోట్ల': 7, 'కోటి': 7, 'কোটি': 7, 'ಕೋಟಿ': 7, 'കോടി': 7,
})

/**
 * What a bare lakh or crore may count instead of rupees: people and things ("10 lakh students",
 * "2 crore farmers", "5 लाख लोगों", "ஒரு லட்சம் பேர்"). A lakh with no currency word before one of
 * these is a number of them, not an amount. Latin words match whole, Indic ones as prefixes.
 */
export const countedNouns: readonly string[] = Object.freeze([
  'people', 'persons', 'students', 'users', 'customers', 'farmers', 'families', 'members', 'women', 'men', 'youth',
  'children', 'kids', 'girls', 'boys', 'citizens', 'households', 'homes', 'houses', 'beneficiaries', 'subscribers',
  'followers', 'downloads', 'investors', 'winners', 'participants', 'applicants', 'candidates', 'jobs', 'vacancies',
  'posts', 'accounts', 'laptops', 'phones', 'tablets', 'smartphones', 'scooties', 'cycles', 'log', 'logon', 'logo',
  'bacche', 'bachche', 'kisan', 'kisano', 'parivar', 'parivaron', 'mahilaon', 'yuva', 'chhatra', 'vidyarthi',
  'लोग', 'लोगों', 'छात्र', 'छात्रों', 'विद्यार्थी', 'किसान', 'परिवार', 'महिला', 'युवा', 'बच्चों', 'बच्चे', 'ग्राहक',
  'सदस्य', 'लाभार्थी', 'उपयोगकर्ता', 'नागरिक', 'लोक', 'शेतकरी', 'कुटुंब', 'विद्यार्थ्यांना', 'मुलांना',
  'மக்கள்', 'பேர்', 'மாணவ', 'விவசாயி', 'குடும்ப', 'பயனாளி', 'வாடிக்கையாளர்', 'பெண்கள்', 'இளைஞர்',
  'ప్రజలు', 'మంది', 'విద్యార్థు', 'రైతు', 'కుటుంబా', 'లబ్ధిదారు', 'వినియోగదారు', 'మహిళ', 'యువత',
  'ಜನ', 'ಮಂದಿ', 'ವಿದ್ಯಾರ್ಥಿ', 'ರೈತ', 'ಕುಟುಂಬ', 'ಫಲಾನುಭವಿ', 'ಗ್ರಾಹಕ', 'ಮಹಿಳೆ', 'ಯುವಕ',
  'ആളുകൾ', 'പേർ', 'വിദ്യാർത്ഥി', 'കർഷക', 'കുടുംബ', 'ഗുണഭോക്താ', 'ഉപഭോക്താ', 'സ്ത്രീ', 'യുവ',
  'মানুষ', 'জন', 'ছাত্র', 'কৃষক', 'পরিবার', 'গ্রাহক', 'সদস্য', 'উপভোক্তা', 'মহিলা', 'যুবক',
  'લોકો', 'વિદ્યાર્થી', 'ખેડૂત', 'પરિવાર', 'ગ્રાહક', 'સભ્ય', 'લાભાર્થી', 'મહિલા', 'યુવા',
])

/**
 * Amounts written without a currency word count next to the words that make them money: a
 * payment verb or a money noun before the number ("send 30000", "start with just 10000", "rent
 * 24000", "शुरुआत सिर्फ़ 30000"), or a payment verb after it, as Indian languages put the verb
 * last ("15000 bhej do", "1500 pottu", "3000 জমা করুন"). Latin words match whole, Indic words as
 * prefixes (inflections). Multi-word cues are written with single spaces.
 */
export const moneyCuesBefore: readonly string[] = Object.freeze([
  // English
  'pay', 'paying', 'paid', 'send', 'sending', 'sent', 'transfer', 'transferring', 'deposit', 'depositing', 'invest',
  'investing', 'add', 'adding', 'put', 'start with', 'starting with', 'begin with', 'minimum',
  'at least', 'atleast', 'registration', 'fee', 'fees', 'charge', 'charges', 'charged', 'cost', 'costs', 'price',
  'advance', 'rent', 'share', 'half', 'receive', 'receiving', 'get', 'getting', 'earn', 'earning', 'withdraw',
  'withdrawal', 'profit', 'refund', 'amount', 'total', 'bonus', 'salary', 'commission', 'emi', 'fine', 'penalty',
  'tds', 'gst', 'tax', 'duty', 'settlement', 'balance', 'worth', 'need', 'needs',
  // Hinglish and other romanised speech
  'shuru', 'shuruat', 'shuruaat', 'shuruwat', 'shuru me', 'shuru mein', 'kam se kam', 'kiraya', 'bhada', 'baki',
  'bakaya', 'jama', 'muthalla', 'mudhalla', 'modhalla', 'vaadagai', 'kattanam', 'bhara', 'prothome', 'modalu',
  // Indic scripts (prefixes)
  'शुरुआत', 'शुरू', 'कम से कम', 'न्यूनतम', 'किराया', 'किराए', 'फीस', 'शुल्क', 'भुगतान', 'राशि', 'कुल', 'बकाया',
  'एडवांस', 'निवेश', 'मुनाफा', 'भाडे', 'किमान', 'एकूण', 'गुंतवणूक', 'முதல்ல', 'முதலில்', 'குறைந்தபட்சம்', 'கட்டணம்',
  'வாடகை', 'மொத்தம்', 'தொகை', 'முதலீடு', 'ভাড়া', 'ফি', 'মোট', 'ন্যূনতম', 'প্রথমে', 'বিনিয়োগ', 'রুসుము', 'రుసుము',
  'అద్దె', 'మొత్తం', 'కనీసం', 'మొదట', 'పెట్టుబడి', 'ಶುಲ್ಕ', 'ಬಾಡಿಗೆ', 'ಒಟ್ಟು', 'ಕನಿಷ್ಠ', 'ಮೊದಲು', 'ಹೂಡಿಕೆ',
  'ഫീസ്', 'വാടക', 'ആകെ', 'കുറഞ്ഞത്', 'ആദ്യം', 'നിക്ഷേപ', 'ભાડું', 'ફી', 'કુલ', 'ઓછામાં ઓછા', 'પહેલા', 'રોકાણ',
  // fee, charge and advance as each script spells the English word
  'फी', 'चार्ज', 'ஃபீஸ்', 'பீஸ்', 'சார்ஜ்', 'అడ్వాన్స్', 'ఫీజు', 'ఛార్జ్', 'చార్జ్', 'চার্জ', 'অ্যাডভান্স',
  'ಫೀಸ್', 'ಚಾರ್ಜ್', 'ಅಡ್ವಾನ್ಸ್', 'ചാർജ്', 'അഡ്വാൻസ്', 'ચાર્જ', 'એડવાન્સ', 'அட்வான்ஸ்', 'ॲडव्हान्स', 'अॅडव्हान्स',
  // "at the start", and "minimum" as each script spells the English word
  'सुरुवात', 'શરૂઆત', 'ஆரம்ப', 'ప్రారంభ', 'ಆರಂಭ', 'തുടക്ക', 'শুরুতে', 'मिनिमम', 'மினிமம்', 'మినిమం', 'ಮಿನಿಮಮ್',
  'മിനിമം', 'মিনিমাম', 'મિનિમમ',
])

export const moneyCuesAfter: readonly string[] = Object.freeze([
  // English words that follow an amount
  'transfer', 'deposit', 'invest', 'advance', 'payment', 'fee', 'fees', 'rent', 'profit', 'return', 'returns', 'back',
  // Hinglish
  'bhej', 'bhejo', 'bhejna', 'bhejne', 'bhejni', 'bhejiye', 'bhejdo', 'bhejde', 'bhejdena', 'bhejenge', 'bhejoge', 'daal',
  'daalo', 'dalo', 'daliye', 'daalna', 'daalne', 'daaliye', 'lagao', 'lagana', 'lagane', 'lagaiye', 'lagayein', 'laga',
  'lagega', 'lagenge', 'jama', 'bharo', 'bhariye', 'bharna', 'bharne', 'bhar', 'de', 'dedo', 'dena', 'dene', 'dijiye',
  'dein', 'wapas', 'vapas', 'milega', 'milenge', 'chahiye', 'chaiye', 'pay', 'karo',
  // romanised Tamil, Bengali, Telugu, Kannada, Malayalam, Marathi, Gujarati
  'anuppu', 'anupu', 'anuppunga', 'anupunga', 'anuppidu', 'anuppi', 'anupi', 'anuppa', 'pottu', 'podu', 'podunga',
  'potta', 'pottaa', 'kattu', 'kattunga', 'kattanum', 'katta', 'kodu', 'kudu', 'kodunga', 'kudunga', 'thirumba', 'varum',
  'kidaikkum', 'venum', 'vendum', 'diye', 'dao', 'pathao', 'pathan', 'pathiye', 'pathate', 'bhoro', 'bhorun',
  'ferot', 'paben', 'lagbe', 'dite', 'deben', 'pampandi', 'pampu', 'pampinchandi', 'kattandi', 'ivvandi', 'ivvu',
  'kalsi', 'kalisi', 'kalsu', 'kalisu', 'katti', 'haaki', 'haaku', 'kodi', 'ayakku', 'ayakkuka', 'ayachu', 'adakku',
  'adaykku', 'adakkuka', 'tharu', 'nalku', 'pathva', 'pathava', 'bhara', 'dya', 'moklo', 'mokli', 'bharo', 'aapo',
  // Indic scripts (prefixes)
  'भेज', 'जमा', 'डाल', 'लगाओ', 'लगाइए', 'लगाना', 'लगाने', 'लगाएं', 'ट्रांसफर', 'भरें', 'भरो', 'भरिए', 'भरना', 'भर दो',
  'दें', 'दीजिए', 'दे दो', 'दे दीजिए', 'देना', 'देने', 'वापस', 'मिलेंग', 'मिलेगा', 'चाहिए', 'लगेंग', 'लगेगा',
  'से शुरुआत', 'से शुरू', 'का भुगतान', 'निवेश', 'पाठव', 'भरा', 'द्या', 'அனுப்ப', 'போடு', 'போட்ட', 'போடுங்க', 'கட்ட', 'செலுத்த',
  'கொடு', 'திரும்ப', 'கிடைக்கும்', 'வேண்டும்', 'முதலீடு', 'டெபாசிட்', 'দিয়ে', 'দাও', 'পাঠা', 'ভরো', 'ভরুন', 'ভরে',
  'জমা', 'ফেরত', 'পাবেন', 'লাগবে', 'పంప', 'కట్ట', 'చెల్లించ', 'ఇవ్వ', 'వస్తుంది', 'కావాలి', 'ಕಳುಹಿಸ', 'ಕಳಿಸ',
  'ಕಟ್ಟ', 'ಪಾವತಿಸ', 'ಹಾಕ', 'ಕೊಡ', 'ಬೇಕು', 'ಜಮಾ', 'അയയ്ക്ക', 'അയക്ക', 'അയച്ച', 'അടയ്ക്ക', 'അടക്ക', 'നൽക', 'ഇടൂ',
  'ഇടുക', 'ഇട്ടാൽ', 'വേണം', 'મોકલ', 'ભરો', 'ભરી', 'જમા', 'આપો', 'જોઈએ', 'ચૂકવ', 'गुंतव', 'వేయ', 'వేసి',
  'चुका', 'टाका', 'टाकून', 'தர', 'தாங்க', 'தாருங்கள்', 'జమ', 'ಕೊಟ್ಟ', 'തര', 'കൊടുക്ക', 'കൊടുത്ത', 'આપવા', 'નાખો',
  'দিতে', 'দেবেন',
  // the English words each script spells: transfer, payment, deposit, invest, charge, advance
  'ट्रान्सफर', 'पेमेंट', 'डिपॉजिट', 'இன்வெஸ்ட்', 'டிரான்ஸ்பர்', 'ட்ரான்ஸ்பர்', 'பேமெண்ட்', 'ট্রান্সফার', 'পেমেন্ট',
  'ডিপোজিট', 'ట్రాన్స్‌ఫర్', 'ట్రాన్స్ఫర్', 'డిపాజిట్', 'ಟ್ರಾನ್ಸ್‌ಫರ್', 'ಟ್ರಾನ್ಸ್ಫರ್', 'ಡೆಪಾಸಿಟ್', 'ട്രാൻസ്ഫർ',
  'ഡെപ്പോസിറ്റ്', 'ટ્રાન્સફર', 'પેમેન્ટ', 'ડિપોઝિટ', 'चार्ज', 'एडवांस', 'சார்ஜ்', 'அட்வான்ஸ்', 'ఛార్జ్', 'అడ్వాన్స్',
  'চার্জ', 'অ্যাডভান্স', 'ಚಾರ್ಜ್', 'ಅಡ್ವಾನ್ಸ್', 'ചാർജ്', 'അഡ്വാൻസ്', 'ચાર્જ', 'એડવાન્સ',
  // put in, paid, invested ("20000 పెట్టి", "1000 അടച്ചാൽ", "10,000 ഇട്ടിട്ടുണ്ട്")
  'పెట్ట', 'അടച്ച', 'ഇട്ട', 'നിക്ഷേപ', 'टाक', 'નાખ', 'ಇನ್ವೆಸ್ಟ್', 'ఇన్వెస్ట్', 'ഇൻവെസ്റ്റ്', 'ইনভেস্ট', 'इन्व्हेस्ट',
  'ઇન્વેસ્ટ', 'इन्वेस्ट',
  // what comes back or what it grows into: the promise of a scheme ("35000 ஆக்கி", "8000 ಆಗುತ್ತೆ", "4200 પાછા મળશે")
  'worth', 'ஆக்கி', 'ஆகும்', 'ஆகிவிடும்', 'ஆயிடும்', 'வரும்', 'అవుతా', 'వస్తా', 'తిరిగి', 'ಆಗುತ್ತ', 'ಆಗ್ತ', 'ಸಿಗುತ್ತ',
  'ಸಿಗ್ತ', 'ವಾಪಸ್', 'ಬರುತ್ತ', 'ആകും', 'ആവും', 'ആക്കി', 'തിരികെ', 'തിരിച്ച്', 'കിട്ടും', 'ലഭിക്കും', 'হয়ে যাবে',
  'পাবে', 'होतील', 'परत', 'मिळतील', 'मिळेल', 'થઈ જશે', 'પાછા', 'મળશે', 'हो जाएंग', 'हो जाएगा', 'बन जाएंग', 'बन जाएगा',
  // "… in your hand": the sum the victim is promised to receive
  'आपके हाथ', 'तुम्हारे हाथ', 'உங்க கை', 'உங்கள் கை', 'మీ చేతి', 'ನಿಮ್ಮ ಕೈ', 'നിങ്ങളുടെ കയ്യ', 'നിങ്ങളുടെ കൈ', 'আপনার হাত',
  'তোমার হাত', 'तुमच्या हात', 'તમારા હાથ',
  // worth: "25000 విలువైన USDT"
  'విలువ', 'மதிப்ப', 'ಮೌಲ್ಯ', 'മൂല്യ', 'মূল্যের', 'मूल्य', 'किमती', 'કિંમત',
  // start with it: "5000 ದಿಂದ ಶುರು", "10000-ல ஆரம்பி"
  'ದಿಂದ ಶುರು', 'ದಿಂದ ಆರಂಭ', 'తో మొదలు', 'తో ప్రారంభ', 'ஆரம்பி', 'കൊണ്ട് തുടങ്ങ', 'ൽ തുടങ്ങ', 'দিয়ে শুরু',
  'ने सुरुवात', 'पासून सुरुवात', 'થી શરૂ', 'से शुरू कर',
])

/** Words that may stand between a money cue and its amount ("send just 500", "40000 aur bhejna"). */
export const amountFillers: readonly string[] = Object.freeze([
  'just', 'only', 'another', 'an', 'a', 'the', 'of', 'me', 'us', 'him', 'her', 'them', 'more', 'extra', 'additional',
  'approx', 'around', 'about', 'minimum', 'min', 'total', 'now', 'bas', 'sirf', 'keval', 'aur', 'abhi', 'turant',
  'mathram', 'matra', 'matro', 'maatra', 'verum', 'ippo', 'ekhon', 'mein', 'se',
  'ippove', 'ekhoni', 'ega', 'ippol',
  'सिर्फ़', 'सिर्फ', 'केवल', 'बस', 'और', 'अभी', 'तुरंत', 'में', 'வெறும்', 'மட்டும்', 'இப்போ', 'இப்போதே',
  'শুধু', 'মাত্র', 'আরও', 'এখন', 'এখনই', 'ఇంకా', 'మాత్రమే', 'ఇప్పుడు', 'ఇప్పుడే', 'ಕೇವಲ', 'ಮಾತ್ರ', 'ಈಗ', 'ಈಗಲೇ',
  'മാത്രം', 'ഇനി', 'ഇപ്പോൾ', 'ഉടൻ', 'फक्त', 'आणखी', 'आता', 'लगेच', 'ફક્ત', 'વધુ', 'હમણાં', 'હવે',
  'కేవలం', 'വെറും', 'માત્ર', 'केवळ', 'मात्र',
])

/**
 * Words that may follow an amount a cue stands before ("pay 1000 and…", "send 10000 to…",
 * "rent 24000 hai"): a unit ("30 pages", "500 USDT", "12 months") may not.
 */
export const amountFollowers: readonly string[] = Object.freeze([
  'and', 'now', 'to', 'for', 'more', 'back', 'in', 'into', 'via', 'through', 'today', 'tonight', 'immediately', 'first',
  'only', 'then', 'or', 'as', 'at', 'on', 'from', 'each', 'within', 'before', 'by', 'using', 'with', 'right', 'asap',
  'please', 'pls', 'also', 'extra', 'is', 'was', 'will', 'needs', 'need', 'must', 'should', 'can', 'has', 'have', 'last',
  'ka', 'ki', 'ke', 'ko', 'se', 'hai', 'hain', 'tha', 'aur', 'abhi', 'turant', 'tak', 'me', 'mein', 'par', 'pe', 'bhi',
  'hi', 'jaldi', 'ippo', 'udane', 'ekhon', 'ar', 'taka',
  'की', 'का', 'के', 'को', 'से', 'है', 'हैं', 'और', 'अभी', 'में', 'पर', 'तक', 'भी', 'ही', 'तुरंत', 'வரை', 'இப்போ',
  'உடனே', 'এখন', 'আর', 'ఇప్పుడు', 'ಈಗ', 'ഇപ്പോൾ', 'आता', 'હવે',
  // "with" or "from" the sum, as the scripts write them apart: "सुरुवात 10000 ने करा", "શરૂઆત 10000 થી કરો"
  'ने', 'થી', 'ದಿಂದ', 'తో', 'കൊണ്ട്', 'দিয়ে',
  // "is enough": "ആദ്യം 1000 മതി", "முதல்ல 500 போதும்"
  'മതി', 'போதும்', 'చాలు', 'ಸಾಕು', 'যথেষ্ট', 'पुरे', 'પૂરતા', 'काफी', 'kaafi', 'podhum', 'chaalu', 'saaku', 'mathi',
  // when or how the sum is paid: "send me 4,100 together whenever", "2000 ek saath bhejna", "3000 কাল দিও"
  'together', 'altogether', 'total', 'whenever', 'when', 'once', 'after', 'tomorrow', 'soon', 'later', 'latest',
  'saath', 'ek', 'jab', 'kal', 'baad', 'साथ', 'एक', 'जब', 'कल', 'बाद', 'ஒன்னா', 'சேர்த்து', 'நாளைக்கு', 'ఒకేసారి',
  'రేపు', 'ಒಟ್ಟಿಗೆ', 'ನಾಳೆ', 'ഒരുമിച്ച്', 'നാളെ', 'একসাথে', 'কাল', 'एकत्र', 'उद्या', 'સાથે', 'કાલે',
])
