import type { CueSet } from '../cue-set.js'

/**
 * DIGITAL_ARREST, by its pretext: the caller is the police, a cyber cell, CBI, ED, NCB, TRAI, a
 * court, or a tax officer who threatens action. What presses (arrest, a case, a warrant, a video
 * call the victim must not leave) is the authority lever (`lever/authority.ts`).
 */
export const digitalArrest: CueSet = {
  strong: [
    // investigation agencies (their initials as the head or a segment of an id are the id's, not the agency
    // calling: New India Assurance's policy NIA-HL-…, an employee code NIA-EMP-…)
    /(?<![\w][/-])\b(?:cbi|ncb|ndps|nia|trai)\b(?![/-]\w)|central bureau of investigation|enforcement directorate|narcotics control|telecom regulatory|\bdot\b (?:officer|department|notice)|सीबीआई|सीबीआय|प्रवर्तन निदेशालय|ईडी (?:कार्यालय|अधिकारी|ऑफिस)|नारकोटिक्स|ट्राई|சிபிஐ|அமலாக்கத் ?துறை|அமலாக்க இயக்குனரகம்|போதைப்பொருள் தடுப்பு|டிராய்|సీబీఐ|ఈడీ (?:అధికారి|కార్యాలయం)|ఎన్‌ఫోర్స్‌మెంట్ డైరెక్టరేట్|ట్రాయ్|ಸಿಬಿಐ|ಇಡಿ (?:ಅಧಿಕಾರಿ|ಕಚೇರಿ)|ಜಾರಿ ನಿರ್ದೇಶನಾಲಯ|ಟ್ರಾಯ್|സിബിഐ|ഇഡി (?:ഓഫീസ്|ഉദ്യോഗസ്ഥ)|എൻഫോഴ്സ്മെന്റ്|ട്രായ്|সিবিআই|ইডি (?:অফিস|আধিকারিক)|এনফোর্সমেন্ট ডিরেক্টরেট|ট্রাই|ઈડી (?:ઓફિસ|અધિકારી)|સીબીઆઈ|ટ્રાઈ/u,
    // the police and its cyber cell, calling
    /cyber ?(?:crime|cell|police)|crime branch|\b(?:police|cyber) (?:station|headquarters|department|commissioner)|\b(?:mumbai|delhi|bangalore|bengaluru|chennai|hyderabad|kolkata|pune|lucknow) police\b|साइबर (?:क्राइम|सेल|पुलिस)|सायबर (?:क्राइम|सेल|पोलीस)|क्राइम ब्रांच|पुलिस (?:स्टेशन|थाना|मुख्यालय)|पोलीस (?:स्टेशन|ठाणे)|சைபர் (?:க்ரைம்|கிரைம்|செல்|போலீஸ்)|காவல் நிலைய|காவல்துறை|సైబర్ (?:క్రైమ్|సెల్|పోలీస్)|పోలీస్ స్టేషన్|ಸೈಬರ್ (?:ಕ್ರೈಂ|ಸೆಲ್|ಪೊಲೀಸ್)|ಪೊಲೀಸ್ ಠಾಣೆ|ಪೊಲೀಸ್ ಸ್ಟೇಷನ್|സൈബർ (?:ക്രൈം|സെൽ|പോലീസ്)|പോലീസ് സ്റ്റേഷൻ|সাইবার (?:ক্রাইম|সেল|পুলিশ)|থানা থেকে|পুলিশ স্টেশন|સાયબર (?:ક્રાઈમ|સેલ|પોલીસ)|પોલીસ સ્ટેશન/u,
    // a parcel in the victim's name found with drugs or contraband: the agency's opener, not a customs fee
    /\b(?:parcel|package|courier|consignment|shipment)\b.{0,80}\b(?:drugs|mdma|narcotics?|ganja|cocaine|heroin|charas|contraband|fake passports)\b|\b(?:drugs|mdma|narcotics|ganja|cocaine|heroin|charas|contraband)\b.{0,60}\b(?:parcel|package|courier|consignment|shipment)\b|(?:पार्सल|पैकेज|कूरियर|कुरियर).{0,60}(?:ड्रग्स|नशीले|गांजा|कोकीन|हेरोइन|एमडीएमए)|(?:ड्रग्स|नशीले|गांजा|कोकीन|हेरोइन|एमडीएमए).{0,60}(?:पार्सल|पैकेज|कूरियर|कुरियर)|(?:பார்சல்|கூரியர்|பேக்கேஜ்).{0,60}(?:போதைப்பொருள்|போதை மருந்து|டிரக்ஸ்|கஞ்சா)|(?:పార్సెల్|కొరియర్|ప్యాకేజీ).{0,60}(?:మాదకద్రవ్య|డ్రగ్స్|గంజాయి)/u,
  ],
  medium: [
    // the police, and the police station the call comes from (thana, not the city of Thane); not the police a
    // blackmailer dares the victim to go to ("if you go to the police", "போலீசுக்கு போனால்", "പോലീസിൽ പോയാൽ"), nor a
    // police verification a job's onboarding charges for
    /\b(?:thana|thaana)\b|\b(?:thane|thaane) (?:se|me|mein|aa|aao|aana|aaiye|bulaya|pe|par)\b|थाना|थाने|(?<!\b(?:go|goes|went|going|run|complain|report (?:it|this|me)) to (?:the )?)\bpolice\b(?! verification)(?!-?(?:ku|kku|ki|ko|la|ke) (?:ponaa|ponaal|ponal|poi|poyi|gaye|gayi|vellithe|hodre|poyal|gele)\b)(?! (?:ke paas|mein|me|ko) (?:gaye|gayi|gaya|complaint|bataya|bola)\S{0,4} (?:to|toh|na)\b)|(?:पुलिस|पोलीस|காவல்|போலீஸ்|போலீச|போலீசார்|పోలీస్|పోలీసు|పోలీసులు|ಪೊಲೀಸ್|ಪೋಲೀಸ್|ಪೊಲೀಸರು|പോലീസ്|പൊലീസ്|পুলিশ|પોલીસ)(?!\S{0,4} (?:verification|वेरिफिकेशन|सत्यापन|व्हेरिफिकेशन|வெரிஃபிகேஷன்|சரிபார்ப்பு|వెరిఫికేషన్|ವೆರಿಫಿಕೇಶನ್|പരിശോധന|വെരിഫിക്കേഷൻ|ভেরিফিকেশন|যাচাই|વેરિફિકેશન|ચકાસણી))(?!\S{0,8} (?:\S{1,12} ){0,2}(?:गए तो|गये तो|गई तो|गयी तो|बताया तो|गेलीस तर|गेलास तर|गेलात तर|गेला तर|सांगितलं तर|போனா|போனால்|சொன்னா|சொன்னால்|వెళ్తే|వెళ్ళితే|వెళితే|చెబితే|ಹೋದರೆ|ಹೋದ್ರೆ|ಹೇಳಿದರೆ|ಹೇಳಿದ್ರೆ|പോയാൽ|പറഞ്ഞാൽ|গেলে|জানালে|বললে|ગયા તો|ગઈ તો|ગયો તો|કહ્યું તો))/u,
    // income-tax officers threatening action; a notice
    /income tax (?:notice|raid|evasion|case|officer|department)|tax evasion|undisclosed income|\braid\b|(?:legal|tax|show cause|penalty) notice|notice (?:has been |is )?issued|छापा|छापेमारी|अघोषित (?:आय|उत्पन्न)|आयकर (?:विभाग|अधिकारी|नोटिस)|कर चोरी|வருமான வரித் ?துறை|வரி ஏய்ப்பு|ఆదాయపు పన్ను శాఖ|పన్ను ఎగవేత|ಆದಾಯ ತೆರಿಗೆ ಇಲಾಖೆ|ತೆರಿಗೆ ವಂಚನೆ|ആദായ നികുതി വകുപ്പ്|നികുതി വെട്ടിപ്പ്|আয়কর বিভাগ|কর ফাঁকি|आयकर विभाग|કર ચોરી|આવકવેરા વિભાગ/u,
    /\bed\b (?:office|officer|notice|case|account)|\bed\b.{0,5}(?:verification|supervisory)|\bofficer\b.{0,20}\b(?:cbi|police|crime|customs|narcotics|investigation)/u,
  ],
  weak: [
    // officers and their ranks: a title, which a scammer of any kind may take
    /\b(?:inspector|sub-?inspector|constable|dsp|acp|dcp|sho|superintendent|investigating officer)\b|इंस्पेक्टर|इन्स्पेक्टर|निरीक्षक|हवलदार|दरोगा|இன்ஸ்பெக்டர்|ஆய்வாளர்|ఇన్స్పెక్టర్|ఇన్‌స్పెక్టర్|ಇನ್ಸ್ಪೆಕ್ಟರ್|ಇನ್‌ಸ್ಪೆಕ್ಟರ್|ഇൻസ്പെക്ടർ|ইন্সপেক্টর|ইন্সপেক্টর|ઇન્સ્પેક્ટર|નિરીક્ષક/u,
    /\bofficer\b|\bdepartment\b|\bministry\b|अधिकारी|विभाग|सरकार|அதிகாரி|துறை|అధికారి|శాఖ|ಅಧಿಕಾರಿ|ಇಲಾಖೆ|ഉദ്യോഗസ്ഥ|വകുപ്പ്|আধিকারিক|অফিসার|বিভাগ|अधिकारी|અધિકારી|વિભાગ/u,
    /\bincome tax\b|आयकर|வருமான வரி|ఆదాయపు పన్ను|আয়কর|ಆದಾಯ ತೆರಿಗೆ|ആദായ നികുതി|આવકવેરા/u,
    /\b(?:case|fir|complaint) (?:number|no|id|reference)\b|केस (?:नंबर|संख्या)|வழக்கு எண்|కేసు (?:నంబర్|సంఖ్య)|ಪ್ರಕರಣ ಸಂಖ್ಯೆ|ಕೇಸ್ ನಂಬರ್|കേസ് നമ്പർ|মামলা নম্বর|কেস নম্বর|गुन्हा क्रमांक|કેસ નંબર/u,
  ],
}
