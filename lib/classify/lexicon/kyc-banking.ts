import type { CueSet } from '../cue-set.js'

/**
 * KYC_BANKING: bank, card and wallet impersonation, and the families the partner files under it
 * (UPI cashback and collect requests, wrong-transfer pleas, electricity bills, refunds).
 */
export const kycBanking: CueSet = {
  strong: [
    // KYC, in Latin letters or transliterated
    /\be-?kyc\b|\bkyc\b|केवाईसी|கேஒய்சி|కేవైసీ|కెవైసి|কেওয়াইসি|ಕೆವೈಸಿ|കെവൈസി|કેવાયસી/u,
    // UPI collect request, a QR or a PIN "to receive" money
    /scan (?:the |this )?qr(?: code)? to (?:receive|claim|get)|collect request|\bapprove\b.{0,25}\brequest|request.{0,25}\bapprove|\benter (?:your |the )?(?:upi )?pin\b|\bpin (?:daal|dal|enter)|\bupi pin/u,
    // a suspicious or unauthorised transaction, a "fraud cell"
    /suspicious (?:transaction|activity|login|debit)|unauthori[sz]ed (?:transaction|debit|access|login)|(?:debit|transaction|payment) (?:was |has been )?(?:just )?attempted|fraud (?:monitoring|alert|department|cell|team|prevention)|संदिग्ध लेन-?देन|अनधिकृत|சந்தேகத்திற்குரிய பரிவர்த்தனை|అనుమానాస్పద లావాదేవీ|সন্দেহজনক লেনদেন|संशयास्पद व्यवहार|ಅನುಮಾನಾಸ್ಪದ ವಹಿವಾಟು|സംശയാസ്പദമായ ഇടപാട്|શંકાસ્પદ વ્યવહાર/u,
  ],
  medium: [
    // cashback
    /cash ?back|कैशबैक|कॅशबॅक|கேஷ்பேக்|క్యాష్‌బ్యాక్|ক্যাশব্যাক|ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್|ക്യാഷ്ബാക്ക്|કેશબેક/u,
    // electricity and other utility bills, the partner's "electricity bill" family: everyday
    // words, so they need the disconnection threat or a fee beside them to name the type
    /electricity|power (?:bill|supply|cut|connection)|light bill|current bill|\bbijli\b|\bkseb\b|\btneb\b|\bbescom\b|बिजली|विद्युत|वीज (?:बिल|पुरवठा|जोडणी|कनेक्शन)|महावितरण|மின் ?கட்டண|மின் ?இணைப்பு|மின்வாரிய|மின் ?வாரிய|மின்சார|மின் நுகர்வோர்|విద్యుత్|కరెంట్ బిల్లు|বিদ্যুৎ|বিদ্যুত|ইলেকট্রিক বিল|ವಿದ್ಯುತ್|ಕರೆಂಟ್ ಬಿಲ್|വൈദ്യുതി|കറന്റ് ബിൽ|વીજળી|વીજ બિલ|લાઈટ બિલ/u,
    // account, card or SIM to be blocked, frozen or closed
    /\b(?:account|a\/c|card|wallet|net ?banking|yono|sim)\b.{0,40}\b(?:block|suspend|freez|frozen|deactivat|clos|lock|restrict|disabl|band ho)|\b(?:block|suspend|freez|deactivat)\w*\b.{0,25}\b(?:account|a\/c|card|wallet)\b|\bkh?aa?ta\b.{0,20}\b(?:band|block|freeze)|(?:खाता|खाते|कार्ड|वॉलेट|सिम).{0,30}(?:बंद|ब्लॉक|फ्रीज|निलंबित|रोक|गोठ)|(?:கணக்கு|கார்டு|அட்டை).{0,40}(?:முடக்க|தடை|நிறுத்த|மூட|பிளாக்)|(?:ఖాతా|అకౌంట్|కార్డు|కార్డ్).{0,30}(?:బ్లాక్|నిలిపి|మూసి|స్తంభ)|(?:অ্যাকাউন্ট|কার্ড|খাতা).{0,30}(?:ব্লক|বন্ধ|স্থগিত)|(?:ಖಾತೆ|ಕಾರ್ಡ್).{0,30}(?:ಬ್ಲಾಕ್|ಸ್ಥಗಿತ|ಮುಚ್ಚ)|(?:അക്കൗണ്ട്|കാർഡ്).{0,30}(?:ബ്ലോക്ക്|മരവിപ്പി|റദ്ദ)|(?:ખાત|કાર્ડ).{0,30}(?:બંધ|બ્લોક|સ્થગિત)/u,
    // update or verify KYC, PAN, Aadhaar, account
    /\b(?:update|verify|re-?verif|link|seed|reactivat|activat|renew)\w*\b.{0,25}\b(?:kyc|pan|aadhaa?r|account|bank details|card)\b|(?:अपडेट|सत्यापन|वेरिफाई|लिंक).{0,25}(?:खाता|खाते|पैन|आधार)|(?:புதுப்பி|சரிபார்).{0,30}(?:கணக்கு|KYC)|(?:నవీకరించ|అప్‌డేట్).{0,30}(?:ఖాతా|KYC)|(?:আপডেট|যাচাই).{0,30}(?:অ্যাকাউন্ট|KYC|কার্ড)/u,
    // card data, net-banking login
    /\bcvv\b|card (?:number|details|expiry)|expiry date|net ?banking (?:user|password|id|login)|(?:debit|atm) card (?:details|number|pin)|कार्ड (?:नंबर|विवरण)|கார்டு விவர|కార్డ్ వివరాలు|কার্ড নম্বর/u,
    // money "sent by mistake"
    /by mistake|wrongly (?:sent|transferred|credited)|\bgal[ta]i se\b|गलती से|தவறுதலாக|పొరపాటున|ভুল করে|चुकून|ತಪ್ಪಾಗಿ|അബദ്ധത്തിൽ|ભૂલથી/u,
    // refund
    /\brefund|रिफंड|धनवापसी|ரீஃபண்ட்|ரீபண்ட்|రీఫండ్|রিফান্ড|ರೀಫಂಡ್|റീഫണ്ട്|રિફંડ/u,
    /scratch ?card|ஸ்க்ராட்ச்|स्क्रैच कार्ड|స్క్రాచ్/u,
    // a connection to be cut tonight
    /(?:connection|supply|power|bijli).{0,30}(?:cut|disconnect|kat)|काट दी जाएगी|कट जाएगा|कट जाएगी|துண்டிக்கப்படும்|కట్ చేస్తా|నిలిపివేయబడుతుంది|বিচ্ছিন্ন|खंडित|ಕಡಿತ|വിച്ഛേദി|કાપી નાખ/u,
    /\breversal\b|chargeback/u,
  ],
  weak: [
    /\bbank\b|बैंक|बँक|வங்கி|బ్యాంక్|ব্যাংক|ಬ್ಯಾಂಕ್|ബാങ്ക്|બેંક/u,
    /\b(?:sbi|hdfc|icici|axis|kotak|pnb|canara|bank of baroda|yono|union bank|indusind|idfc|yes bank|paytm|phonepe|gpay|google pay|bhim)\b|कनरा|கனரா/u,
    /\brbi\b|reserve bank|रिज़र्व बैंक/u,
    /\botp\b|ओटीपी|ஓடிபி|ఓటీపీ|ওটিপি|ಒಟಿಪಿ|ഒടിപി|ઓટીપી/u,
    /\b(?:debit|credit|atm) card\b|डेबिट कार्ड|டெபிட் கார்டு|డెబిట్ కార్డ్|ডেবিট কার্ড/u,
    /\bincome tax\b|आयकर|வருமான வரி|ఆదాయపు పన్ను|আয়কর|ಆದಾಯ ತೆರಿಗೆ|ആദായ നികുതി|આવકવેરા/u,
  ],
}
