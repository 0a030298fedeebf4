/**
 * What a number is, by the words in front of it. `void` numbers are none of the reported kinds
 * (OTPs, PINs, card and consumer numbers, "account ending 4521"); `transaction` ids (UTR, UPI
 * ref) are not reported either, even when they carry letters. Latin phrases match whole words,
 * case-insensitively; phrases in Indic scripts match as word prefixes, so inflected forms count
 * (கணக்கில், खाते में).
 */
export type LabelClass = 'account' | 'phone' | 'aadhaar' | 'void' | 'transaction' | 'order' | 'policy' | 'case' | 'payment'

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
    'ओटीपी', 'कोड', 'पिन', 'उपभोक्ता', 'कनेक्शन', 'कार्ड', 'ஓடிபி', 'குறியீடு', 'இணைப்பு எண்', 'மின் இணைப்பு',
    'நுகர்வோர்', 'கார்டு', 'அட்டை', 'கடைசி', 'ওটিপি', 'কোড', 'కోడ్', 'ఓటీపీ', 'ಒಟಿಪಿ',
  ],
  transaction: [
    'utr', 'utr no', 'utr number', 'ref no', 'ref', 'ref id', 'upi ref', 'upi ref no', 'upi reference', 'transaction id',
    'transaction no', 'transaction', 'txn id', 'txn', 'rrn', 'imps ref', 'neft ref', 'payment id',
    'लेनदेन', 'ट्रांजैक्शन', 'பரிவர்த்தனை',
  ],
  order: [
    'order', 'order id', 'order no', 'order number', 'awb', 'awb no', 'airway bill', 'tracking', 'tracking id',
    'tracking no', 'tracking number', 'shipment', 'shipment id', 'consignment', 'consignment no', 'parcel', 'parcel id',
    'package', 'pnr', 'pnr no', 'invoice', 'invoice no', 'invoice number', 'booking id', 'booking no', 'booking reference',
    'docket', 'docket no', 'lr no',
    'ऑर्डर', 'आर्डर', 'ट्रैकिंग', 'पार्सल', 'शिपमेंट', 'कंसाइनमेंट', 'पीएनआर', 'इनवॉइस', 'ஆர்டர்', 'பார்சல்', 'டிராக்கிங்',
    'ஷிப்மென்ட்', 'ఆర్డర్', 'పార్సెల్', 'ట్రాకింగ్', 'অর্ডার', 'পার্সেল', 'ট্র্যাকিং',
  ],
  policy: [
    'policy', 'policy no', 'policy number', 'lic policy', 'insurance policy', 'policyholder',
    'पॉलिसी', 'पालिसी', 'பாலிசி', 'పాలసీ', 'পলিসি', 'ಪಾಲಿಸಿ', 'പോളിസി', 'પોલિસી', 'ਪਾਲਿਸੀ',
  ],
  case: [
    'case', 'case no', 'case number', 'case id', 'case ref', 'fir', 'fir no', 'f.i.r', 'fir ref', 'complaint',
    'complaint no', 'complaint id', 'complaint ref', 'claim ref',
    'complaint number', 'reference', 'reference no', 'reference number', 'reference id', 'ticket', 'ticket no',
    'ticket number', 'ticket id', 'application no', 'application number', 'application id', 'registration no',
    'registration number', 'claim no', 'claim number', 'claim id', 'claim reference', 'warrant', 'warrant no',
    'notice no', 'ecir', 'request no', 'service request', 'sr no', 'loan number', 'loan no', 'loan id', 'file no',
    'file number', 'cyber cell', 'cyber crime', 'crime branch',
    'मामला', 'मामले', 'केस', 'शिकायत', 'एफआईआर', 'प्रकरण', 'आवेदन', 'पंजीकरण', 'संदर्भ', 'विजेता कोड', 'टिकट', 'अर्ज',
    'कर्ज क्रमांक', 'வழக்கு', 'புகார்', 'கோரிக்கை', 'பதிவு எண்', 'விண்ணப்ப', 'కేసు', 'ఫిర్యాదు', 'దరఖాస్తు', 'মামলা',
    'অভিযোগ', 'আবেদন', 'রেফারেন্স',
  ],
  payment: [
    'transfer', 'deposit', 'neft', 'imps', 'rtgs', 'pay to', 'send to', 'bhejo', 'bhej do', 'daalo', 'dalo', 'jama karo',
    'भेजें', 'भेजिए', 'भेजो', 'जमा करें', 'ट्रांसफर', 'செலுத்த', 'அனுப்ப', 'పంపండి', 'পাঠান',
  ],
})

/** Words that may sit between a label and its number: "account no.: ", "खाता संख्या", "கணக்கு எண்". */
export const labelConnectors: readonly string[] = Object.freeze([
  'no', 'num', 'number', 'nos', 'nr', 'is', 'hai', 'details', 'id', 'है', 'का', 'की', 'संख्या', 'नंबर', 'नं', 'क्रमांक',
  'எண்', 'நம்பர்', 'సంఖ్య', 'నంబర్', 'নম্বর', 'ನಂಬರ್',
])
