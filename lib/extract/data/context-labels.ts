/**
 * What a number is, by the words in front of it. `void` numbers are none of the reported kinds
 * (OTPs, PINs, card and consumer numbers, "account ending 4521"); `identity` numbers are the
 * sender's own staff, badge or registration ids, not reported either; `transaction` ids (UTR, UPI
 * ref) are not reported either, even when they carry letters. Latin phrases match whole words,
 * case-insensitively; phrases in Indic scripts match as word prefixes, so inflected forms count
 * (கணக்கில், खाते में).
 */
export type LabelClass =
  | 'account' | 'phone' | 'aadhaar' | 'void' | 'identity' | 'transaction' | 'order' | 'policy' | 'case' | 'payment'

/** "ID" spelt in each script ("आईडी", "আইডি"): read as the Latin "ID" is, as a label and as a label's head. */
export const scriptIds: readonly string[] = Object.freeze(['आईडी', 'आयडी', 'ஐடி', 'ఐడి', 'ಐಡಿ', 'ഐഡി', 'আইডি', 'આઈડી', 'આઇડી'])

export const contextLabels: Readonly<Record<LabelClass, readonly string[]>> = Object.freeze({
  account: [
    'account number', 'account no', 'account', 'accounts', 'a/c no', 'a/c', 'acc no', 'acct', 'ac no', 'bank account',
    'khata number', 'khata sankhya', 'khata', 'khaata', 'beneficiary account',
    'खाता संख्या', 'खाता नंबर', 'खाता क्रमांक', 'खाते क्रमांक', 'खाता', 'खाते', 'अकाउंट', 'एकाउंट',
    'கணக்கு எண்', 'கணக்க', 'அக்கவுண்ட்', 'ఖాతా', 'అకౌంట్', 'অ্যাকাউন্ট', 'হিসাব নম্বর', 'ಖಾತೆ', 'അക്കൗണ്ട്', 'ખાતા', 'ਖਾਤਾ',
  ],
  phone: [
    'call', 'calls', 'calling', 'phone', 'mobile', 'mob', 'contact', 'whatsapp', 'whats app', 'helpline', 'help line',
    'hotline', 'desk', 'direct line', 'tel', 'telephone', 'dial', 'sms', 'reach me', 'reach us',
    'फोन', 'फ़ोन', 'मोबाइल', 'कॉल', 'संपर्क', 'व्हाट्सऐप', 'व्हाट्सएप', 'हेल्पलाइन', 'அழை', 'தொலைபேசி', 'மொபைல்',
    'கைபேசி', 'வாட்ஸ்அப்', 'ফোন', 'যোগাযোগ', 'মোবাইল', 'ఫోన్', 'కాల్', 'సంప్రదించ', 'మొబైల్', 'ಫೋನ್', 'ഫോൺ',
  ],
  aadhaar: [
    'aadhaar', 'aadhar', 'adhaar', 'adhar', 'aadhaar number', 'aadhaar card', 'aadhaar card number', 'aadhar card',
    'aadhar card number', 'uidai', 'uid',
    'आधार', 'ஆதார்', 'ఆధార్', 'আধার', 'ಆಧಾರ್', 'ആധാർ', 'આધાર', 'ਆਧਾਰ',
  ],
  void: [
    'otp', 'one time password', 'code', 'pin', 'upi pin', 'mpin', 'cvv', 'password', 'passcode', 'card', 'card number',
    'debit card', 'credit card', 'consumer number', 'consumer no', 'consumer id', 'ca number', 'connection number',
    'service number', 'meter number', 'k number', 'ending', 'ending with', 'ends with', 'last 4 digits',
    'last four digits', 'pincode', 'pin code', 'user id', 'customer id', 'login id', 'anydesk id', 'rustdesk id',
    'teamviewer id', 'device id', 'employee id', 'cheque no', 'cheque number', 'vehicle number', 'flat no', 'house no',
    // utility, telecom and service identifiers: numbers the customer holds with a company, not with a bank
    'ca no', 'k no', 'rr no', 'rr number', 'bp no', 'bp number', 'consumer code', 'customer no', 'customer number',
    'connection no', 'service connection', 'service connection no', 'service connection number', 'sc no', 'usc no',
    'subscriber id', 'subscriber no', 'subscriber number', 'member id', 'membership id', 'membership no', 'meter no',
    'bill no', 'bill number', 'ivrs no', 'ivrs number', 'uan', 'uan no', 'uan number', 'vc no', 'vc number',
    'ग्राहक आईडी', 'ग्राहक संख्या', 'मीटर', 'வாடிக்கையாளர் எண்', 'வாடிக்கையாளர் ஐடி', 'மீட்டர்',
    'ओटीपी', 'कोड', 'पिन', 'उपभोक्ता', 'कनेक्शन', 'कार्ड', 'ஓடிபி', 'குறியீடு', 'இணைப்பு எண்', 'மின் இணைப்பு',
    'நுகர்வோர்', 'கார்டு', 'அட்டை', 'கடைசி', 'ওটিপি', 'কোড', 'కోడ్', 'ఓటీపీ', 'ಒಟಿಪಿ',
    // a job offer's own reference and a coupon's code name no case
    'offer reference', 'offer ref', 'offer letter', 'offer letter no', 'joining letter', 'appointment letter',
    'coupon', 'coupon code', 'promo code', 'promocode', 'voucher', 'voucher code', 'referral code', 'discount code',
    'redeem code', 'appointment reference', 'appointment ref', 'joining reference', 'offer letter reference',
    // the offer or appointment letter, as each script says or spells it ("नियुक्ती संदर्भ क्रमांक", "ഓഫർ ലെറ്റർ നമ്പർ")
    'ऑफर लेटर', 'ऑफर लेटर', 'नियुक्ति पत्र', 'नियुक्ती पत्र', 'नियुक्ति', 'नियुक्ती', 'ஆஃபர் லெட்டர்', 'ஆஃபர் லெட்டர்',
    'பணி நியமன', 'ఆఫర్ లెటర్', 'నియామక పత్ర', 'ಆಫರ್ ಲೆಟರ್', 'ನೇಮಕಾತಿ ಪತ್ರ', 'ഓഫർ ലെറ്റർ', 'നിയമന ഉത്തരവ്',
    'অফার লেটার', 'নিয়োগপত্র', 'নিয়োগ পত্র', 'ઓફર લેટર', 'નિમણૂક પત્ર', 'નિમણૂંક પત્ર',
    // the offer's reference, as each script spells it ("ఆఫర్ రిఫరెన్స్", "ऑफर रेफरेंस")
    'ऑफर रेफरेंस', 'ऑफर रेफरेन्स', 'ऑफर रेफरन्स', 'ऑफर संदर्भ', 'ஆஃபர் ரெஃபரன்ஸ்', 'ஆஃபர் ரெபரன்ஸ்', 'ఆఫర్ రిఫరెన్స్',
    'ಆಫರ್ ರೆಫರೆನ್ಸ್', 'ഓഫർ റഫറൻസ്', 'অফার রেফারেন্স', 'ઓફર રેફરન્સ',
    // the scheme's own papers, like its offer letter: an agreement or contract it issues the victim
    // ("ஒப்பந்த எண்", "करार क्रमांक") names the victim's place in the scheme, not a case they are in
    'agreement', 'agreement no', 'agreement number', 'agreement id', 'contract no', 'contract number', 'contract id',
    'अनुबंध', 'एग्रीमेंट', 'करार', 'ஒப்பந்த', 'அக்ரிமென்ட்', 'ఒప్పంద', 'అగ్రిమెంట్', 'ಒಪ್ಪಂದ', 'ಅಗ್ರಿಮೆಂಟ್',
    'കരാർ', 'എഗ്രിമെന്റ്', 'চুক্তি', 'এগ্রিমেন্ট', 'કરાર', 'એગ્રીમેન્ટ',
  ],
  // who the sender says they are: a staff, badge or licence number is a claim about themselves
  // (the dialogue records it), never a case against the victim; a phone after "ID" is still a phone
  identity: [
    'id', 'id no', 'id number', 'id card', 'my id', 'badge', 'badge no', 'badge number', 'badge id', 'buckle number',
    'staff id', 'staff no', 'staff number', 'staff code', 'officer id', 'officer code', 'agent id', 'agent code',
    'executive id', 'executive code', 'technician id', 'engineer id', 'employee code', 'employee no', 'employee number',
    'emp id', 'emp code', 'emp no', 'service id', 'identity number', 'registered research analyst', 'research analyst',
    'investment adviser', 'investment advisor', 'sebi registration', 'sebi reg', 'sebi registered', 'licence no',
    'licence number', 'license no', 'license number', 'gstin', 'gst no', 'gst number', 'arn', 'arn no',
    'बैज', 'बैज नंबर', 'बिल्ला', 'कर्मचारी आईडी', 'कर्मचारी कोड', 'कर्मचारी संख्या', 'कर्मचारी क्रमांक', 'पहचान पत्र',
    'பணியாளர் எண்', 'பணியாளர் ஐடி', 'அடையாள எண்', 'பேட்ஜ்', 'ఉద్యోగి ఐడి', 'బ్యాడ్జ్', 'కర్మచారి', 'কর্মী আইডি',
    'কর্মচারী আইডি', 'ব্যাজ', 'ಬ್ಯಾಡ್ಜ್', 'ಉದ್ಯೋಗಿ ಐಡಿ', 'ನೌಕರ ಐಡಿ', 'ബാഡ്ജ്', 'ജീവനക്കാരുടെ ഐഡി', 'ഐഡി കാർഡ്',
    'बॅज', 'कर्मचारी आयडी', 'બેજ', 'કર્મચારી આઈડી',
    // the victim's own id inside a job or task scheme: a candidate, a reviewer, a trainee is the role it gives them
    'candidate id', 'candidate no', 'candidate number', 'candidate code', 'reviewer id', 'reviewer code', 'trainee id',
    'worker id', 'applicant id', 'associate id', 'partner id', 'freelancer id', 'task id', 'intern id',
    'joining id', 'onboarding id', 'kaam id',
    'कैंडिडेट आईडी', 'उम्मीदवार आईडी', 'उम्मीदवार क्रमांक', 'उम्मीदवार संख्या', 'उमेदवार आयडी', 'उमेदवार क्रमांक',
    'விண்ணப்பதாரர் ஐடி', 'கேண்டிடேட் ஐடி', 'అభ్యర్థి ఐడి', 'క్యాండిడేట్ ఐడి', 'ಅಭ್ಯರ್ಥಿ ಐಡಿ', 'ಕ್ಯಾಂಡಿಡೇಟ್ ಐಡಿ',
    'ഉദ്യോഗാർത്ഥി ഐഡി', 'കാൻഡിഡേറ്റ് ഐഡി', 'প্রার্থী আইডি', 'ক্যান্ডিডেট আইডি', 'ઉમેદવાર આઈડી', 'કેન્ડિડેટ આઈડી',
    // the candidate or member a scheme makes of the victim, by that word alone in each script, whatever
    // "number", "ID" or "code" follows ("ಅಭ್ಯರ್ಥಿ ಸಂಖ್ಯೆ", "ઉમેદવાર નંબર", "सदस्य क्रमांक"); a reference
    // after it ("candidate reference number") is still a file's, as in English (`resolveLabels`)
    'member no', 'member number', 'member code', 'membership number', 'applicant no', 'applicant number',
    'उम्मीदवार', 'अभ्यर्थी', 'कैंडिडेट', 'उमेदवार', 'सदस्य', 'मेंबर', 'விண்ணப்பதாரர்', 'கேண்டிடேட்', 'உறுப்பினர்',
    'மெம்பர்', 'అభ్యర్థి', 'క్యాండిడేట్', 'సభ్య', 'మెంబర్', 'ಅಭ್ಯರ್ಥಿ', 'ಕ್ಯಾಂಡಿಡೇಟ್', 'ಸದಸ್ಯ',
    'ಮೆಂಬರ್', 'ഉദ്യോഗാർത്ഥി', 'കാൻഡിഡേറ്റ്', 'അംഗത്വ', 'അംഗ നമ്പർ', 'അംഗ ഐഡി', 'മെമ്പർ', 'മെംബർ', 'প্রার্থী', 'ক্যান্ডিডেট', 'সদস্য', 'মেম্বার',
    'ઉમેદવાર', 'કેન્ડિડેટ', 'સભ્ય', 'મેમ્બર',
    // "employee", native or spelt from English, before an ID in any script ("ఎంప్లాయీ ఐడి", "કર્મચારી ID")
    'कर्मचारी', 'एम्प्लॉई', 'एम्प्लॉयी', 'एम्प्लॉयी', 'ஊழியர்', 'பணியாளர்', 'எம்ப்ளாயி', 'எம்ப்ளாயீ', 'ఉద్యోగి', 'ఎంప్లాయీ',
    'ఎంప్లాయి', 'ಉದ್ಯೋಗಿ', 'ನೌಕರ', 'ಎಂಪ್ಲಾಯಿ', 'ಎಂಪ್ಲಾಯೀ', 'ജീവനക്കാര', 'എംപ്ലോയി', 'എംപ്ലോയീ', 'কর্মী', 'কর্মচারী',
    'এমপ্লয়ি', 'এমপ্লয়ী', 'कर्मचारी', 'એમ્પ્લોયી', 'એમ્પ્લોઈ', 'કર્મચારી',
    // the investor a scheme makes of the victim, as it makes a candidate or a member ("మీ ఇన్వెస్టర్ ID")
    'investor id', 'investor no', 'investor number',
    // the victim's own place elsewhere: a lender on a lending platform, a hospital's patient, a student's roll
    // number, a property on a municipality's roll
    'lender id', 'lender no', 'lender number', 'patient id', 'patient no', 'patient number', 'uhid', 'roll no', 'roll number',
    'enrolment no', 'enrolment number', 'enrollment no', 'enrollment number', 'student id', 'property no', 'property number',
    'property id', 'रोल नंबर', 'रोल नं', 'अनुक्रमांक', 'मालमत्ता क्रमांक', 'संपत्ति संख्या', 'प्रॉपर्टी नंबर', 'ரோல் நம்பர்',
    'ரோல் எண்', 'రోల్ నంబర్', 'ರೋಲ್ ನಂಬರ್', 'റോൾ നമ്പർ', 'রোল নম্বর', 'રોલ નંબર', 'મિલકત નંબર',
    'इन्वेस्टर', 'निवेशक', 'இன்வெஸ்டர்', 'முதலீட்டாளர்', 'ఇన్వెస్టర్', 'పెట్టుబడిదారు', 'ಇನ್ವೆಸ್ಟರ್', 'ಹೂಡಿಕೆದಾರ',
    'ഇൻവെസ്റ്റർ', 'നിക്ഷേപക', 'ইনভেস্টর', 'বিনিয়োগকারী', 'गुंतवणूकदार', 'ઇન્વેસ્ટર', 'રોકાણકાર',
    // "ID" as each script spells it: like the Latin "ID", someone's own after "my" or "your" ("আমার আইডি"),
    // a label's own id after one ("কেস আইডি"), and no label after any other word ("বুকিং আইডি")
    ...scriptIds,
  ],
  transaction: [
    'utr', 'utr no', 'utr number', 'upi ref', 'upi ref no', 'upi reference', 'bank ref', 'bank ref no', 'transaction id',
    'transaction no', 'transaction', 'transaction ref', 'txn id', 'txn', 'txn ref', 'rrn', 'imps ref', 'neft ref', 'payment id',
    'payment ref',
    'लेनदेन', 'ट्रांजैक्शन', 'பரிவர்த்தனை',
  ],
  order: [
    'order', 'order id', 'order no', 'order number', 'awb', 'awb no', 'airway bill', 'tracking', 'tracking id',
    'tracking no', 'tracking number', 'shipment', 'shipment id', 'consignment', 'consignment no', 'parcel', 'parcel id',
    'package', 'pnr', 'pnr no', 'invoice', 'invoice no', 'invoice number', 'booking id', 'booking no', 'booking reference',
    'docket', 'docket no', 'lr no',
    'awb number', 'waybill', 'way bill', 'airway bill no', 'docket number', 'consignment number', 'consignment id',
    'courier id', 'courier no', 'courier number', 'courier tracking', 'parcel no', 'parcel number', 'package id',
    'package no', 'shipment no', 'shipment number', 'article no', 'article number', 'track id', 'track no',
    'tracking code', 'tracking reference', 'order ref', 'order reference', 'lr number', 'pnr number',
    'ट्रेकिंग', 'डॉकेट', 'कूरियर नंबर', 'कुरियर नंबर', 'ட்ராக்கிங்', 'கண்காணிப்பு எண்', 'கன்சைன்மென்ட்', 'ஷிப்மெண்ட்',
    'కొరియర్ నంబర్', 'কুরিয়ার নম্বর',
    // a booking's number, as each script spells it ("सिलेंडर बुकिंग क्रमांक")
    'बुकिंग क्रमांक', 'बुकिंग नंबर', 'बुकिंग संख्या', 'புக்கிங் எண்', 'புக்கிங் நம்பர்', 'బుకింగ్ నంబర్', 'ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ',
    'ಬುಕಿಂಗ್ ನಂಬರ್', 'ബുക്കിംഗ് നമ്പർ', 'বুকিং নম্বর', 'બુકિંગ નંબર',
    'ऑर्डर', 'आर्डर', 'ट्रैकिंग', 'पार्सल', 'शिपमेंट', 'कंसाइनमेंट', 'पीएनआर', 'इनवॉइस', 'ஆர்டர்', 'பார்சல்', 'டிராக்கிங்',
    'ஷிப்மென்ட்', 'ఆర్డర్', 'పార్సెల్', 'ట్రాకింగ్', 'অর্ডার', 'পার্সেল', 'ট্র্যাকিং',
    // Kannada, Telugu, Bengali, Marathi, Malayalam and Gujarati spell the English courier words in their own script
    'ಟ್ರ್ಯಾಕಿಂಗ್', 'ಟ್ರಾಕಿಂಗ್', 'ಆರ್ಡರ್', 'ಪಾರ್ಸೆಲ್', 'ಪಾರ್ಸಲ್', 'ಕನ್ಸೈನ್‌ಮೆಂಟ್', 'ಕನ್ಸೈನ್ಮೆಂಟ್', 'ಶಿಪ್‌ಮೆಂಟ್',
    'ಶಿಪ್ಮೆಂಟ್', 'ಕೊರಿಯರ್ ಸಂಖ್ಯೆ', 'ಎಡಬ್ಲ್ಯೂಬಿ', 'ట్రాక్కింగ్', 'కన్సైన్‌మెంట్', 'కన్సైన్మెంట్', 'షిప్‌మెంట్',
    'షిప్మెంట్', 'ট্রাকিং', 'কনসাইনমেন্ট', 'শিপমেন্ট', 'ट्रॅकिंग', 'कुरिअर क्रमांक',
    'ഓർഡർ', 'ഓര്‍ഡര്‍', 'ട്രാക്കിംഗ്', 'ട്രാക്കിങ്', 'പാഴ്സൽ', 'പാർസൽ', 'കൺസൈൻമെന്റ്',
    'ഷിപ്പ്മെന്റ്', 'ഷിപ്മെന്റ്', 'ഷിപ്പ്മെൻ്റ്', 'ઓર્ડર', 'ઑર્ડર', 'ટ્રેકિંગ', 'ટ્રૅકિંગ', 'પાર્સલ', 'શિપમેન્ટ', 'કન્સાઇનમેન્ટ', 'કુરિયર નંબર',
  ],
  policy: [
    'policy', 'policy no', 'policy number', 'lic policy', 'insurance policy', 'policyholder', 'policy id',
    'certificate no', 'certificate number', 'plan no', 'plan number', 'insurance no', 'insurance number', 'insurance id',
    'proposal no', 'proposal number', 'cover note', 'cover note no',
    'बीमा संख्या', 'बीमा नंबर', 'காப்பீடு எண்', 'காப்பீட்டு எண்', 'பாலிசி எண்', 'బీమా నంబర్', 'বীমা নম্বর',
    'पॉलिसी', 'पालिसी', 'பாலிசி', 'పాలసీ', 'পলিসি', 'ಪಾಲಿಸಿ', 'പോളിസി', 'પોલિસી', 'ਪਾਲਿਸੀ',
    'पॉलिसि', 'పాలిసీ', 'পলিসী', 'ಪಾಲಿಸೀ', 'പോളിസീ', 'પૉલિસી', 'विमा क्रमांक', 'ವಿಮಾ ಸಂಖ್ಯೆ', 'బీమా సంఖ్య', 'বিমা নম্বর',
    'ഇൻഷുറൻസ് നമ്പർ', 'વીમા નંબર',
  ],
  case: [
    'case', 'case no', 'case number', 'case id', 'case ref', 'fir', 'fir no', 'f.i.r', 'fir ref', 'complaint',
    // a seizure or an arrest memo is the matter a police or railway officer says he has filed
    'memo', 'memo no', 'memo number', 'seizure memo', 'arrest memo',
    'complaint no', 'complaint id', 'complaint ref', 'claim ref', 'claim',
    // a prize's claim reference ("winning code", "lucky code"), unlike a coupon's code, is what the victim is told to quote
    'winning code', 'winner code', 'lucky code', 'prize code', 'draw code', 'lottery code', 'claim code', 'winning id',
    'winning reference', 'prize id', 'prize reference',
    // a draw's coupon number is the entry that won, as in the scripts ("কুপন নম্বর", "ಕೂಪನ್ ಸಂಖ್ಯೆ"); a coupon's code is a discount's
    'coupon no', 'coupon number',
    'complaint number', 'reference', 'reference no', 'reference number', 'reference id', 'ticket', 'ticket no',
    'ticket number', 'ticket id', 'application no', 'application number', 'application id', 'registration no',
    'registration number', 'claim no', 'claim number', 'claim id', 'claim reference', 'warrant', 'warrant no',
    'notice no', 'ecir', 'request no', 'service request', 'sr no', 'loan number', 'loan no', 'loan id', 'file no',
    'file number', 'cyber cell', 'cyber crime', 'crime branch',
    'ref', 'ref no', 'ref id', 'ref number', 'acknowledgement', 'acknowledgment', 'acknowledgement no', 'ack no',
    'ack number', 'ack id', 'cr no', 'cr number', 'crime no', 'crime number', 'gd no', 'gd number', 'gd entry', 'ncr no',
    'ncr number', 'notice number', 'notice id', 'notice ref', 'warrant number', 'warrant id', 'summons', 'summons no',
    'summon no', 'petition no', 'petition number', 'grievance', 'grievance id', 'grievance no', 'dispute id', 'dispute no',
    'dispute ref', 'dispute reference', 'incident id', 'incident no', 'incident number', 'challan', 'challan no',
    'challan number', 'e-challan', 'token no', 'token number', 'case file', 'case reference', 'srn', 'sr number',
    'request id', 'request number', 'registration id', 'enquiry no', 'inquiry no', 'shikayat', 'mamla', 'mukadma',
    'प्राथमिकी', 'वाद संख्या', 'वारंट', 'नोटिस संख्या', 'नोटिस नंबर', 'रेफरेंस', 'चालान', 'तक्रार', 'गुन्हा',
    'முதல் தகவல் அறிக்கை', 'எஃப்ஐஆர்', 'குற்ற எண்', 'டிக்கெட்', 'குறிப்பு எண்', 'ఎఫ్ఐఆర్', 'এফআইআর', 'ಪ್ರಕರಣ',
    'ದೂರು', 'കേസ്', 'ફરિયાદ', 'કેસ',
    'मामला', 'मामले', 'केस', 'शिकायत', 'एफआईआर', 'प्रकरण', 'आवेदन', 'पंजीकरण', 'संदर्भ', 'विजेता कोड', 'टिकट', 'अर्ज',
    'कर्ज क्रमांक', 'வழக்கு', 'புகார்', 'கோரிக்கை', 'பதிவு எண்', 'விண்ணப்ப', 'కేసు', 'ఫిర్యాదు', 'దరఖాస్తు', 'মামলা',
    'অভিযোগ', 'আবেদন', 'রেফারেন্স',
    // a prize's winning code in each script ("বিজয়ী কোড", "வெற்றி குறியீடு"), unlike a coupon's
    'विजेता कोड', 'लकी कोड', 'विनिंग कोड', 'வெற்றி குறியீடு', 'வின்னிங் கோட்', 'லக்கி கோட்', 'విజేత కోడ్', 'విన్నింగ్ కోడ్',
    'లక్కీ కోడ్', 'ವಿಜೇತ ಕೋಡ್', 'ವಿನ್ನಿಂಗ್ ಕೋಡ್', 'ಲಕ್ಕಿ ಕೋಡ್', 'വിജയി കോഡ്', 'വിന്നിംഗ് കോഡ്', 'ലക്കി കോഡ്',
    'বিজয়ী কোড', 'বিজয়ী কোড', 'লাকি কোড', 'উইনিং কোড', 'विजेता कोड', 'વિજેતા કોડ', 'લકી કોડ', 'વિનિંગ કોડ',
    // "winner code" spelt from English in each script ("విన్నర్ కోడ్", "विनर कोड")
    'विनर कोड', 'வின்னர் கோட்', 'வின்னர் கோடு', 'విన్నర్ కోడ్', 'ವಿನ್ನರ್ ಕೋಡ್', 'വിന്നർ കോഡ്', 'উইনার কোড', 'વિનર કોડ',
    'क्लेम कोड', 'க்ளைம் கோட்', 'క్లెయిమ్ కోడ్', 'ಕ್ಲೈಮ್ ಕೋಡ್', 'ക്ലെയിം കോഡ്', 'ক্লেইম কোড', 'ક્લેમ કોડ',
    // "claim" alone, as English has it, in each script's spellings ("ক্লেম কোড", "ಕ್ಲೇಮ್ ನಂಬರ್")
    'क्लेम', 'क्लेइम', 'க்ளைம்', 'க்ளெய்ம்', 'క్లెయిమ్', 'క్లెయిం', 'క్లెయిమ్', 'ಕ್ಲೈಮ್', 'ಕ್ಲೇಮ್', 'ക്ലെയിം', 'ക്ലെയിമ്',
    'ক্লেম', 'ক্লেইম', 'ক্লেইম', 'ક્લેમ', 'ક્લેઇમ',
    'ಕೇಸ್', 'ಎಫ್‌ಐಆರ್', 'ಎಫ್ಐಆರ್', 'ರೆಫರೆನ್ಸ್', 'ಟಿಕೆಟ್', 'రిఫరెన్స్', 'టికెట్', 'কেস', 'টিকিট', 'रेफरन्स', 'പരാതി',
    'എഫ്ഐആർ', 'എഫ്‌ഐആർ', 'റഫറൻസ്', 'ടിക്കറ്റ്', 'એફઆઈઆર', 'રેફરન્સ', 'ટિકિટ', 'கேஸ்',
  ],
  payment: [
    'transfer', 'deposit', 'neft', 'imps', 'rtgs', 'pay to', 'send to', 'bhejo', 'bhej do', 'daalo', 'dalo', 'jama karo',
    'भेजें', 'भेजिए', 'भेजो', 'जमा करें', 'ट्रांसफर', 'செலுத்த', 'அனுப்ப', 'పంపండి', 'পাঠান',
  ],
})

/** Words that may sit between a label and its number: "account no.: ", "खाता संख्या", "கணக்கு எண்". */
export const labelConnectors: readonly string[] = Object.freeze([
  'no', 'num', 'number', 'nos', 'nr', 'is', 'hai', 'details', 'id', 'है', 'का', 'की', 'संख्या', 'नंबर', 'नं', 'क्रमांक',
  'எண்', 'நம்பர்', 'సంఖ్య', 'నంబర్', 'নম্বর', 'ನಂಬರ್', 'ಸಂಖ್ಯೆ', 'নং', 'সংখ্যা', 'നമ്പർ', 'નંબર', 'ਨੰਬਰ',
  'ક્રમાંક', 'ನಂ', 'నం', 'இலக்கம்', 'ಐಡಿ', 'ఐడి', 'আইডি', 'आईडी', 'आयडी', 'ഐഡി', 'આઈડી', 'ஐடி',
])

/**
 * Words that, written right before "account", make it an account with a utility, a broker or an
 * online platform rather than a bank ("BESCOM account", "बिजली खाता", "மின் கணக்கு"):
 * its number is an identifier, not somewhere to send money. A loan account is a bank account.
 */
export const accountQualifiers: readonly string[] = Object.freeze([
  'electricity', 'electric', 'power', 'bijli', 'gas', 'lpg', 'water', 'broadband', 'internet', 'dth', 'fastag', 'utility',
  'bill', 'billing', 'consumer', 'demat', 'trading', 'wallet', 'pf', 'epf', 'nps', 'email', 'e-mail', 'gmail',
  'google', 'facebook', 'instagram', 'twitter', 'linkedin', 'netflix', 'amazon', 'flipkart', 'irctc', 'gaming', 'rummy',
  'loyalty', 'rewards', 'reward', 'member', 'membership', 'subscriber', 'subscription', 'user', 'login', 'crypto',
  'exchange', 'binance', 'bescom', 'hescom', 'mescom', 'gescom', 'cescom', 'msedcl', 'mahavitaran', 'tneb', 'tangedco',
  'bses', 'tata power', 'adani electricity', 'torrent power', 'cesc', 'kseb', 'apspdcl', 'apepdcl', 'tsspdcl', 'tsnpdcl',
  'tgspdcl', 'uppcl', 'pspcl', 'jvvnl', 'avvnl', 'jdvvnl', 'wbsedcl', 'mgvcl', 'dgvcl', 'pgvcl', 'ugvcl', 'bwssb',
  'mahanagar gas', 'igl', 'indane', 'bharat gas', 'hp gas',
  'बिजली', 'गैस', 'पानी', 'बिल', 'डीमैट', 'वॉलेट', 'மின்', 'எரிவாயு', 'విద్యుత్', 'కరెంట్',
  'বিদ্যুৎ', 'ವಿದ್ಯುತ್', 'വൈദ്യുതി',
])

/** "account ID", "खाता आईडी": an account named by an id is a login or customer id, not a bank account. */
export const accountIdWords: readonly string[] = Object.freeze(['id', 'identifier', 'आईडी', 'ஐடி', 'ఐడి', 'আইডি', 'ಐಡಿ', 'ഐഡി'])

/**
 * Generic nouns that, right after an order, policy or case label, name that label's id
 * ("tracking code", "order reference", "policy ref no"): the first label says what it is.
 */
export const idHeads: readonly string[] = Object.freeze([
  'id', 'id no', 'id number', ...scriptIds,
  'code', 'ref', 'ref no', 'ref id', 'ref number', 'reference', 'reference no', 'reference number', 'reference id',
  'ticket', 'ticket no', 'ticket number', 'ticket id', 'कोड', 'संदर्भ', 'रेफरेंस', 'குறியீடு', 'குறிப்பு எண்',
  // "code" as each script spells it, so "ক্লেম কোড" is the claim's code, not a code of its own
  'கோட்', 'கோடு', 'కోడ్', 'ಕೋಡ್', 'കോഡ്', 'কোড', 'કોડ',
])

/**
 * The heads among them that name a file's reference: after a label naming a person ("candidate
 * reference number", "उम्मीदवार संदर्भ क्रमांक") the reference is a file the organisation opened,
 * not the person's own id, so it stands as a label of its own.
 */
export const referenceHeads: readonly string[] = Object.freeze([
  'ref', 'ref no', 'ref id', 'ref number', 'reference', 'reference no', 'reference number', 'reference id', 'संदर्भ',
  'रेफरेंस', 'குறிப்பு எண்',
])

/** Bare "ref" labels: a 12-digit number after one is a bank's UPI/IMPS reference (RRN), not a case. */
export const bareRefs: readonly string[] = Object.freeze(['ref', 'ref no', 'ref id', 'ref number'])

/**
 * Words that may stand before a bare "ID" that is someone's own ("my ID", "मेरा ID", ", ID …");
 * after any other word ("Refund ID", "Booking ID") the ID is that thing's, not a person's.
 */
export const idOwners: readonly string[] = Object.freeze([
  'my', 'mine', 'our', 'your', 'his', 'her', 'their', 'the', 'this', 'official', 'mera', 'meri', 'mere', 'hamara',
  'hamari', 'apna', 'apni', 'aapka', 'aapki', 'tera', 'tumhara', 'en', 'enga', 'ennoda', 'unga', 'na', 'maa', 'amar',
  'amader', 'nanna', 'nimma', 'ente', 'maza', 'majha', 'maro', 'maru',
  'मेरा', 'मेरी', 'मेरे', 'हमारा', 'हमारी', 'आपका', 'आपकी', 'तुम्हारा', 'माझा', 'माझे', 'माझी', 'என்', 'எங்கள்', 'என்னுடைய',
  'உங்கள்', 'నా', 'మా', 'আমার', 'আমাদের', 'ನನ್ನ', 'ನಮ್ಮ', 'എന്റെ', 'ഞങ്ങളുടെ', 'મારો', 'મારું', 'મારી', 'અમારો',
  // one who holds a rank or a post, whose ID it is ("officer ID", "ഓഫീസർ ID", "इंस्पेक्टर ID")
  'officer', 'inspector', 'constable', 'agent', 'executive', 'staff', 'army', 'police',
  'ऑफिसर', 'अधिकारी', 'इंस्पेक्टर', 'अफसर', 'ஆபீசர்', 'அதிகாரி', 'இன்ஸ்பெக்டர்', 'ఆఫీసర్', 'అధికారి', 'ఇన్స్పెక్టర్',
  'ಆಫೀಸರ್', 'ಅಧಿಕಾರಿ', 'ಇನ್ಸ್ಪೆಕ್ಟರ್', 'ഓഫീസർ', 'ഓഫീസര്', 'ഉദ്യോഗസ്ഥൻ', 'ഇൻസ്പെക്ടർ', 'অফিসার', 'আধিকারিক',
  'ইন্সপেক্টর', 'ইনস্পেক্টর', 'ઓફિસર', 'અધિકારી', 'ઇન્સ્પેક્ટર',
  // "your" in each script and its romanised spellings, as English has it ("మీ ID", "তোমার ID")
  'aapke', 'tumhari', 'teri', 'ungal', 'ungaloda', 'mee', 'nee', 'ninna', 'ningalude', 'apnar', 'tomar', 'tumcha',
  'tumchi', 'tumche', 'tamaro', 'tamaru', 'tamari',
  'आपके', 'तुम्हारी', 'तेरा', 'तेरी', 'तुमचा', 'तुमची', 'तुमचे', 'तुझा', 'तुझी', 'உங்க', 'உன்', 'உங்களுடைய', 'உன்னுடைய',
  'మీ', 'నీ', 'మీయొక్క', 'ನಿಮ್ಮ', 'ನಿನ್ನ', 'നിങ്ങളുടെ', 'നിന്റെ', 'താങ്കളുടെ', 'আপনার', 'তোমার', 'তোর',
  'તમારો', 'તમારું', 'તમારી', 'તારો', 'તારું', 'તારી',
])

/** Possessive words allowed between a qualifier and "account" ("BESCOM ka account", "बिजली का खाता"). */
export const qualifierGlue: readonly string[] = Object.freeze(["'s", '’s', 'ka', 'ki', 'ke', 'का', 'की', 'के'])
