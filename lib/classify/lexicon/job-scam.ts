import type { CueSet } from '../cue-set.js'

/**
 * JOB_SCAM, by its pretext: a recruiter, an HR desk or a "company" offering work: a vacancy, a
 * part-time or work-from-home job, paid tasks (likes, reviews, ratings), an offer letter, a visa
 * job abroad. The pull of easy earnings is the greed lever; the joining or "task" deposit is a
 * demand.
 */
export const jobScam: CueSet = {
  strong: [
    // a job, a vacancy, hiring
    // (the sender's own work is no job offered: "my job", "నేను ఇక్కడ ఉద్యోగంలో ఉన్నాను", "मैं नौकरी करता हूँ")
    /(?<!(?:good|great|nice|fine|awesome|fantastic|excellent|\bmy|\bown|\bday) )\bjobs?\b|vacanc|\bhiring\b|recruit|(?<!\b(?:meri|apni) )naukri(?! (?:karta|karti|karte) (?:hu|hoon|hun)\b)|\bvelai\b|\bchakri\b|\bnokri\b|\bkaam (?:chahiye|chahie|dhundh|ki talaash)|(?<!(?:मेरी|अपनी) )नौकरी(?! (?:करता|करती|करते) (?:हूँ|हूं|हैं)| पर (?:हूँ|हूं))|(?<!(?:माझी|माझ्या) )नोकरी(?! करतो| करते| करत आहे)|भर्ती|भरती|रिक्त (?:पद|जागा)|வேலைவாய்ப்பு|வேலையில் சேர|வேலை (?:தேடு|வேணுமா|வேண்டுமா|கிடைக்கும்|காலியிட|வாய்ப்ப)|காலியிட|(?<!(?<![\p{L}\p{M}])నా )ఉద్యోగ(?!ంలో ఉన్నా|ం చేస్తున్నా|ం చేస్తుంటా)|ఖాళీలు|పని (?:కావాలా|వెతుకు|దొరుకుతుంది)|(?<!(?<![\p{L}\p{M}])ನನ್ನ )ಉದ್ಯೋಗ(?!ದಲ್ಲಿದ್ದೇನೆ|ದಲ್ಲಿದ್ದೀನಿ|ದಲ್ಲಿ ಇದ್ದೇನೆ|ದಲ್ಲಿ ಇದ್ದೀನಿ|ದಲ್ಲಿದ್ದೀನ್|ಮಾಡುತ್ತಿದ್ದೇನೆ|ಮಾಡ್ತಿದ್ದೀನಿ)|ನೇಮಕಾತಿ|ಕೆಲಸ (?:ಬೇಕಾ|ಹುಡುಕ|ಖಾಲಿ|ಸಿಗುತ್ತ)|(?<!(?<![\p{L}\p{M}])എന്റെ )ജോലി(?!യിലാണ്|യിലാ |യിൽ ആണ്| ചെയ്യുന്നു|സ്ഥലത്താണ്)|ഒഴിവ്|ഒഴിവുകൾ|(?<!(?<![\p{L}\p{M}])আমার )চাকরি(?! করি| করছি)|চাকুরি|(?<!বি)নিয়োগ|শূন্যপদ|কাজ (?:খুঁজ|চাই|লাগবে)|(?<!(?:माझी|माझ्या) )नोकरी(?! करतो| करते| करत आहे)|भरती|काम (?:हवे|पाहिजे|शोधत)|(?<!મારી )નોકરી(?! કરું| કરુ)|ભરતી|જગ્યા ખાલી|કામ (?:જોઈએ|શોધ)/u,
    // part-time, from home
    /part[- ]?time|work (?:from|at) home|\bwfh\b|ghar (?:baithe(?! (?:hi )?(?:video|service|seva|kar (?:denge|dunga|dungi)|ho jaye?ga|delivery))|se kaam)|veetla irundhe|bari theke|gharun kaam|ghare bethi|पार्ट[- ]?टाइम|घर बैठे(?! (?:ही )?(?:वीडियो|सेवा|डिलीवरी|हो जाएगा|कर देंगे))|वर्क फ्रॉम होम|घरबसल्या|பகுதிநேர|பார்ட் ?டைம்|வீட்டிலிருந்தே|வீட்டில் இருந்தே|పార్ట్ ?టైమ్|ఇంటి నుండి పని|ఇంటి నుంచే|ಪಾರ್ಟ್ ?ಟೈಮ್|ಮನೆಯಿಂದಲೇ|(?<=ಮನೆಯಲ್ಲೇ |ಮನೆಯಲ್ಲಿ )(?:ಕುಳಿತು|ಕೂತು)|(?<=வீட்டில் )இருந்தபடியே|(?<=ఇంట్లోనే |ఇంట్లో )(?:కూర్చుని|కూర్చొని)|(?<=വീട്ടിൽ )ഇരുന്ന്|(?<=ঘরে )বসে|(?<=घरी )बसून|(?<=ઘરે )બેસીને|ಅರೆಕಾಲಿಕ|പാർട്ട് ?ടൈം|വീട്ടിലിരുന്ന്|পার্ট ?টাইম|বাড়িতে বসে|বাড়ি থেকে কাজ|पार्ट ?टाइम|घरबसल्या|ઘરે બેઠા|પાર્ટ ?ટાઈમ|પાર્ટ ?ટાઇમ/u,
    // shortlisted, offer or appointment letter, onboarding
    /shortlisted|offer letter|appointment letter|joining (?:letter|date|kit|formalities|fee)|data entry|ऑफर लेटर|नियुक्ति पत्र|नियुक्ती पत्र|ज्वाइनिंग|நியமனக் ?கடிதம்|ஆஃபர் லெட்டர்|நியமன|జాయినింగ్|ఆఫర్ లెటర్|నియామక|ನೇಮಕ ಪತ್ರ|ಆಫರ್ ಲೆಟರ್|ನೇಮಕ|നിയമന|ഓഫർ ലെറ്റർ|জয়েনিং|অফার লেটার|নিয়োগপত্র|रुजू|ऑफर लेटर|નિમણૂક|ઓફર લેટર/u,
    // paid tasks: like videos, rate hotels, prepaid "merchant" tasks
    /\blike (?:these |the |\d+ )?(?:videos|posts|reels|pages)|youtube (?:likes?|videos?|channels?|subscribe)|(?:rate|review) (?:hotels|products|apps|movies|restaurants)|(?:prepaid|merchant|premium|paid|online) tasks?|\btask (?:level|reward|commission|based)|level \d+ (?:task|me|mein)|product review/u,
    // piece work sent home: packing pens, candles or incense sticks, making envelopes
    /\b(?:pen|pens|pencil|candle|agarbatti|mombatti|dhoop ?batti|incense|envelope|lifafa|diya|rakhi|bindi|paper bag|file)s? (?:packing|making|assembling)\b|\bpacking (?:job|work|kaam)\b|पैकिंग (?:का )?काम|पॅकिंग(?:चे)? काम|பேக்கிங் (?:வேலை|பணி)|ప్యాకింగ్ (?:పని|ఉద్యోగ)|ಪ್ಯಾಕಿಂಗ್ (?:ಕೆಲಸ|ಉದ್ಯೋಗ)|പാക്കിം?ങ്? (?:ജോലി|പണി)|প্যাকিং(?:য়ের|ের)? কাজ|પેકિંગ(?:નું)? કામ/u,
  ],
  medium: [
    /\bsalary\b|\bpay ?scale\b|वेतन|सैलरी|तनख्वाह|पगार|சம்பளம்|ஊதியம்|జీతం|వేతనం|ಸಂಬಳ|ವೇತನ|ശമ്പളം|বেতন|মাইনে|पगार|वेतन|પગાર|વેતન/u,
    /\bhr\b|human resources|talent acquisition|\binterview\b|\bcandidate|onboarding|\bresume\b|\bcv\b|\bplacement\b|इंटरव्यू|साक्षात्कार|நேர்காணல்|இன்டர்வியூ|ఇంటర్వ్యూ|ಸಂದರ್ಶನ|ಇಂಟರ್ವ್ಯೂ|ഇന്റർവ്യൂ|അഭിമുഖ|ইন্টারভিউ|সাক্ষাৎকার|मुलाखत|ઇન્ટરવ્યુ|મુલાકાત/u,
    /\btasks?\b|टास्क|டாஸ்க்|టాస్క్|ಟಾಸ್ಕ್|ടാസ്ക്|টাস্ক|ટાસ્ક/u,
    // a monthly income promised, with its figure: "ತಿಂಗಳಿಗೆ ₹30,000 ಆದಾಯ", "har mahine 25000 kamai" (the month
    // is looked behind, so the cue runs only where a word for income is)
    /\b(?:income|earning|kamai)(?<=\b(?:per month|monthly|har mahine|mahine ka|mahine ke)\b.{0,8}\d.{0,12}\b(?:income|earning|kamai))|(?:आमदनी|कमाई|इनकम|আয়|রোজগার|उत्पन्न|આવક|કમાણી|வருமானம்|சம்பாத்திய|ఆదాయం|సంపాదన|ಆದಾಯ|ಗಳಿಕೆ|വരുമാനം)(?<=(?:महीने|महीना|মাসে|মাসিক|महिन्याला|मासिक|મહિને|માસિક|மாதம்|மாத|నెలకు|నెలసరి|ತಿಂಗಳಿಗೆ|മാസം|പ്രതിമാസം)\S{0,4} .{0,6}\d.{0,12}(?:आमदनी|कमाई|इनकम|আয়|রোজগার|उत्पन्न|આવક|કમાણી|வருமானம்|சம்பாத்திய|ఆదాయం|సంపాదన|ಆದಾಯ|ಗಳಿಕೆ|വരുമാനം))/u,
    /earn.{0,25}(?:daily|per day|a day|per task|per like|per review|from home)|(?:daily|per day).{0,25}earn|\bkama (?:sakte|sakti|lo)|\bkamai\b|\bkamao\b|\bsambaadhi|कमाई|कमाएं|कमा सकते|कमवा|சம்பாதி|సంపాదించ|ಗಳಿಸ|ಸಂಪಾದಿಸ|സമ്പാദിക്ക|রোজগার|আয় করুন|कमाई|કમાણી|કમાઓ/u,
    /\b(?:gulf|dubai|qatar|kuwait|saudi|oman|malaysia|abroad|overseas)\b.{0,30}\b(?:job|work|visa|placement|company)|\bwork visa\b|\bvisa (?:processing|fee|charges)|(?:विदेश|दुबई|खाड़ी) .{0,20}(?:नौकरी|वीजा|वीज़ा)|(?:வெளிநாட்டு|துபாய்|கல்ஃப்) .{0,20}(?:வேலை|விசா)|(?:విదేశ|దుబాయ్|గల్ఫ్) .{0,20}(?:ఉద్యోగ|వీసా)|(?:ವಿದೇಶ|ದುಬೈ|ಗಲ್ಫ್) .{0,20}(?:ಉದ್ಯೋಗ|ಕೆಲಸ|ವೀಸಾ)|(?:ഗൾഫ്|ദുബായ്|വിദേശ) .{0,20}(?:ജോലി|വിസ)|(?:বিদেশ|দুবাই) .{0,20}(?:চাকরি|ভিসা)|(?:परदेश|दुबई|आखाती) .{0,20}(?:नोकरी|व्हिसा)|(?:વિદેશ|દુબઈ|ગલ્ફ) .{0,20}(?:નોકરી|વિઝા)/u,
    // the raw material piece work comes with, sent to the worker's home (by courier, which is then no customs story)
    /\braw (?:material|materials|maal)\b|\bkachcha maal\b|कच्चा माल|कच्चे माल|रॉ मटेरियल|மூலப்பொருள்|ரா மெட்டீரியல்|ముడి సరుకు|ముడిసరుకు|ముడి పదార్థ|రా మెటీరియల్|ಕಚ್ಚಾ ವಸ್ತು|ಕಚ್ಚಾ ಸಾಮಗ್ರಿ|ರಾ ಮೆಟೀರಿಯಲ್|അസംസ്കൃത വസ്തു|റോ മെറ്റീരിയൽ|কাঁচামাল|কাঁচা মাল|র মেটেরিয়াল|कच्चा माल|कच्चामाल|કાચો માલ|કાચા માલ|રો મટીરીયલ/u,
  ],
  weak: [
    /\bcommission\b|\btelegram\b|\bcompany\b|\bregistration\b|\bprofile\b|security deposit|\blaptop\b|\bemployment\b|linkedin|\bwork\b|\bvelai\b|மதிப்பாய்வு|कंपनी|काम|வேலை|కంపెనీ|పని|ಕಂಪನಿ|ಕೆಲಸ|കമ്പനി|কোম্পানি|কাজ|कंपनी|કંપની|કામ/u,
  ],
}
