import type { CueSet } from '../cue-set.js'
import { everydayNotice } from './everyday-notice.js'
import { familyTalk } from './family-talk.js'
import { friendTalk } from './friend-talk.js'

/**
 * Marks of ordinary messages: a genuine alert that warns never to share an OTP, a friend
 * splitting a bill with no hurry, and (from their own files) everyday notices, family talk and friends settling up.
 * A matched span is also hidden from the scam cues, so "never share your OTP" does not count as
 * asking for one and "koi jaldi nahi" does not count as urgency.
 */
const ordinaryTalk: CueSet = {
  strong: [
    // never share your OTP / we never ask for it ("मागत नाही" as Marathi also says it); click no link, as a genuine
    // notice warns in each script ("कोणत्याही लिंकवर क्लिक करू नका")
    /\b(?:never|do not|don'?t|pls don'?t|please do not) (?:share|disclose|reveal|give) (?:your |the |this )?(?:otp|one[- ]time password|pin|upi pin|cvv|password|card details)(?:[ ,/]+(?:or |and )?(?:otp|pin|cvv|password|card details))*|(?:bank|we|rbi) (?:will )?never (?:ask|call|asks|calls) (?:you )?(?:for )?(?:your )?(?:otp|pin|password|cvv|details|card)[^.!?।\n]{0,60}|\b(?:bank|hum|we) (?:kabhi|kabhi bhi|eppavume|eppovum) [^.!?\n]{0,60}(?:nahi (?:maangta|mangta|maangte|puchta|poochta)|kekkadhu|kekka maattom)|(?:बैंक|हम) कभी (?:भी )?[^.!?।\n]{0,60}नहीं (?:माँगता|मांगता|माँगते|मांगते|पूछता|पूछते)|ஒருபோதும் [^.!?\n]{0,60}கேட்காது|ఎప్పుడూ [^.!?\n]{0,60}అడగదు|ಯಾವತ್ತೂ [^.!?\n]{0,60}ಕೇಳುವುದಿಲ್ಲ|ഒരിക്കലും [^.!?\n]{0,60}ചോദിക്കില്ല|কখনও [^.!?।\n]{0,60}চায় না|कधीही [^.!?।\n]{0,60}(?:विचारत|मागत) नाही|ક્યારેય [^.!?\n]{0,60}(?:માંગતી|માંગતા|માગતી|પૂછતી) નથી|(?:ओटीपी|otp|पिन).{0,80}किसी (?:को|से|के साथ|और).{0,15}(?:साझा|शेयर) न|\d+ मिनट (?:के लिए |तक )?मान्य|[\d\u0966-\u096F\u09E6-\u09EF\u0AE6-\u0AEF\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]+ ?(?:நிமிட(?:ங்கள்|ம்)?|నిమిషా(?:లు|ల పాటు)|ನಿಮಿಷ(?:ಗಳ)?|മിനിറ്റ്|মিনিট(?:ের)?|मिनिट(?:ांसाठी|े)?|મિનિટ) .{0,20}(?:செல்லுபடி|చెల్లుతుంది|చెల్లుబాటు|ಮಾನ್ಯ|സാധു|বৈধ|वैध|માન્ય)|(?:ஓடிபி|otp).{0,80}யாருடனும் பகிர வேண்டாம்|(?:ఓటీపీ|otp).{0,80}ఎవరితోనూ పంచుకోవద్దు|(?:ওটিপি|otp).{0,80}কারও সাথে শেয়ার করবেন না|\b(?:do not|don'?t|never) click (?:on )?(?:any|unknown|suspicious) links?\b|\bkisi (?:bhi )?link (?:pe|par) click (?:na|mat) kar|किसी (?:भी )?लिंक पर क्लिक (?:न|मत) कर|எந்த (?:ஒரு )?(?:லிங்க்|இணைப்ப)\S{0,4} (?:கிளிக்|க்ளிக்)\S{0,3} (?:செய்ய|பண்ண) (?:வேண்டாம்|கூடாது)|\bendha link\S{0,5} click panna (?:vendaam|koodadhu)|ఏ (?:లింక్|లింకు)\S{0,4} (?:మీద |పై )?క్లిక్ చేయ(?:వద్దు|కండి)|ಯಾವುದೇ ಲಿಂಕ್\S{0,4} ಕ್ಲಿಕ್ ಮಾಡಬೇಡಿ|ഒരു ലിങ്കിലും ക്ലിക്ക് ചെയ്യരുത്|কোনো লিঙ্কে ক্লিক করবেন না|कोणत्याही लिंकवर क्लिक करू नका|કોઈ(?: ?પણ)? લિંક પર ક્લિક (?:ન કરો|કરશો નહીં)/u,
    // an OTP delivery message, and its "tell no one" in the formal words bank messages use
    /\bis your (?:otp|one[- ]time password|verification code|login code)|(?<![\w/-])\d{4,8}\b.{0,6}(?:आपका|तुमचा|உங்கள்|మీ|ನಿಮ್ಮ|നിങ്ങളുടെ|আপনার|তোমার|તમારો) .{0,30}(?:ओटीपी|otp|ஓடிபி|ఓటీపీ|ಒಟಿಪಿ|ഒടിപി|ওটিপি|ઓટીપી)|(?:आपका|तुमचा|உங்கள்|మీ|ನಿಮ್ಮ|നിങ്ങളുടെ|আপনার|તમારો) (?:\S+ ){0,3}(?:ओटीपी|otp|ஓடிபி|ఓటీపీ|ಒಟಿಪಿ|ഒടിപി|ওটিপি|ઓટીપી) (?:है |आहे |ஆகும் |ఇది |ಆಗಿದೆ |ആണ് |হল |છે )?\d{4,8}|(?:ओटीपी|otp|पिन).{0,80}किसी (?:को|से|के साथ) .{0,10}(?:न|ना) (?:बताएं|बताएँ|दें)|\botp (?:for|to) (?:log ?in|login|sign in|verify).{0,40}valid|valid for \d+ (?:min|minutes|mins)/u,
    // no hurry
    /no (?:hurry|rush)|koi jaldi nahi|jaldi nahi hai|कोई जल्दी नहीं|आराम से|তাড়া নেই|অবসরে|அவசரம் இல்லை|తొందర లేదు|घाई नाही|ಆತುರ ಇಲ್ಲ|ಅವಸರ ಇಲ್ಲ|തിരക്കില്ല|ഒരു ധൃതിയുമില്ല|ઉતાવળ નથી/u,
    // later is fine: "next week is fine", "give it next month"
    /\b(?:next (?:week|month)|after (?:your )?(?:salary|pay ?day)) (?:is )?(?:fine|ok|okay|also fine|works)\b|\bagle (?:hafte|mahine) (?:bhi )?(?:chalega|de dena|de dio)|अगले (?:हफ्ते|हफ़्ते|महीने) (?:भी )?(?:चलेगा|दे देना)|அடுத்த (?:வாரம்|மாசம்|மாதம்) (?:கொடுத்தா(?:லும்)? |குடுத்தா(?:லும்)? )?(?:போதும்|பரவாயில்லை)|వచ్చే (?:వారం|నెల) (?:ఇచ్చినా )?(?:చాలు|పర్లేదు|పర్వాలేదు)|ಮುಂದಿನ (?:ವಾರ|ತಿಂಗಳು) (?:ಕೊಟ್ರೂ |ಕೊಟ್ಟರೂ )?(?:ಸಾಕು|ಪರವಾಗಿಲ್ಲ)|അടുത്ത (?:ആഴ്ച|മാസം) (?:തന്നാലും )?(?:മതി|കുഴപ്പമില്ല)|পরের (?:সপ্তাহে|মাসে) (?:দিলেও )?(?:হবে|চলবে)|पुढच्या (?:आठवड्यात|महिन्यात) (?:दिलेस तरी |दिले तरी )?चालेल|આવતા (?:અઠવાડિયે|મહિને) (?:આપીશ તો |આપે તો )?(?:ચાલશે|ચાલે)/u,
  ],
  medium: [
    // at the other's own pace
    /whenever you (?:can|get time|are free)|\bjab (?:bhi )?(?:time|fursat) mile|जब (?:भी )?(?:समय|टाइम|फुर्सत) मिले|फुर्सत में|நேரம் கிடைக்கும் ?போது|టైమ్ దొరికినప్పుడు|వీలైనప్పుడు|ಬಿಡುವಾದಾಗ|ಟೈಮ್ ಸಿಕ್ಕಾಗ|സമയം കിട്ടുമ്പോൾ|সময় পেলে|वेळ मिळेल तेव्हा|सवडीने|સમય મળે ત્યારે/u,
    // a bill split between friends, each one's share; not "a split" of a payment into parts ("half now, the rest
    // tomorrow"), which is a scammer's instalment
    /(?<!\b(?:a|the payment|payment|pay in) )\bsplit\b(?! (?:payment|into (?:two|parts|instalments)))|per head|each of us|each person|per person|\bhar (?:ek|bande|banda)\b|\bhisaa?b\b|my share|your share|हिसाब|प्रत्येकी|প্রত্যেকে|ஒவ்வொருவரும்|प्रति व्यक्ति|ஒருத்தருக்கு|ஒவ்வொருத்த|ஒவ்வொருவருக்கு|ஆளுக்கு|ఒక్కొక్కరికి|మనిషికి|ಒಬ್ಬೊಬ್ಬರಿಗೆ|ತಲಾ|ഒരാൾക്ക്|ആളൊന്നിന്|মাথাপিছু|প্রত্যেকের|डोक्यामागे|વ્યક્તિ દીઠ|\bper (?:flat|house|home|family)\b|\b(?:each|every) (?:flat|house|home|family)\b|\bhar ghar se\b|हर घर से|प्रति फ्लैट|प्रत्येक फ्लॅट|प्रत्येक घरा|ஒவ்வொரு வீட்டி|ప్రతి ఇంటి|ಪ್ರತಿ ಮನೆ|ഓരോ വീട്ടി|প্রতি (?:ফ্ল্যাট|বাড়ি)|દરેક ઘર|ఒక్కొక్కరు|ಪ್ರತಿಯೊಬ್ಬರು|ഓരോരുത്തരും|દરેક વ્યક્તિ|ಒಬ್ಬೊಬ್ಬರ|জনপ্রতি|प्रत्येकाने|માથાદીઠ|\b(?:aalukku|okkokkariki|okkokkaru|obbobbaru|obbobbarige|orororutharum|jonoprati|protyeke|pratyeki|darek vyakti)\b/u,
    // a housing society and its month's maintenance, in each script (the charge and its sum are hidden together,
    // so the society's own amount is no fee demanded)
    /\bresidents\b|\btreasurer\b|owners'? association|housing society|\bmaintenance (?:charges?|amount|of)\b|flat (?:no|number)|सोसायटी|सोसाइटी|गृहनिर्माण संस्था|हाउसिंग सोसा|(?:देखभाल|रखरखाव|मेंटेनेंस|मेंटेनन्स) (?:शुल्क|चार्ज|खर्च)[^.!?।\n]{0,25}|குடியிருப்போர் (?:சங்க|நல)|பராமரிப்பு கட்டண[^.!?\n]{0,25}|అపార్ట్‌మెంట్ (?:అసోసియేషన్|సొసైటీ)|మెయింటెనెన్స్ (?:ఛార్జ|ఫీజు|డబ్బు)[^.!?\n]{0,25}|ಮೆಂಟೆನೆನ್ಸ್ (?:ಶುಲ್ಕ|ಚಾರ್ಜ್|ಹಣ)[^.!?\n]{0,25}|ನಿವಾಸಿಗಳ ಸಂಘ|റെസിഡന്റ്സ് അസോസിയേഷൻ|മെയിന്റനൻസ് (?:ഫീസ്|ചാർജ്|തുക)[^.!?\n]{0,25}|আবাসিক সমিতি|মেইনটেন্যান্স (?:চার্জ|ফি)[^.!?।\n]{0,25}|સોસાયટી|મેન્ટેનન્સ (?:ચાર્જ|ફી)[^.!?\n]{0,25}/u,
    // a collection for a festival, a society or a temple, the same amount from every home
    /\b(?:chanda|chandaa|vargani|pirivu|vasool|donation|contribution)\b.{0,40}\b(?:per (?:flat|house|home|family|head)|each|every|har ghar)|\b(?:puja|pooja|ganpati|ganesh|durga ?puja|navratri|diwali|holi|onam|pongal|christmas|eid|iftar|festival|utsav|mandal|temple|mandir|society) (?:chanda|collection|contribution|fund|donation|vargani)|चंदा|वर्गणी|দুর্গাপুজোর চাঁদা|পুজোর চাঁদা|চাঁদা|(?:பூஜை|திருவிழா|கோயில்|கோவில்|விழா)\S{0,6} .{0,40}(?:வசூல்|நன்கொடை)|చందా(?!దార)|ಚಂದಾ(?!ದಾರ)|ವಂತಿಗೆ|പിരിവ്|ફાળો|ઉઘરાણી/u,
    // sharing a flat: the month's rent, the landlord, the bills split between flatmates
    /\b(?:flat ?mates?|room ?mates?|landlord|landlady|house ?owner)\b|\brent\b.{0,40}\b(?:each|share|half|split|this month|for (?:january|february|march|april|may|june|july|august|september|october|november|december))|\b(?:is mahine|iss mahine|is month|this month|indha maasam|ee nela|ee maasam|ei mase|ya mahinyacha|aa mahine)\b.{0,15}\brent\b|\brent (?:ka|ki|ke|bhi|aur|for the|is due|due)\b|\b(?:un|en|nee|my|your|apna|tera|amar|tomar|maza|tuza) (?:share|half|hissa)\b|\bowner (?:kekkuraar|kekuraru|maang|bol raha|is asking)|किराया|किराए|மாத வாடகை|வாடகை|அறை நண்பர்|అద్దె|రూమ్‌మేట్|ಬಾಡಿಗೆ|ರೂಮ್‌ಮೇಟ್|വാടക|റൂംമേറ്റ്|বাড়ি ?ভাড়া|ঘর ভাড়া|রুমমেট|घरभाडे|भाडे|रूममेट|ભાડું|ભાડુ|રૂમમેટ/u,
    // one's share of a month's rent or a bill, as the scripts say it, "rent" often kept in Latin letters
    // (the month and the owner are looked behind, so the cue runs only where "rent" or a word for a share is)
    /(?<=(?:इस महीने|இந்த மா(?:ச|த)|ఈ నెల|ಈ ತಿಂಗಳ|ഈ മാസ|এই মাস|या महिन्या|આ મહિના)\S{0,5} (?:का |ஓட |ના )?)rent\b|(?<=(?:तुम्हारा|तेरा|आपका|मेरा|तुझा|तुमचा|माझा) )हिस्सा|(?<=(?:உன்|உங்க|என்) )பங்கு|(?<=(?:నీ|మీ|నా) )వాటా|(?<=(?:ನಿನ್ನ|ನಿಮ್ಮ|ನನ್ನ) )ಪಾಲ(?:ು|ಿನ|ನ್ನು)|(?<=(?:നിന്റെ|നിങ്ങളുടെ|എന്റെ) )(?:പങ്ക്|വിഹിതം)|(?<=(?:তোর|তোমার|আপনার|আমার) )ভাগ(?:ের)?(?![\u0980-\u09FF])|(?<=(?:तुझा|तुमचा|माझा) )वाटा|(?<=(?:તારો|તમારો|મારો) )(?:ભાગ|હિસ્સો)/u,
    // a family wedding's gift money, and money the family or friends are collecting among themselves
    /\bwedding gift|\bgift (?:for|to) (?:\S+ ){0,3}(?:wedding|shaadi|marriage)\b|\b(?:wedding|shaadi|shadi|marriage|kalyanam|pelli|maduve|biye|lagna)\b.{0,30}\bgifts?\b|\bshagun\b|शगुन|(?:शादी|विवाह|लग्न|கல்யாண|திருமண|పెళ్లి|పెళ్ళి|ಮದುವೆ|കല്യാണ|বিয়ে|বিয়ে|લગ્ન)\S{0,5} .{0,30}\bgifts?\b|\b(?:we(?:'re| are)|everyone(?:'s| is)) (?:all )?(?:chipping in|pooling (?:money|in))\b|\b(?:ikattha kar rahe|ikatha kar rahe|jama kar rahe) (?:hain|he)\b|(?:इकट्ठा कर रहे|जमा कर रहे) (?:हैं|है)|(?:கல்யாண|திருமண)\S{0,4} (?:மொய்|பரிசு|கிஃப்ட்)|மொய் (?:எழுத|வை|பணம்)|வசூல் (?:பண்றோம்|செய்கிறோம்)|(?:పెళ్లి|పెళ్ళి)\S{0,4} (?:కానుక|బహుమతి|గిఫ్ట్|చదివింపు)|పోగు చేస్తున్నాం|ಮದುವೆ\S{0,4} (?:ಉಡುಗೊರೆ|ಗಿಫ್ಟ್)|(?:ಒಟ್ಟು|ಸಂಗ್ರಹ) ಮಾಡ್ತಿದ್ದೀವಿ|കല്യാണ\S{0,4} (?:സമ്മാന|ഗിഫ്റ്റ്)|പിരിക്കുന്നുണ്ട്|বিয়ে\S{0,4} (?:উপহার|গিফট)|(?:চাঁদা|টাকা) তুলছি|आहेर|(?:गोळा|जमा) करतोय|(?:गोळा|जमा) करत आहोत|ચાંલ્લો|ચાંદલો|ભેગ(?:ો|ા|ું) કરીએ છીએ/u,
  ],
  weak: [
    /\b(?:trip|dinner|lunch|(?<!third )party|farewell|birthday|picnic|reunion|potluck|movie|(?:cricket|football|ipl|the) match|cricket|football|classmates?|roommates?|neighbours?)\b|ডিনার|পার্টি|ম্যাচ|ফুটবল|ট্রিপ|डिनर|पार्टी|मैच|ट्रिप|பார்ட்டி|டின்னர்|ட்ரிப்|పార్టీ|డిన్నర్|ట్రిప్|ಡಿನ್ನರ್|ಟ್ರಿಪ್|ಪಾರ್ಟಿ|ഡിന്നർ|ട്രിപ്പ്|പാർട്ടി|ડિનર|ટ્રીપ|ટ્રિપ|પાર્ટી/u,
    /take care|have a (?:good|nice|great) day|see you|good night|happy birthday|\bphotos? (?:daal|share kar|upload kar)/u,
  ],
}

export const benign: CueSet = {
  strong: [...ordinaryTalk.strong, ...everydayNotice.strong, ...familyTalk.strong, ...friendTalk.strong],
  medium: [...ordinaryTalk.medium, ...everydayNotice.medium, ...familyTalk.medium, ...friendTalk.medium],
  weak: [...ordinaryTalk.weak, ...everydayNotice.weak, ...familyTalk.weak, ...friendTalk.weak],
}
