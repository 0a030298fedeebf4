import type { CueSet } from '../cue-set.js'

/** JOB_SCAM: fake recruiters, part-time "tasks" (likes, reviews, ratings), joining deposits. */
export const jobScam: CueSet = {
  strong: [
    // a job, a vacancy
    /(?<!(?:good|great|nice|fine|awesome|fantastic|excellent) )\bjobs?\b|vacanc|\bhiring\b|recruit|naukri|नौकरी|नोकरी|भर्ती|भरती|வேலைவாய்ப்பு|வேலையில் சேர|ఉద్యోగ|চাকরি|ಉದ್ಯೋಗ|ನೇಮಕಾತಿ|ജോലി|નોકરી|ભરતી/u,
    // part-time, from home
    /part[- ]?time|work (?:from|at) home|\bwfh\b|ghar (?:baithe|se kaam)|पार्ट[- ]?टाइम|घर बैठे|वर्क फ्रॉम होम|घरबसल्या|பகுதிநேர|வீட்டிலிருந்தே|పార్ట్ ?టైమ్|ఇంటి నుండి పని|পার্ট ?টাইম|বাড়িতে বসে|ಪಾರ್ಟ್ ?ಟೈಮ್|ಮನೆಯಿಂದಲೇ|പാർട്ട് ?ടൈം|വീട്ടിലിരുന്ന്|પાર્ટ ?ટાઈમ|ઘરે બેઠા/u,
    // shortlisted, offer or appointment letter
    /shortlisted|offer letter|appointment letter|joining (?:letter|date|kit|formalities)|data entry|ऑफर लेटर|नियुक्ति पत्र|नियुक्ती पत्र|நியமனக் ?கடிதம்|நியமன|నియామక|নিয়োগপত্র|নিয়োগ|ನೇಮಕ ಪತ್ರ|നിയമന|નિમણૂક/u,
    // paid tasks: like videos, rate hotels, prepaid "merchant" tasks
    /\blike (?:these |the |\d+ )?(?:videos|posts|reels)|youtube (?:likes?|videos?|channels?)|(?:rate|review) (?:hotels|products|apps|movies)|(?:prepaid|merchant|premium|paid) tasks?|\btask (?:level|reward|commission)|level \d+ (?:task|me|mein)/u,
  ],
  medium: [
    /\bsalary\b|वेतन|सैलरी|तनख्वाह|पगार|சம்பளம்|జీతం|বেতন|ಸಂಬಳ|ವೇತನ|ശമ്പളം|પગાર/u,
    /\bhr\b|human resources|talent acquisition|\binterview\b|\bcandidate|onboarding|\bresume\b|इंटरव्यू|साक्षात्कार|நேர்காணல்|ఇంటర్వ్యూ|ইন্টারভিউ|সাক্ষাৎকার|ಸಂದರ್ಶನ|ഇന്റർവ്യൂ|ઇન્ટરવ્યુ/u,
    /\btasks?\b|टास्क|டாஸ்க்|టాస్క్|টাস্ক|ಟಾಸ್ಕ್|ടാസ്ക്|ટાસ્ક/u,
    /earn.{0,25}(?:daily|per day|a day|per task|per like|per review|from home)|(?:daily|per day).{0,25}earn|\bkama (?:sakte|sakti|lo)|\bkamai\b|\bkamao\b|कमाई|कमाएं|कमा सकते|कमवा|சம்பாதி|సంపాదించ|রোজগার|আয় করুন|ಗಳಿಸ|സമ്പാദിക്ക|કમાણી|કમાઓ/u,
  ],
  weak: [
    /\bcommission\b|\btelegram\b|\bcompany\b|\bregistration\b|\bprofile\b|security deposit|\blaptop\b|\bemployment\b|linkedin|மதிப்பாய்வு|कंपनी|கம்பெனி/u,
  ],
}
