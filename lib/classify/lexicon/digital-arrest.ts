import type { CueSet } from '../cue-set.js'

/**
 * DIGITAL_ARREST: fake police, CBI, ED, narcotics or tax officers who threaten arrest and demand
 * money "for verification". Income-tax notices that threaten action belong here too.
 */
export const digitalArrest: CueSet = {
  strong: [
    // arrest
    /\barrest|non-?bailable|\bgiraft?aa?r|गिरफ्तार|अरेस्ट|अटक|கைது|அரெஸ்ட்|అరెస్ట్|అరెస్టు|গ্রেফতার|গ্রেপ্তার|অ্যারেস্ট|ಬಂಧನ|ಬಂಧಿಸ|ಅರೆಸ್ಟ್|അറസ്റ്റ്|ધરપકડ|અરેસ્ટ/u,
    // digital arrest or custody, a statement on video call
    /digital(?:ly)? (?:arrest|custody|house arrest)|डिजिटल (?:अरेस्ट|हिरासत)|டிஜிட்டல் (?:கைது|அரெஸ்ட்)|డిజిటల్ అరెస్ట్|ಡಿಜಿಟಲ್ (?:ಅರೆಸ್ಟ್|ಬಂಧನ)|ഡിജിറ്റൽ അറസ്റ്റ്|ডিজিটাল (?:অ্যারেস্ট|গ্রেফতার)|डिजिटल अटक|ડિજિટલ (?:અરેસ્ટ|ધરપકડ)/u,
    // investigation agencies and their crimes
    /\bcbi\b|enforcement directorate|\bncb\b|narcotics|\bndps\b|सीबीआई|प्रवर्तन निदेशालय|सीबीआय|சிபிஐ|సీబీఐ|সিবিআই|ಸಿಬಿಐ|സിബിഐ|સીબીઆઈ/u,
    /money[- ]?launder|hawala|human trafficking|drug trafficking|terror(?:ist)? (?:funding|financing)|मनी लॉन्ड्रिंग|मनी लांड्रिंग|तस्करी|பணமோசடி|மனி லாண்டரிங்|మనీ లాండరింగ్|মানি লন্ডারিং|ಅಕ್ರಮ ಹಣ ವರ್ಗಾವಣೆ|കള്ളപ്പണ|મની લોન્ડરિંગ/u,
    // a case registered against you
    /case (?:has been |is )?(?:registered|filed|lodged|booked) against you|(?:fir|case|complaint) (?:is )?(?:registered|filed|lodged) (?:in your name|against)|(?:मामला|केस|मुकदमा|गुन्हा|एफआईआर).{0,40}दर्ज|गुन्हा.{0,40}दाखल|case darj|வழக்கு.{0,40}பதிவு|కేసు.{0,40}నమోదు|মামলা.{0,40}(?:দায়ের|রুজু)|(?:ಪ್ರಕರಣ|ಕೇಸ್).{0,40}ದಾಖಲ|കേസ്.{0,40}രജിസ്റ്റർ|ગુનો.{0,40}દાખલ/u,
  ],
  medium: [
    /\bpolice\b|पुलिस|पोलीस|காவல்துறை|காவல் நிலைய|போலீஸ்|போலீச|పోలీస్|పోలీసు|পুলিশ|ಪೊಲೀಸ್|പോലീസ്|પોલીસ/u,
    /cyber ?(?:crime|cell|police)|crime branch|साइबर|सायबर|சைபர்|సైబర్|ಸೈಬರ್|സൈബർ|সাইবার|સાયબર/u,
    /\bfir\b|\bwarrant\b|एफआईआर|वारंट|वॉरंट|பிடிவாரண்ட்|வாரண்ட்|వారెంట్|ওয়ারেন্ট|ವಾರಂಟ್|വാറണ്ട്|વોરંટ/u,
    /\bcourt\b|\bjudge\b|\bjail\b|\bprison\b|अदालत|न्यायालय|कोर्ट|जेल|நீதிமன்ற|சிறை|కోర్టు|న్యాయస్థాన|జైలు|আদালত|জেল|কারাগার|ನ್ಯಾಯಾಲಯ|ಜೈಲು|കോടതി|ജയിൽ|કોર્ટ|અદાલત|જેલ/u,
    /\bdrugs\b|\bmdma\b|ड्रग्स|नशीले|போதைப்பொருள்|మాదకద్రవ్య|డ్రగ్స్|মাদক|ಮಾದಕ|ലഹരി|ડ્રગ્સ/u,
    /\bed\b (?:office|officer|notice|case|account)|\bed\b.{0,5}(?:verification|supervisory)|income tax (?:notice|raid|evasion|case)|tax evasion|undisclosed income|illegal (?:transaction|activit|funds)|national security|\braid\b|penalty notice|(?:legal|tax|show cause) notice|notice (?:has been |is )?issued|छापा|अघोषित (?:आय|उत्पन्न)|कारवाई|कार्रवाई/u,
    // isolation: tell no one, stay on the call
    /(?:do not|don'?t|never) (?:tell|inform|disclose (?:this )?to) (?:anyone|anybody|your family|family)|stay on (?:the |this )?(?:video )?call|do not disconnect|video (?:call )?(?:statement|verification|interrogation)|interrogat|investigating officer|(?:किसी|कोणालाही|யாரிடமும்|ఎవరికీ|কাউকে|ಯಾರಿಗೂ|ആരോടും|કોઈને).{0,20}(?:न बताएं|मत बताना|मत बताइए|बात नहीं करनी|सांगू नका|सांगू नये|बताना नहीं|சொல்ல வேண்டாம்|சொல்லக்கூடாது|கூறக்கூடாது|చెప్పవద్దు|చెప్పకండి|చెప్పకూడదు|বলবেন না|বলা যাবে না|ಹೇಳಬೇಡಿ|ಹೇಳಬಾರದು|പറയരുത്|പറയാൻ പാടില്ല|કહેશો નહીં|કહેવું નહીં)/u,
  ],
  weak: [
    // an inspector, a case number, a secret inquiry
    /इंस्पेक्टर|इन्स्पेक्टर|இன்ஸ்பெக்டர்|ఇన్స్పెక్టర్|ಇನ್ಸ್ಪೆಕ್ಟರ್|ഇൻസ്പെക്ടർ|ইন্সপেক্টর|ઇન્સ્પેક્ટર|केस (?:नंबर|संख्या)|வழக்கு எண்|కేసు (?:నంబర్|సంఖ్య)|ಪ್ರಕರಣ ಸಂಖ್ಯೆ|കേസ് നമ്പർ|মামলা নম্বর|કેસ નંબર|ரகசிய|రహస్య|ರಹಸ್ಯ|രഹസ്യ|গোপন|ગુપ્ત/u,
    /\binvestigation\b|\bcase (?:number|no|id|reference)\b|legal action|\bofficer\b|\binspector\b|confidential|जांच|जाँच|गोपनीय|प्रकरण|விசாரணை|దర్యాప్తు|তদন্ত|ತನಿಖೆ|അന്വേഷണ|તપાસ/u,
    /\bincome tax\b|आयकर|வருமான வரி|ఆదాయపు పన్ను|আয়কর|ಆದಾಯ ತೆರಿಗೆ|ആദായ നികുതി|આવકવેરા/u,
    /\bpenalty\b|जुर्माना|दंड|அபராதம்|జరిమానా|জরিমানা|ದಂಡ|പിഴ|દંડ/u,
  ],
}
