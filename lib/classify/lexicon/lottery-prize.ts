import type { CueSet } from '../cue-set.js'

/**
 * LOTTERY_PRIZE, by its pretext: a lottery, lucky draw, quiz show or brand that picked the victim
 * for a prize, and the partner's families filed under it: government-scheme benefits released on
 * payment, and phishing "offers" (a free phone, recharge or gift for a chosen few). The pull of
 * the win itself is the greed lever (`lever/greed.ts`).
 */
export const lotteryPrize: CueSet = {
  strong: [
    // lottery, lucky draw (a jackpot, unless it is a trade's: "jackpot calls", "F&O jackpot" are a tipster's hype)
    /\blott?er(?:y|ies)\b|lucky (?:draw|coupon|number|winner)|\bjackpot\b(?! (?:calls?|tips?|trades?|stocks?|shares?|signals?|picks?|returns?|profits?)\b)(?<!\b(?:f&o|stock|share|trading|intraday|option|options|nifty|market) jackpot)|\bkbc\b|kaun banega crorepati|crorepati|\bbumper (?:draw|prize)|e-?draw|\bsweepstakes?\b|\braffle\b|लॉटरी|लकी ड्रॉ|लकी ड्रा|कौन बनेगा करोड़पति|லாட்டரி|குலுக்கல்|லக்கி டிரா|లాటరీ|లక్కీ డ్రా|ಲಾಟರಿ|ಲಕ್ಕಿ ಡ್ರಾ|ലോട്ടറി|ഭാഗ്യക്കുറി|നറുക്കെടുപ്പ|ലക്കി ഡ്രോ|লটারি|লাকি ড্র|लॉटरी|सोडत|લોટરી|લકી ડ્રો/u,
    // prize
    /\bprizes?\b|\bprize money\b|इनाम|पुरस्कार|बक्षीस|\binaa?m\b|பரிசு|பரிசுத் ?தொகை|బహుమతి|బహుమానం|ಬಹುಮಾನ|സമ്മാന|পুরস্কার|ইনাম|बक्षीस|ઇનામ|પુરસ્કાર/u,
    // winner
    /\bwinners?\b|\bwinning (?:amount|reference|number|code|ticket)|विजेता|विजेते|வெற்றியாளர்|విజేత|ವಿಜೇತ|വിജയി|বিজয়ী|विजेता|વિજેતા/u,
    // a free phone, recharge or gift, or a costly item "at just Rs 999"
    /\bfree (?:[\w-]+ ){0,2}(?:iphone|phone|mobile|smartphone|recharge|data|laptop|tv|television|scooty|bike|car|tractor)|(?:iphone|laptop|\btv\b|smart ?phone|scooty|macbook|ipad).{0,40}(?:at just|only|for just|sirf|matra|mathram|maatra) (?:rs|₹|inr)/u,
    // beneficiary of a scheme
    /beneficiar|लाभार्थी|பயனாளி|లబ్ధిదారు|ಫಲಾನುಭವಿ|ഗുണഭോക്താ|সুবিধাভোগী|উপকারভোগী|लाभार्थी|લાભાર્થી/u,
  ],
  medium: [
    // a government scheme paying out: the prize of the partner's "government scheme" family
    /\b(?:pm|pradhan ?mantri|prime minister'?s?|government|sarkari|central govt|state govt)\b.{0,40}\b(?:yojana|scheme|subsidy|grant|benefit|sahayata)|\bpm[- ]?kisan\b|\bpmay\b|ayushman|(?:प्रधानमंत्री|प्रधान मंत्री|सरकारी|सरकार की|शासकीय)\S{0,3} .{0,30}(?:योजना|सहायता|अनुदान)|(?:பிரதமர்|அரசு|அரசின்)\S{0,4} .{0,30}(?:திட்ட|யோஜனா|மானிய|உதவித்தொகை)|(?:ప్రధానమంత్రి|ప్రధాన మంత్రి|ప్రభుత్వ)\S{0,4} .{0,30}(?:పథకం|యోజన|సబ్సిడీ)|(?:ಪ್ರಧಾನ ಮಂತ್ರಿ|ಪ್ರಧಾನಮಂತ್ರಿ|ಸರ್ಕಾರ(?:ದ|ಿ)?)\S{0,4} .{0,30}(?:ಯೋಜನೆ|ಸಹಾಯಧನ|ಸಬ್ಸಿಡಿ)|(?:പ്രധാനമന്ത്രി|സർക്കാർ)\S{0,4} .{0,30}(?:പദ്ധതി|യോജന|സബ്സിഡി|ധനസഹായ)|(?:প্রধানমন্ত্রী|সরকারি|সরকারের)\S{0,4} .{0,30}(?:প্রকল্প|যোজনা|ভর্তুকি|অনুদান)|(?:प्रधानमंत्री|सरकारी|शासनाच्या)\S{0,4} .{0,30}(?:योजना|अनुदान)|(?:પ્રધાનમંત્રી|સરકારી|સરકારની)\S{0,4} .{0,30}(?:યોજના|સહાય|સબસિડી)/u,
    /\bscheme\b.{0,30}\b(?:benefit|amount|instal?ment|subsidy)|\bsubsid|\bgrant\b|\bdbt\b|सब्सिडी|अनुदान|மானிய|సబ్సిడీ|ಸಬ್ಸಿಡಿ|സബ്സിഡി|ভর্তুকি|अनुदान|સબસિડી/u,
    /claim (?:your|the) (?:prize|reward|gift|winnings|amount|cash)|\bwon\b(?!')|\bwin (?:a|an|the)\b|जीत|\bjeet|\bjite\b|வென்ற|ஜெயிச்ச|గెలిచ|ಗೆದ್ದ|നേടിയ|জিতে|जिंक|જીત/u,
    /selected (?:users|customers|shoppers|winners|numbers|participants)|lucky (?:customers?|shoppers?|users?|participants?)|you (?:are|have been) (?:selected|chosen|picked|shortlisted) (?:for|as|to receive)|\bpicked\b|चुना गया|चयन हुआ|चुने गए|select hua|தேர்ந்தெடுக்கப்பட்ட|ఎంపిక(?:య్యారు|చేయబడ)|ಆಯ್ಕೆಯಾಗಿ|തിരഞ്ഞെടുക്കപ്പെട്ട|নির্বাচিত হয়েছেন|निवड झाली|પસંદગી થઈ/u,
    /\bsurvey\b|\bquiz\b|सर्वे|सर्वेक्षण|சர்வே|సర్వే|ಸರ್ವೆ|സർവേ|সমীক্ষা|সার্ভে|સર્વે/u,
    // a deal too good to be true, points to redeem, a scholarship to release
    /(?:for|at) (?:just|only) (?:rs\.?|₹|inr) ?\d|\bredeem|\bgift (?:voucher|hamper|card)|\blucky\b/u,
    /(?:first|only) \d+ (?:customers|users|people|winners|units|pieces)|only \d+ (?:units |pieces |slots )?left/u,
    /scholarship|financial assistance|under the (?:\w+ )?scheme|छात्रवृत्ति|योजना के तहत|आर्थिक सहायता|உதவித்தொகை|திட்டத்தின் கீழ்|పథకం కింద|ఆర్థిక సహాయం|ಯೋಜನೆಯಡಿ|ವಿದ್ಯಾರ್ಥಿ ವೇತನ|പദ്ധതി പ്രകാരം|സ്കോളർഷിപ്പ്|প্রকল্পের আওতায়|আর্থিক সহায়তা|योजनेअंतर्गत|शिष्यवृत्ती|યોજના હેઠળ|શિષ્યવૃત્તિ/u,
    // the victim's (or a child's) name come up on a scheme's or a draw's list, in each language
    /\byour name (?:is |has been |was |has )?(?:come up |appeared |selected |included )?(?:on|in) the (?:\w+ )?list\b|\bnaam\b.{0,30}\blist (?:mein|me|mei|la|le|madhe)\b|नाम .{0,50}(?:सूची|लिस्ट|यादी)\S{0,3} (?:में|मध्ये)|नाव .{0,30}(?:यादीत|लिस्टमध्ये|सूचीत)|பெயர் .{0,30}(?:பட்டியல்|லிஸ்ட்)|పేరు .{0,30}(?:జాబితా|లిస్ట్)|ಹೆಸರು .{0,30}(?:ಪಟ್ಟಿ|ಲಿಸ್ಟ್)|പേര് .{0,30}(?:പട്ടിക|ലിസ്റ്റ)|নাম .{0,30}(?:তালিকা|লিস্ট)|નામ .{0,30}(?:યાદી|લિસ્ટ)/u,
  ],
  weak: [
    // a plan or scheme: the word alone, a government's or anyone's
    /\byojana\b|योजना|யோஜனா|పథకం|యోజన|ಯೋಜನೆ|പദ്ധതി|യോജന|প্রকল্প|যোজনা|યોજના/u,
    /congratulations|\bcongrats\b|\bbadhai\b|बधाई|अभिनंदन|வாழ்த்து|అభినందనలు|ಅಭಿನಂದನೆ|അഭിനന്ദന|অভিনন্দন|अभिनंदन|અભિનંદન/u,
    /\bfree\b(?! to\b)|\bmuft\b|मुफ्त|मोफत|இலவச|ఉచిత|ಉಚಿತ|സൗജന്യ|বিনামূল্যে|મફત/u,
    /\breward|\bgift\b|उपहार|गिफ्ट|பரிசுப்|గిఫ్ట్|ಗಿಫ್ಟ್|ഗിഫ്റ്റ്|উপহার|ভেট|ભેટ/u,
    /\binstal?ments?\b|किस्त|हप्ता|தவணை|విడత|ಕಂತು|ഗഡു|কিস্তি|हप्ता|હપ્તો/u,
  ],
}
