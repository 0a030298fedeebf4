import type { CueSet } from '../cue-set.js'

/**
 * ROMANCE_SCAM, by its pretext: a suitor met online (a dating or marriage site, a "wrong number"
 * that stays to chat), often a doctor, nurse, engineer or soldier abroad. What presses, warmth,
 * love and a plea for help, is the affection lever (`lever/affection.ts`); the money may then go
 * to a "customs" fee or a "trading" tip without changing what the scam is.
 */
export const romanceScam: CueSet = {
  strong: [
    // matrimony or dating site, a profile seen there
    /matrimon|shaadi\.com|jeevansathi|bharatmatrimony|dating (?:app|site|website|profile)|\btinder\b|\bbumble\b|\bhinge\b|मैट्रिमोनी|जीवनसाथी (?:डॉट|साइट)|மேட்ரிமோனி|திருமண (?:தளம்|இணையதளம்|வலைத்தள)|మ్యాట్రిమోనీ|మాట్రిమోనీ|ಮ್ಯಾಟ್ರಿಮನಿ|ಮ್ಯಾಟ್ರಿಮೊನಿ|മാട്രിമോണി|മാട്രിമണി|ম্যাট্রিমনি|বিয়ের সাইট|मॅट्रिमोनी|વિવાહ સાઇટ|મેટ્રિમોની/u,
  ],
  medium: [
    // a professional abroad, a soldier on a mission, a widow or widower
    /\b(?:london|uk|usa|us|america|dubai|canada|australia|singapore|germany|abroad|england|italy|norway|qatar|kuwait)\b ?\S{0,6} ?\b(?:doctor|engineer|nurse|pilot|officer|surgeon|manager|businessman|businesswoman|model|architect)\b|(?:\b(?:un|army|navy|peacekeeping|military) (?:doctor|officer|medical|mission|surgeon|camp)|oil rig|offshore (?:engineer|rig)|\bwidow(?:er|ed)?\b|\b(?:doctor|engineer|officer|pilot|surgeon|nurse|businessman|businesswoman|model|architect|manager)\b.{0,25}\b(?:in|at|from|me|mein|la|il|ey|e|madhe|ma) (?:london|the uk|uk|usa|the us|us|america|dubai|canada|australia|germany|singapore|syria|abroad|england|new york|toronto|sydney|paris|italy|norway|qatar|kuwait)\b)|(?:लंदन|दुबई|अमेरिका|कनाडा|विदेश|ऑस्ट्रेलिया|सिंगापुर|इंग्लैंड)\S{0,3} (?:में|मध्ये|मधे) .{0,20}(?:डॉक्टर|नर्स|इंजीनियर|पायलट|अफसर|व्यापारी|काम)|(?:லண்டன்|துபாய்|அமெரிக்கா|கனடா|சிங்கப்பூர்|வெளிநாட்டில்|ஆஸ்திரேலியா)\S{0,4} .{0,20}(?:டாக்டர்|மருத்துவர்|நர்ஸ்|செவிலியர்|இன்ஜினியர்|பொறியாளர்|பைலட்|வேலை)|(?:లండన్|దుబాయ్|అమెరికా|కెనడా|సింగపూర్|విదేశాల్లో|ఆస్ట్రేలియా)\S{0,4} .{0,20}(?:డాక్టర్|నర్సు|నర్స్|ఇంజనీర్|పైలట్|ఉద్యోగం)|(?:ಲಂಡನ್|ದುಬೈ|ಅಮೆರಿಕ|ಕೆನಡಾ|ಸಿಂಗಾಪುರ|ವಿದೇಶದಲ್ಲಿ|ಆಸ್ಟ್ರೇಲಿಯಾ)\S{0,4} .{0,20}(?:ಡಾಕ್ಟರ್|ವೈದ್ಯ|ನರ್ಸ್|ಇಂಜಿನಿಯರ್|ಪೈಲಟ್|ಕೆಲಸ)|(?:ലണ്ടൻ|ദുബായ്|അമേരിക്ക|കാനഡ|സിംഗപ്പൂർ|വിദേശത്ത്|ഓസ്ട്രേലിയ)\S{0,4} .{0,20}(?:ഡോക്ടർ|നഴ്സ്|എഞ്ചിനീയർ|പൈലറ്റ്|ജോലി)|(?:লন্ডন|দুবাই|আমেরিকা|কানাডা|সিঙ্গাপুর|বিদেশে|অস্ট্রেলিয়া)\S{0,4} .{0,20}(?:ডাক্তার|নার্স|ইঞ্জিনিয়ার|পাইলট|চাকরি)|(?:લંડન|દુબઈ|અમેરિકા|કેનેડા|સિંગાપોર|વિદેશમાં|ઓસ્ટ્રેલિયા)\S{0,4} .{0,20}(?:ડોક્ટર|નર્સ|એન્જિનિયર|પાયલટ|નોકરી)/u,
    // a profile or photo seen, a contact "found"
    /\b(?:saw|seen|found|liked|came across) (?:your|ur) (?:profile|photo|picture|dp|pic)|\byour (?:profile|dp|display picture) (?:is|looks|seemed)|\bprofile (?:dekhi|dekha|dekh ke|paathen|paarthen|dekhlam|pahila|joyi)|\b(?:dp|photo) (?:dekh|paath|dekhe|pahun|joi)\w* .{0,20}(?:laga|familiar|thonuchu|mone holo|vatla|laagyu)|(?:आपकी|तुम्हारी) (?:प्रोफाइल|तस्वीर|फोटो|डीपी) (?:देखी|देख)|(?:உங்க(?:ள்)?|உன்) (?:ப்ரொஃபைல்|புரொஃபைல்|புகைப்பட|போட்டோ|படம்)\S{0,4} (?:பார்த்|பாத்)|(?:మీ|నీ) (?:ప్రొఫైల్|ఫోటో) (?:చూశా|చూసి)|(?:ನಿಮ್ಮ|ನಿನ್ನ) (?:ಪ್ರೊಫೈಲ್|ಫೋಟೋ) (?:ನೋಡಿ|ನೋಡಿದೆ)|(?:നിങ്ങളുടെ|നിന്റെ) (?:പ്രൊഫൈൽ|ഫോട്ടോ) (?:കണ്ട|കണ്ടു)|(?:তোমার|আপনার) (?:প্রোফাইল|ছবি) (?:দেখে|দেখলাম)|(?:तुमचा|तुमची|तुझा) (?:प्रोफाइल|फोटो) (?:पाहि|बघित)|(?:તમારો|તમારી) (?:પ્રોફાઇલ|ફોટો) (?:જોઈ|જોયો)/u,
  ],
  weak: [
    // "I think we talked before", a lonely stranger, a flight to come and meet
    /\b(?:i think |maybe |i guess )?we (?:have )?(?:talked|spoke|chatted|met) (?:before|earlier|once)|\bwrong (?:number|person)\b|गलत नंबर|ग़लत नंबर|தவறான (?:நம்பர்|எண்)|రాంగ్ నంబర్|తప్పు నంబర్|ತಪ್ಪು ನಂಬರ್|ರಾಂಗ್ ನಂಬರ್|തെറ്റായ നമ്പർ|റോങ് നമ്പർ|ভুল নম্বর|রং নম্বর|चुकीचा नंबर|ખોટો નંબર|રોંગ નંબર|\blonely\b|pehle baat (?:ki|hui)|munnadi pesi|aadhi bolalo|age kotha|પહેલાં વાત|पहले (?:बात की|बात हुई)|पहले भी बात|முன்னாடி பேசி|முன்பு பேசி|ఇంతకు ముందు మాట్లాడ|ಹಿಂದೆ ಮಾತನಾಡ|ಮುಂಚೆ ಮಾತಾಡ|മുമ്പ് സംസാരിച്ച|আগে কথা (?:হয়েছে|বলেছি)|आधी बोललो|आधी बोलणं|\bflight\b|\bairport\b|come to india|visit india|एयरपोर्ट|விமான நிலைய|ఎయిర్‌పోర్ట్|ವಿಮಾನ ನಿಲ್ದಾಣ|എയർപോർട്ട്|বিমানবন্দর|એરપોર્ટ/u,
  ],
}
