import type { CueSet } from '../cue-set.js'

// "By mistake", in the languages of the personas.
const MISTAKE = [
  '\\bby mistake', '\\bmistakenly\\b', '\\bgal[ta]i se\\b', '\\bbhool se\\b', '\\bthavarudhala', '\\bbhul kore', '\\bchukun\\b', '\\bbhool thi\\b',
  'गलती से', 'ग़लती से', 'भूल से', 'தவறுதலாக', 'தவறாக', 'పొరపాటున', 'పొరపాటుగా', 'ತಪ್ಪಾಗಿ', 'ತಪ್ಪಿ', 'അബദ്ധത്തിൽ', 'തെറ്റായി', 'ভুল করে', 'ভুলবশত', 'चुकून', 'चुकीने', 'ભૂલથી', 'ભૂલમાં',
].join('|')
// Money sent, transferred or credited, in the same languages.
const MONEY_MOVED = [
  '₹', '\\brs\\.? ?\\d', '\\b(?:sent|send|transferred|transfer|credited|paid|money|amount|payment|bhej|bheja|bhej diye|daal diye|anuppi|anupp|pathiye|pathaichi|pathavle|mokli)\\b',
  'भेज', 'ट्रांसफर', 'पैसे', 'रुपये', 'अनुप्प', 'அனுப்பி', 'பணம்', 'ரூபாய்', 'పంపా', 'పంపిన', 'డబ్బు', 'రూపాయ', 'ಕಳುಹಿಸ', 'ಕಳಿಸ', 'ಹಣ', 'ರೂಪಾಯಿ', 'അയച്ച', 'പണം', 'രൂപ', 'পাঠি', 'টাকা', 'पाठव', 'पैसे', 'रुपये', 'મોકલ', 'પૈસા', 'રૂપિયા',
].join('|')

/**
 * Pretexts of the partner's scam families that have no label of their own among the 14 types: a
 * utility bill ("your power will be cut tonight"), money "sent by mistake" to be returned, and
 * refunds (a cancelled order or ticket, an income-tax refund) that need details to be paid out.
 * When such a pretext outweighs every labelled one, the session is UNKNOWN, and `scamDetected`
 * follows the spec's third rule: the pressure read in it (above 0.5) or the evidence (a UPI id, an
 * account, a phone number, keywords) decides. Bank, wallet and card stories stay KYC_BANKING: the
 * bank is a pretext with a label.
 */
export const unlabelledFamilies: CueSet = {
  strong: [
    // electricity, gas and water bills, and the boards that send them; a municipality's property tax
    /\b(?:property|house) tax\b|संपत्ति कर|प्रॉपर्टी टैक्स|गृह कर|हाउस टैक्स|मालमत्ता कर|घरपट्टी|சொத்து வரி|ఆస్తి పన్ను|ಆಸ್ತಿ ತೆರಿಗೆ|വസ്തു നികുതി|കെട്ടിട നികുതി|সম্পত্তি কর|প্রপার্টি ট্যাক্স|મિલકત વેરો|પ્રોપર્ટી ટેક્સ|ઘરવેરો|\belectricity\b|\bpower (?:bill|supply|cut|connection|department)|\blight bill|\bcurrent bill|\beb bill|\bbijli\b|\b(?:kseb|tneb|tangedco|bescom|hescom|mseb|msedcl|mahavitaran|cesc|wbsedcl|apspdcl|tsspdcl|uhbvn|dhbvn|bses|torrent power|tata power|adani electricity|pspcl|jvvnl|ugvcl|pgvcl|dgvcl|mgvcl)\b|\b(?:gas|water|png) (?:bill|connection|supply)\b|\b(?:consumer|connection|meter) (?:no|number|id)\b|बिजली|विद्युत|वीज (?:बिल|पुरवठा|जोडणी|कनेक्शन|कंपनी)|वीजबिल|महावितरण|மின் ?கட்டண|மின் ?இணைப்பு|மின்வாரிய|மின் ?வாரிய|மின்சார|மின் நுகர்வோர்|மின் ?துண்டிப்பு|విద్యుత్|కరెంట్ (?:బిల్లు|కనెక్షన్|సరఫరా)|ಕರೆಂಟ್ (?:ಬಿಲ್|ಸಂಪರ್ಕ)|ವಿದ್ಯುತ್|വൈദ്യുതി|കറന്റ് (?:ബിൽ|കണക്ഷൻ)|കെഎസ്ഇബി|বিদ্যুৎ|বিদ্যুত|ইলেকট্রিক (?:বিল|লাইন)|কারেন্ট(?:ের)? (?:বিল|লাইন)|વીજળી|વીજ (?:બિલ|કનેક્શન|જોડાણ)|લાઈટ (?:બિલ|કનેક્શન)|લાઇટ બિલ/u,
    // money sent by mistake, to be sent back: the mistake said beside the money or the sending
    // (alone, "by mistake" is everywhere: "never share your OTP, even by mistake")
    new RegExp(`(?:${MISTAKE}).{0,40}(?:${MONEY_MOVED})|(?:${MONEY_MOVED}).{0,40}(?:${MISTAKE})|\\bwrongly (?:sent|transferred|credited|paid)|\\bsent (?:it )?to (?:the )?wrong (?:number|person|account|upi)`, 'u'),
    // an income-tax refund, an order or ticket refund stuck until details are given
    /\b(?:income[- ]tax|it|itr|tax) refund|\brefund (?:of|amount|worth) (?:rs\.?|₹|inr) ?\d|\brefund (?:is |has )?(?:pending|failed|stuck|on hold|approved|initiated|processed)|\brefund (?:fail|pending|atka|ruk)|(?:आयकर|इनकम टैक्स|टैक्स) (?:रिफंड|वापसी)|(?:வருமான வரி|இன்கம் டாக்ஸ்|வரி) (?:ரீஃபண்ட்|ரீபண்ட்|திருப்பி)|(?:ఆదాయపు పన్ను|ఇన్‌కమ్ ట్యాక్స్|పన్ను) (?:రీఫండ్|వాపసు)|(?:ಆದಾಯ ತೆರಿಗೆ|ತೆರಿಗೆ|ಇನ್‌ಕಮ್ ಟ್ಯಾಕ್ಸ್) (?:ರೀಫಂಡ್|ಮರುಪಾವತಿ)|(?:ആദായ നികുതി|നികുതി|ഇൻകം ടാക്സ്) (?:റീഫണ്ട്|തിരികെ)|(?:আয়কর|ইনকাম ট্যাক্স|কর) (?:রিফান্ড|ফেরত)|(?:आयकर|इन्कम टॅक्स|कर) (?:परतावा|रिफंड)|(?:આવકવેરા|ઇન્કમ ટેક્સ|ટેક્સ) (?:રિફંડ|પરત)/u,
  ],
  medium: [
    // a connection to be cut
    /(?:connection|supply|power|bijli|light|current)\b.{0,30}\b(?:cut|disconnect|kat|band)|\bdisconnection\b|(?:बिजली|कनेक्शन|बत्ती) .{0,20}(?:काट|कट|बंद)|வீட்டு (?:மின்|கரண்ட்)|கரண்ட் (?:கட்|துண்டி)|కరెంట్ (?:కట్|తొలగి)|ಕರೆಂಟ್ (?:ಕಟ್|ಕಡಿತ)|കറന്റ് (?:കട്ട്|വിച്ഛേദി)|কারেন্ট (?:কেটে|কাট)|লাইন কেটে|वीज (?:तोड|कापली|खंडित)|લાઈટ (?:કાપી|કપાઈ)|વીજ (?:કાપ|જોડાણ કાપ)/u,
  ],
  weak: [
    // the word refund alone, in the scripts: it is also what a fee is promised to become
    /रिफंड|धनवापसी|ரீஃபண்ட்|ரீபண்ட்|రీఫండ్|ರೀಫಂಡ್|റീഫണ്ട്|রিফান্ড|रिफंड|परतावा|રિફંડ/u,
    /\bbill\b|बिल|பில்|బిల్లు|ಬಿಲ್|ബിൽ|বিল|બિલ/u,
  ],
}
