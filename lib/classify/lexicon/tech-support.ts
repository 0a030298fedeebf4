import type { CueSet } from '../cue-set.js'

/**
 * TECH_SUPPORT, by its pretext: a software vendor, antivirus, the telecom operator's or internet
 * provider's "technical department", a follow-up to a complaint about the line, a SIM upgrade:
 * someone who fixes devices and connections, and wants remote access, a code on the screen or a
 * "renewal" paid.
 */
export const techSupport: CueSet = {
  strong: [
    // virus, malware
    /\bvirus|malware|trojan|spyware|ransomware|\bhacked\b.{0,30}\b(?:computer|laptop|pc|device|router|system)|वायरस|व्हायरस|मालवेयर|மால்வேர்|வைரஸ்|వైరస్|మాల్వేర్|ವೈರಸ್|ಮಾಲ್‌ವೇರ್|വൈറസ്|മാൽവെയർ|ভাইরাস|ম্যালওয়্যার|व्हायरस|વાયરસ|માલવેર/u,
    // remote-access tools
    /anydesk|any desk|teamviewer|team viewer|rustdesk|quick ?support|ultraviewer|airdroid|supremo|एनीडेस्क|टीमव्यूअर|எனிடெஸ்க்|டீம்வியூவர்|ఎనీడెస్క్|ಎನಿಡೆಸ್ಕ್|എനിഡെസ്ക്|এনিডেস্ক|એનીડેસ્ક/u,
    // remote access, screen sharing
    /remote (?:access|support|desktop|control|tool|app|session)|remotely|screen ?shar|connect (?:to|with) your (?:computer|laptop|pc|device|system|phone)|रिमोट|स्क्रीन शेयर|ரிமோட்|ஸ்கிரீன் ஷேர்|రిమోట్|స్క్రీన్ షేర్|ರಿಮೋಟ್|ಸ್ಕ್ರೀನ್ ಶೇರ್|റിമോട്ട്|സ്ക്രീൻ ഷെയർ|রিমোট|স্ক্রিন শেয়ার|रिमोट|રિમોટ|સ્ક્રીન શેર/u,
    // technical support, software brands, the operator's technical department
    /tech(?:nical)? (?:support|department|team|desk|helpdesk|cell|division|engineer|executive)|microsoft (?:support|security|certified|technician|helpline|windows|engineer)|windows (?:licen|defender|security|support)|apple (?:support|care)|\bnorton\b|mcafee|antivirus|anti-virus|\bavast\b|kaspersky|quick ?heal|firewall|माइक्रोसॉफ्ट|तकनीकी (?:सहायता|विभाग|टीम)|टेक्निकल (?:सपोर्ट|डिपार्टमेंट|टीम|विभाग)|टेक सपोर्ट|மைக்ரோசாஃப்ட்|தொழில்நுட்ப (?:ஆதரவு|பிரிவ|துறை|குழு)|டெக்னிக்கல் (?:சப்போர்ட்|டிபார்ட்மென்ட்|டீம்)|మైక్రోసాఫ్ట్|సాంకేతిక (?:సహాయ|విభాగ|బృంద)|టెక్నికల్ (?:సపోర్ట్|డిపార్ట్‌మెంట్|టీమ్)|ಮೈಕ್ರೋಸಾಫ್ಟ್|ತಾಂತ್ರಿಕ (?:ಬೆಂಬಲ|ವಿಭಾಗ|ತಂಡ)|ಟೆಕ್ನಿಕಲ್ (?:ಸಪೋರ್ಟ್|ಡಿಪಾರ್ಟ್‌ಮೆಂಟ್|ಟೀಮ್)|മൈക്രോസോഫ്റ്റ്|സാങ്കേതിക (?:സഹായ|വിഭാഗ|സംഘ)|ടെക്നിക്കൽ (?:സപ്പോർട്ട്|ഡിപ്പാർട്ട്മെന്റ്|ടീം)|মাইক্রোসফট|প্রযুক্তিগত (?:সহায়তা|বিভাগ|দল)|টেকনিক্যাল (?:সাপোর্ট|ডিপার্টমেন্ট|টিম)|तांत्रिक (?:सहाय्य|विभाग|टीम)|टेक्निकल (?:सपोर्ट|डिपार्टमेंट)|ટેકનિકલ (?:સપોર્ટ|વિભાગ|ટીમ)|તકનીકી (?:સહાય|વિભાગ)/u,
  ],
  medium: [
    // the connection itself: broadband, fibre, router, the line, a SIM upgrade
    /\b(?:broadband|fib(?:er|re)|router|modem|wi-?fi|internet (?:connection|speed|service|line)|net (?:slow|connection)|network (?:issue|problem|upgrade)|landline|set-?top box|dth)\b|\bsim (?:upgrade|swap|card (?:upgrade|replacement|will be))|\b(?:4g|5g) (?:sim|upgrade)|\b(?:airtel|jio|bsnl|vodafone|vi|act fibernet|hathway|tata play)\b.{0,30}\b(?:technical|engineer|complaint|service|upgrade|network|line|router)|ब्रॉडबैंड|राउटर|इंटरनेट (?:कनेक्शन|स्पीड|सेवा)|नेटवर्क (?:समस्या|अपग्रेड)|सिम (?:अपग्रेड|स्वैप)|பிராட்பேண்ட்|ரூட்டர்|இணைய (?:இணைப்பு|வேகம்|சேவை)|இன்டர்நெட்|நெட்வொர்க் (?:பிரச்சனை|அப்கிரேட்)|சிம் (?:அப்கிரேட்|மாற்ற)|బ్రాడ్‌బ్యాండ్|రౌటర్|ఇంటర్నెట్|నెట్‌వర్క్ (?:సమస్య|అప్‌గ్రేడ్)|సిమ్ (?:అప్‌గ్రేడ్|మార్పు)|ಬ್ರಾಡ್‌ಬ್ಯಾಂಡ್|ರೂಟರ್|ಇಂಟರ್ನೆಟ್|ನೆಟ್‌ವರ್ಕ್ (?:ಸಮಸ್ಯೆ|ಅಪ್‌ಗ್ರೇಡ್)|ಸಿಮ್ (?:ಅಪ್‌ಗ್ರೇಡ್|ಬದಲಾವಣೆ)|ബ്രോഡ്ബാൻഡ്|റൂട്ടർ|ഇന്റർനെറ്റ്|നെറ്റ്‌വർക്ക് (?:പ്രശ്നം|അപ്ഗ്രേഡ്)|സിം (?:അപ്ഗ്രേഡ്|മാറ്റ)|ব্রডব্যান্ড|রাউটার|ইন্টারনেট|নেটওয়ার্ক (?:সমস্যা|আপগ্রেড)|সিম (?:আপগ্রেড|বদল)|ब्रॉडबँड|राउटर|इंटरनेट|नेटवर्क (?:समस्या|अपग्रेड)|બ્રોડબેન્ડ|રાઉટર|ઇન્ટરનેટ|નેટવર્ક (?:સમસ્યા|અપગ્રેડ)|સિમ (?:અપગ્રેડ|બદલ)/u,
    // a follow-up to a complaint about the service
    /\b(?:your|the) (?:complaint|ticket|service request)\b.{0,40}\b(?:internet|network|line|router|broadband|wifi|connection|slow|speed|device|computer|laptop|phone|sim)|\b(?:follow[- ]?up|regarding|about) (?:on |to )?your (?:complaint|ticket|service request)|complaint (?:number|no|id|ticket) .{0,40}(?:internet|network|broadband|router|sim)|शिकायत .{0,30}(?:इंटरनेट|नेटवर्क|कनेक्शन|राउटर)|புகார் .{0,30}(?:இணைய|நெட்வொர்க்|இன்டர்நெட்|ரூட்டர்)|ఫిర్యాదు .{0,30}(?:ఇంటర్నెట్|నెట్‌వర్క్|రౌటర్)|ದೂರು .{0,30}(?:ಇಂಟರ್ನೆಟ್|ನೆಟ್‌ವರ್ಕ್|ರೂಟರ್)|പരാതി .{0,30}(?:ഇന്റർനെറ്റ്|നെറ്റ്‌വർക്ക്|റൂട്ടർ)|অভিযোগ .{0,30}(?:ইন্টারনেট|নেটওয়ার্ক|রাউটার)|तक्रार .{0,30}(?:इंटरनेट|नेटवर्क|राउटर)|ફરિયાદ .{0,30}(?:ઇન્ટરનેટ|નેટવર્ક|રાઉટર)/u,
    /\bmicrosoft\b|\bicloud\b|\bwindows\b|\bapple id\b/u,
    // a phone that is slow, hacked or leaking data, and a code read off its screen
    /\b(?:phone|mobile|device) (?:security|protection) (?:team|department|centre|center)|\bdata (?:is being |being |was )?(?:stolen|leaked|hacked)|\bcode (?:shown |displayed |appearing )?on (?:your|the) screen|(?:मोबाइल|फोन) (?:सिक्योरिटी|सुरक्षा) टीम|डेटा (?:चोरी|लीक)|स्क्रीन पर (?:दिख|आ)\S* (?:रहा |रहे )?(?:कोड|नंबर)|(?:மொபைல்|போன்) (?:செக்யூரிட்டி|பாதுகாப்பு) (?:டீம்|குழு)|(?:டேட்டா|தரவு)\S{0,3} (?:திருட|லீக்)|திரையில் (?:வரும்|தெரியும்) (?:கோடு|எண்)|(?:మొబైల్|ఫోన్) (?:సెక్యూరిటీ|భద్రతా) (?:టీమ్|బృందం)|డేటా (?:దొంగిలి|లీక్)|స్క్రీన్‌?(?:పై| మీద) (?:కనిపించే|వచ్చే) (?:కోడ్|నంబర్)|(?:ಮೊಬೈಲ್|ಫೋನ್) (?:ಸೆಕ್ಯುರಿಟಿ|ಭದ್ರತಾ) (?:ಟೀಮ್|ತಂಡ)|ಡೇಟಾ (?:ಕಳ್ಳತನ|ಕದಿಯ|ಲೀಕ್)|ಸ್ಕ್ರೀನ್ (?:ಮೇಲೆ|ನಲ್ಲಿ) (?:ಕಾಣುವ|ಬರುವ) (?:ಕೋಡ್|ಸಂಖ್ಯೆ)|(?:മൊബൈൽ|ഫോൺ) (?:സെക്യൂരിറ്റി|സുരക്ഷാ) (?:ടീം|സംഘം)|ഡാറ്റ (?:മോഷ്ട|ചോർ)|സ്ക്രീനിൽ (?:കാണുന്ന|വരുന്ന) (?:കോഡ്|നമ്പർ)|(?:মোবাইল|ফোন) (?:সিকিউরিটি|নিরাপত্তা) (?:টিম|দল)|ডেটা (?:চুরি|লিক)|স্ক্রিনে (?:দেখা|আসা) (?:কোড|নম্বর)|(?:मोबाईल|फोन) (?:सिक्युरिटी|सुरक्षा) टीम|डेटा (?:चोरी|लीक)|स्क्रीनवर (?:दिसणारा|आलेला) (?:कोड|नंबर)|(?:મોબાઈલ|ફોન) (?:સિક્યોરિટી|સુરક્ષા) (?:ટીમ|વિભાગ)|ડેટા (?:ચોરા|ચોરી|લીક)|સ્ક્રીન પર (?:દેખાતો|આવેલો) (?:કોડ|નંબર)/u,
    /\bhack(?:ed|ers?|ing)?\b|compromised|हैक|हॅक|ஹேக்|హ్యాక్|ಹ್ಯಾಕ್|ഹാക്ക്|হ্যাক|हॅक|હેક/u,
    /(?:system|computer|laptop|device|pc|phone) (?:will be |is |has been )?(?:locked|infected|blocked|slow)|subscription (?:has been |was )?(?:auto-?)?renew|auto-?renew|support code|code (?:shown |displayed )?on (?:your|the) screen|\.exe\b|call forwarding|\*\d{2,3}\*|\*\*21\*|##\d{2}#/u,
    // a device maker's service centre; then a warranty running out, a failing disk: the laptop or phone itself
    /\b(?:dell|hp|lenovo|asus|acer|samsung|apple|xiaomi|redmi|oneplus|vivo|oppo|realme|sony|lg)\b.{0,25}(?:service (?:cent(?:er|re)|engineer|team)|care cent(?:er|re)|सर्विस सेंटर|சர்வீஸ் சென்டர்|సర్వీస్ సెంటర్|ಸರ್ವಿಸ್ ಸೆಂಟರ್|സർവീസ് സെന്റർ|সার্ভিস সেন্টার|सर्व्हिस सेंटर|સર્વિસ સેન્ટર)/u,
    /\bwarranty\b|\bhard disk|\bharddisk|\bhard drive|\bmotherboard\b|\bservice tag\b|वारंटी|वॉरंटी|வாரண்டி|వారంటీ|ವಾರಂಟಿ|വാറന്റി|ওয়ারেন্টি|વોરંટી|हार्ड ?डिस्क|ஹார்ட் ?டிஸ்க்|హార్డ్ ?డిస్క్|ಹಾರ್ಡ್ ?ಡಿಸ್ಕ್|ഹാർഡ് ?ഡിസ്ക്|হার্ড ?ডিস্ক|હાર્ડ ?ડિસ્ક/u,
    // an app's or account's "security team", a sign-in from another phone (the phone is looked behind, so
    // the cue runs only where a word for signing in is)
    /\b(?:whatsapp|google|gmail|facebook|instagram|telegram|microsoft|apple|icloud)\b(?= ?(?:security|safety|account (?:recovery|protection)|support|सिक्योरिटी|सुरक्षा|செக்யூரிட்டி|பாதுகாப்பு|సెక్యూరిటీ|భద్రతా|ಸೆಕ್ಯುರಿಟಿ|ಭದ್ರತಾ|സെക്യൂരിറ്റി|സുരക്ഷാ|সিকিউরিটি|নিরাপত্তা|सिक्युरिटी|સિક્યોરિટી|સુરક્ષા))|\b(?:someone|somebody|an unknown (?:device|person))\b.{0,20}\b(?:signed|logged) (?:in|into)\b|\b(?:logged|signed) in (?:on|from) (?:another|a new|an unknown|other) (?:device|phone)|\bnew (?:login|sign-in) (?:from|on|detected)|(?:लॉगिन|लॉग इन)(?<=(?:दूसरे|दूसरी|अन्य|किसी और) (?:फोन|फ़ोन|डिवाइस)\S{0,4} .{0,10}(?:लॉगिन|लॉग इन))|(?:லாக்(?:இன்| இன்)|லாகின்)(?<=(?:வேறு|மற்றொரு|இன்னொரு) (?:போன்|ஃபோன்|சாதன)\S{0,6} .{0,10}(?:லாக்(?:இன்| இன்)|லாகின்))|లాగిన్(?<=(?:మరొక|వేరే|ఇంకో) (?:ఫోన్|డివైస్)\S{0,6} ?.{0,10}లాగిన్)|ಲಾಗಿನ್(?<=(?:ಬೇರೆ|ಮತ್ತೊಂದು|ಇನ್ನೊಂದು) (?:ಫೋನ್|ಡಿವೈಸ್)\S{0,6} ?.{0,10}ಲಾಗಿನ್)|ലോഗിന്(?<=(?:മറ്റൊരു|വേറെ) (?:ഫോണ്|ഫോൺ|ഡിവൈസ്)\S{0,6} ?.{0,10}ലോഗിന്)|(?:লগইন|লগ ইন)(?<=(?:অন্য|আরেকটি) (?:ফোন|ডিভাইস)\S{0,4} ?.{0,10}(?:লগইন|লগ ইন))|(?:लॉगिन|लॉग इन)(?<=(?:दुसऱ्या|दुसर्‍या|इतर) (?:फोन|डिव्हाइस)\S{0,4} ?.{0,10}(?:लॉगिन|लॉग इन))|(?:લોગિન|લોગ ઇન)(?<=(?:બીજા|અન્ય) (?:ફોન|ડિવાઇસ)\S{0,4} ?.{0,10}(?:લોગિન|લોગ ઇન))/u,
    // a scan of the phone, the permissions that hand over the screen (accessibility, display over other
    // apps), a support engineer
    /\bscan (?:your|the) (?:phone|device|mobile|computer|laptop|system)|\baccessibility\b|display over other apps|\b(?:support|service|our|remote) engineer|सपोर्ट इंजीनियर|சப்போர்ட் இன்ஜினியர்|సపోర్ట్ ఇంజనీర్|ಸಪೋರ್ಟ್ ಎಂಜಿನಿಯರ್|സപ്പോർട്ട് എഞ്ചിനീയർ|সাপোর্ট ইঞ্জিনিয়ার|सपोर्ट इंजिनिअर|સપોર્ટ એન્જિનિયર/u,
  ],
  weak: [
    /\b(?:computer|laptop|pc|browser|ip address|licen[cs]e|software|device)\b|\bhelp ?desk\b|कंप्यूटर|संगणक|கணினி|கம்ப்யூட்டர்|కంప్యూటర్|ಕಂಪ್ಯೂಟರ್|കമ്പ്യൂട്ടർ|কম্পিউটার|संगणक|કમ્પ્યુટર/u,
    /\b(?:airtel|jio|bsnl|vodafone|idea|vi)\b|एयरटेल|जियो|ஏர்டெல்|ஜியோ|ఎయిర్‌టెల్|జియో|ಏರ್‌ಟೆಲ್|ಜಿಯೋ|എയർടെൽ|ജിയോ|এয়ারটেল|জিও|એરટેલ|જિયો/u,
  ],
}
