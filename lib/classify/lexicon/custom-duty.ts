import type { CueSet } from '../cue-set.js'

/**
 * CUSTOM_DUTY, by its pretext: customs, a courier or the post office holding a parcel or a gift
 * for the victim until a duty, clearance fee or fine is paid (even when a fake officer follows).
 */
export const customDuty: CueSet = {
  strong: [
    // customs
    /\bcustoms\b|\bcustom (?:duty|department|office|officer|clearance|me|mein|pe|par|ne|se|wale|la|le|e)\b|import duty|कस्टम|सीमा ?शुल्क|சுங்க|கஸ்டம்ஸ்|కస్టమ్స్|సుంకం|ಕಸ್ಟಮ್ಸ್|ಸುಂಕ|കസ്റ്റംസ്|ചുങ്ക|কাস্টমস|শুল্ক বিভাগ|सीमाशुल्क|कस्टम्स|કસ્ટમ|જકાત/u,
    // held at customs or the airport, a clearance fee, an international parcel
    /clearance (?:fee|duty|charge)|(?:stopped|held|seized|detained|stuck|intercepted|pending) (?:at|by|in) (?:the )?(?:customs|airport|cargo|warehouse)|(?:international|foreign|overseas) (?:parcel|package|consignment|shipment|courier)|parcel (?:from|sent from) (?:abroad|dubai|london|uk|usa|us|canada|singapore|china)|अंतरराष्ट्रीय पार्सल|विदेश से (?:पार्सल|पैकेज)|வெளிநாட்டு (?:பார்சல்|கூரியர்)|విదేశీ (?:పార్సెల్|కొరియర్)|ವಿದೇಶಿ (?:ಪಾರ್ಸೆಲ್|ಕೊರಿಯರ್)|വിദേശ (?:പാഴ്സൽ|പാർസൽ|കൊറിയർ)|বিদেশ(?:ি|ী|) (?:পার্সেল|কুরিয়ার)|परदेशी (?:पार्सल|कुरिअर)|વિદેશી (?:પાર્સલ|કુરિયર)/u,
    // a clearance fee, a parcel held at the airport or customs, in the scripts
    /(?:क्लीयरेंस|क्लियरन्स|கிளியரன்ஸ்|க்ளியரன்ஸ்|క్లియరెన్స్|ಕ್ಲಿಯರೆನ್ಸ್|ക്ലിയറൻസ്|ক্লিয়ারেন্স|ક્લિયરન્સ) ?(?:फीस|शुल्क|चार्ज|கட்டண|ఫీజు|రుసుము|ಶುಲ್ಕ|ഫീസ്|ചാർജ്|ফি|চার্জ|ફી|ચાર્જ)|(?:एयरपोर्ट|हवाई अड्डे|विमानतळ|விமான நிலைய|ஏர்போர்ட்|విమానాశ్రయ|ఎయిర్‌పోర్ట్|ವಿಮಾನ ನಿಲ್ದಾಣ|ಏರ್‌ಪೋರ್ಟ್|വിമാനത്താവള|എയർപോർട്ട്|বিমানবন্দর|এয়ারপোর্ট|એરપોર્ટ)\S{0,6} .{0,30}(?:रोक|रुका|अटका|अडक|நிறுத்த|பிடி|தடுத்து|ఆపి|ఆగిపో|నిలిపి|ತಡೆ|ಸಿಕ್ಕಿ|തടഞ്ഞ|പിടിച്ച|আটক|আটকে|અટક|રોક)/u,
  ],
  medium: [
    /\bparcel|\bcourier|\bconsignment|पार्सल|कूरियर|कुरियर|कुरिअर|பார்சல்|கூரியர்|பார்செல்|పార్సెల్|పార్శిల్|కొరియర్|ಪಾರ್ಸೆಲ್|ಕೊರಿಯರ್|ಪಾರ್ಸಲ್|പാഴ്സൽ|പാർസൽ|കൊറിയർ|পার্সেল|কুরিয়ার|पार्सल|कुरिअर|પાર્સલ|કુરિયર/u,
    /\bfedex\b|\bdhl\b|blue ?dart|india post|speed post|\baramex\b|\bdtdc\b|ब्लू डार्ट|டிஹெச்எல்|ப்ளூ டார்ட்|ப்ளூடார்ட்|ఫెడ్‌ఎక్స్|బ్లూ డార్ట్|ಬ್ಲೂ ಡಾರ್ಟ್|ബ്ലൂ ഡാർട്ട്|ব্লু ডার্ট|ડીએચએલ|બ્લુ ડાર્ટ|डीएचएल|ডিএইচএল|ഡിഎച്ച്എൽ|ಡಿಎಚ್ಎಲ್|డీహెచ్ఎల్|इंडिया पोस्ट|फेडेक्स|स्पीड पोस्ट|இந்தியா போஸ்ட்|ஃபெடெக்ஸ்|ఇండియా పోస్ట్|ఫెడెక్స్|ಇಂಡಿಯಾ ಪೋಸ್ಟ್|ಫೆಡೆಕ್ಸ್|ഇന്ത്യ പോസ്റ്റ്|ഫെഡെക്സ്|ইন্ডিয়া পোস্ট|ফেডেক্স|इंडिया पोस्ट|ઇન્ડિયા પોસ્ટ|ફેડેક્સ/u,
    /\bseized\b|confiscat|contraband|passports|foreign currency|जब्त|जप्त|பறிமுதல்|స్వాధీన|ವಶಪಡಿಸ|ಜಪ್ತಿ|പിടിച്ചെടു|বাজেয়াপ্ত|जप्त|જપ્ત/u,
  ],
  weak: [
    /\bpackage\b|\bshipment\b|\bawb\b|airway bill|tracking (?:number|no|id)|gift (?:box|package|parcel)|पैकेज|பேக்கேஜ்|ప్యాకేజీ|ಪ್ಯಾಕೇಜ್|പാക്കേജ്|প্যাকেজ|पॅकेज|પેકેજ/u,
    /\bduty\b|ड्यूटी|ட்யூட்டி|డ్యూటీ|ಡ್ಯೂಟಿ|ഡ്യൂട്ടി|শুল্ক|ডিউটি|ड्युटी|ડ્યુટી/u,
  ],
}
