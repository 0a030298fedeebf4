import type { CueSet } from '../cue-set.js'

/**
 * LOTTERY_PRIZE: lotteries, lucky draws and prizes that need a fee, and the partner's families
 * filed under it: government-scheme benefits released on payment, and phishing "offers"
 * (a free phone, recharge or gift for a chosen few).
 */
export const lotteryPrize: CueSet = {
  strong: [
    // lottery, lucky draw
    /\blott?er(?:y|ies)\b|lucky (?:draw|coupon|number)|\bjackpot\b|\bkbc\b|crorepati|\bbumper (?:draw|prize)|e-?draw|लॉटरी|लकी ड्रॉ|லாட்டரி|குலுக்கல்|లాటరీ|లక్కీ డ్రా|লটারি|লাকি ড্র|ಲಾಟರಿ|ലോട്ടറി|ഭാഗ്യക്കുറി|നറുക്കെടുപ്പ|લોટરી/u,
    // prize
    /\bprizes?\b|इनाम|पुरस्कार|बक्षीस|\binaa?m\b|பரிசு|బహుమతి|পুরস্কার|ಬಹುಮಾನ|സമ്മാന|ઇનામ/u,
    // winner, you have won
    /\bwinners?\b|\bwinning (?:amount|reference|number|code|ticket)|you (?:have |'ve )?won\b|विजेता|विजेते|जीते हैं|जीता है|जीत गए|\bjee?t(?:a|e|i) (?:hai|hain|ho)|வெற்றியாளர்|வென்றுள்ளீர்கள்|విజేత|గెలుచుకున్నారు|గెలిచారు|বিজয়ী|জিতেছেন|जिंकल|ವಿಜೇತ|ಗೆದ್ದಿದ್ದೀರಿ|വിജയി|വിജയിച്ചു|વિજેતા|જીત્યા/u,
    // a free phone, recharge or gift, or a costly item "at just Rs 999"
    /\bfree (?:[\w-]+ ){0,2}(?:iphone|phone|mobile|recharge|data|laptop|tv|television|gift|voucher|scooty|bike|car)|(?:iphone|laptop|\btv\b|smart ?phone|scooty).{0,40}(?:at just|only|for just) (?:rs|₹|inr)/u,
    // government scheme (yojana)
    /\byojana\b|government (?:scheme|subsidy|grant|benefit)|\bpm[- ]?kisan\b|\bpmay\b|ayushman|योजना|யோஜனா|యోజన|যোজনা|ಯೋಜನೆ|യോജന|યોજના/u,
    // beneficiary of a scheme
    /beneficiar|लाभार्थी|பயனாளி|లబ్ధిదారు|সুবিধাভোগী|উপকারভোগী|ಫಲಾನುಭವಿ|ഗുണഭോക്താ|લાભાર્થી/u,
  ],
  medium: [
    /\bscheme\b|\bsubsid|\bgrant\b|\bdbt\b|सब्सिडी|अनुदान|மானிய|పథకం|సబ్సిడీ|প্রকল্প|ভর্তুকি|ಸಬ್ಸಿಡಿ|പദ്ധതി|സബ്സിഡി|સબસિડી|સહાય/u,
    /pradhan ?mantri|prime minister|प्रधानमंत्री|प्रधान मंत्री|பிரதமர்|ప్రధానమంత్రి|ప్రధాన మంత్రి|প্রধানমন্ত্রী|ಪ್ರಧಾನ ಮಂತ್ರಿ|പ്രധാനമന്ത്രി|પ્રધાનમંત્રી/u,
    /claim (?:your|the) (?:prize|reward|gift|winnings|amount)|\bwon\b(?!')|\bwin (?:a|an|the)\b|जीत|\bjeet|\bjite\b|வென்ற|ಗೆದ್ದ/u,
    /selected (?:users|customers|shoppers|winners)|lucky (?:winner|customers?|shoppers?|users?)|you (?:are|have been) (?:selected|chosen|picked)|\bpicked\b|चुना गया|चयन हुआ|select hua|தேர்ந்தெடுக்கப்பட்ட|ఎంపిక|নির্বাচিত/u,
    /\bsurvey\b|सर्वे|சர்வே|సర్వే|সমীক্ষা/u,
    // a deal too good to be true, points to redeem, a scholarship to release
    /(?:for|at) (?:just|only) (?:rs\.?|₹|inr) ?\d|reward points|\bredeem/u,
    /(?:first|only) \d+ (?:customers|users|people|winners|units|pieces)|only \d+ (?:units |pieces |slots )?left/u,
    /scholarship|financial assistance|under the (?:\w+ )?scheme|छात्रवृत्ति|योजना के तहत|आर्थिक सहायता|உதவித்தொகை|திட்டத்தின் கீழ்|పథకం కింద|ఆర్థిక సహాయం|প্রকল্পের আওতায়|আর্থিক সহায়তা|योजनेअंतर्गत|ಯೋಜನೆಯಡಿ|പദ്ധതി പ്രകാരം|યોજના હેઠળ/u,
  ],
  weak: [
    /congratulations|\bcongrats\b|\bbadhai\b|बधाई|अभिनंदन|வாழ்த்து|అభినందనలు|অভিনন্দন|ಅಭಿನಂದನೆ|അഭിനന്ദന|અભિનંદન/u,
    /\bfree\b(?! to\b)|\bmuft\b|मुफ्त|मोफत|இலவச|ఉచిత|বিনামূল্যে|ಉಚಿತ|സൗജന്യ|મફત/u,
    /\breward|\bgift\b|\boffer\b|\bexclusive\b|उपहार|गिफ्ट/u,
    /\binstal?ments?\b|किस्त|हप्ता|தவணை|విడత|কিস্তি|ಕಂತು|ഗഡു|હપ્તો/u,
  ],
}
