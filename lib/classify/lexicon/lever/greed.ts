import type { CueSet } from '../../cue-set.js'
import { BECOMES } from '../native-verbs.js'

/**
 * The greed lever: a win, a return, an income or a benefit too good to be true. It presses in
 * lotteries and prizes, investment and crypto pitches, job and task offers and easy loans; which
 * of those it is, the pretext tells.
 */
export const greed: CueSet = {
  strong: [
    // you have won
    /\byou (?:have |'ve )?(?:just )?won\b|\byou are (?:the |a )?(?:lucky )?winner|\bwon (?:a |an |the )?(?:cash |grand |bumper |mega )?(?:prize|jackpot|lottery|reward|car|bike|iphone|rs\.?|₹|inr|\d)|\bjeet (?:gaye|liya|liye|chuke)|\bjeete (?:hain|hai|ho)|\bjeeta (?:hai|he)|आप(?:ने)? .{0,40}जीत (?:गए|लिया|लिए|चुके)|जीते हैं|जीता है|जिंकल(?:े|ात|ा)|நீங்கள் .{0,30}வென்றுள்ளீர்கள்|வென்றுள்ளீர்கள்|வென்றிருக்கிறீர்கள்|ஜெயிச்சிருக்கீங்க|ஜெயித்துள்ளீர்கள்|గెలుచుకున్నారు|గెలిచారు|ಗೆದ್ದಿದ್ದೀರಿ|ಗೆದ್ದಿರುವಿರಿ|ಗೆಲುವು|വിജയിച്ചിരിക്കുന്നു|നേടിയിരിക്കുന്നു|സമ്മാനം നേടി|জিতেছেন|জিতেছ|জিতে (?:গেছেন|নিয়েছেন)|જીત્યા છો|જીતી (?:ગયા|લીધા)/u,
    // guaranteed, doubled or fixed high returns
    /guaranteed (?:returns?|profits?|income|earnings?|payout)|assured (?:returns?|profits?|income)|double (?:your|the|ur) (?:money|investment|amount|capital)|(?:money|paisa|paise|amount|investment|capital) (?:will )?(?:get |become )?doubled?\b|\bpaisa double|\bdouble (?:ho|kar|aagum|hobe|hoil)|\b\d+(?:\.\d+)? ?(?:%|percent|per ?cent) (?:fixed |assured |guaranteed )?(?:daily|weekly|monthly|per (?:day|week|month)|every (?:day|week|month)|a (?:day|week|month)|roz|har (?:din|mahine|hafte))|\b(?:daily|weekly|monthly|roz|har (?:din|mahine|hafte)) \d+(?:\.\d+)? ?(?:%|percent)|\b\d+(?:\.\d+)? ?x (?:returns?|profits?|your money|in \d+)|zero risk|no risk|risk[- ]free|100 ?% (?:safe|secure|guaranteed|accuracy|profit)|गारंटीड|गारंटी(?:ड)? (?:रिटर्न|मुनाफा|लाभ|कमाई)|पक्का (?:मुनाफा|ब्याज|रिटर्न|लाभ)|पैसा डबल|पैसे (?:डबल|दोगुने)|दोगुना|दुप्पट|हमखास (?:परतावा|नफा|उत्पन्न)|உத்தரவாத(?:மான)? (?:லாபம்|வருமானம்|வருவாய்)|இரட்டிப்பு|டபுள் ஆகும்|ரிஸ்க் இல்லை|హామీ (?:లాభం|రాబడి|ఆదాయం)|గ్యారంటీ (?:లాభం|రిటర్న్)|రెట్టింపు|రిస్క్ లేదు|ಖಚಿತ (?:ಲಾಭ|ಆದಾಯ)|ಗ್ಯಾರಂಟಿ (?:ಲಾಭ|ರಿಟರ್ನ್)|ದ್ವಿಗುಣ|ಡಬಲ್ ಆಗುತ್ತ|ರಿಸ್ಕ್ ಇಲ್ಲ|ഉറപ്പായ (?:ലാഭം|വരുമാനം)|ഗ്യാരണ്ടി(?:ഡ്)? (?:ലാഭം|റിട്ടേൺ)|ഇരട്ടിയാക്ക|ഇരട്ടി (?:ലാഭം|തുക)|റിസ്ക് ഇല്ല|নিশ্চিত (?:লাভ|রিটার্ন|আয়)|গ্যারান্টি(?:ড)? (?:লাভ|রিটার্ন)|দ্বিগুণ|ডাবল হয়ে|ঝুঁকি নেই|রিস্ক নেই|ગેરંટી(?:ડ)? (?:વળતર|નફો|રિટર્ન)|ચોક્કસ (?:વળતર|નફો)|બમણા|ડબલ થઈ|જોખમ નથી/u,
    // an income for trivial work, from home
    /\b(?:earn|make|get|kamao|kamaiye|kamaye|kamayein)\b.{0,20}(?:rs\.?|₹|inr|upto|up to)? ?[\d,]+(?:k| ?thousand| ?lakh)?\s?(?:\+ )?(?:per|a|daily|every|each|har|roz|\/) ?(?:day|task|like|review|video|order|hour|week|month|din|ghanta|mahina|mahine)|\bghar (?:baithe|se) (?:kamao|kamaiye|paise|earning|income)|easy (?:money|income|earning)|extra (?:income|earning|money) (?:from|at|daily|every|per)|घर बैठे (?:कमा|पैसे|कमाई)|रोज़? .{0,15}(?:कमाएं|कमाइए|कमाओ|कमा सकते)|(?:रोज|दररोज) .{0,15}कमवा|தினமும் .{0,20}சம்பாதி|வீட்டிலிருந்தே .{0,20}சம்பாதி|ప్రతిరోజూ .{0,20}సంపాదించ|ఇంటి నుండే .{0,20}సంపాదించ|ಪ್ರತಿದಿನ .{0,20}ಗಳಿಸ|ಮನೆಯಿಂದಲೇ .{0,20}ಗಳಿಸ|ദിവസവും .{0,20}സമ്പാദിക്ക|വീട്ടിലിരുന്ന് .{0,20}സമ്പാദിക്ക|প্রতিদিন .{0,20}(?:আয়|রোজগার)|ঘরে বসে .{0,20}(?:আয়|রোজগার)|દરરોજ .{0,20}કમા|ઘરે બેઠા .{0,20}કમા/u,
  ],
  medium: [
    // the English words inside Indic text: "money double ஆகும்"
    new RegExp(`\\b(?:double|triple|doubled|tripled) ?${BECOMES}`, 'u'),
    // profit, returns, a bonus, a cash reward
    /\bprofits?\b|\breturns? (?:of|upto|up to) \d|\bhigh returns?\b|\bbonus\b|\bcash ?back\b|\bcash (?:prize|reward)|\bmunaa?fa\b|\bfaa?yda\b|\blaabh\b|\blabam\b|\blaabham\b|\bnafa\b|\blabh\b|मुनाफ|मुनाफ़|फायदा|फ़ायदा|लाभ|नफा|बोनस|कैशबैक|லாபம்|லாபத்|போனஸ்|கேஷ்பேக்|లాభం|లాభాలు|బోనస్|క్యాష్‌బ్యాక్|ಲಾಭ|ಬೋನಸ್|ಕ್ಯಾಶ್‌ಬ್ಯಾಕ್|ലാഭ|ബോണസ്|ക്യാഷ്ബാക്ക്|লাভ|মুনাফা|বোনাস|ক্যাশব্যাক|नफा|बोनस|કેશબેક|નફો|નફા|બોનસ|ફાયદો/u,
    // free, a gift, an exclusive chance for a chosen few
    /\bfree (?:[\w-]+ ){0,2}(?:iphone|phone|mobile|smartphone|recharge|data|laptop|tv|television|gift|voucher|scooty|bike|car|gold|trip|tickets?)|\b(?:selected|chosen|picked)\b.{0,30}\b(?:lucky|special|exclusive|reward|gift|prize|offer|bonus)|\bonce in a lifetime\b|\bgolden (?:chance|opportunity)|(?:मुफ्त|मुफ़्त|फ्री (?:में|गिफ्ट|रिचार्ज)|मोफत|இலவச|ఉచిత|ಉಚಿತ|സൗജന്യ|বিনামূল্যে|ফ্রি (?:তে|গিফট)|મફત|ફ્રી (?:માં|ગિફ્ટ))(?!\S{0,4} (?:\S+ )?(?:सर्विस|सर्व्हिस|सर्विसिंग|वॉश|चेकअप|சர்வீஸ்|வாஷ்|செக்கப்|సర్వీస్|వాష్|చెకప్|ಸರ್ವಿಸ್|ಸರ್ವೀಸ್|ವಾಶ್|ಚೆಕಪ್|സർവീസ്|വാഷ്|ചെക്കപ്പ്|সার্ভিস|ওয়াশ|চেকআপ|સર્વિસ|વોશ|ચેકઅપ))/u,
    // a percentage or a multiple of the money, said beside a return, in the scripts
    /\b(?:\d+|two|three|five|ten) ?(?:times|fold)\b|\d+(?:\.\d+)? ?%.{0,20}(?:लाभ|मुनाफ|रिटर्न|नफा|परतावा|ब्याज|व्याज|आय|उत्पन्न|ఆదాయం|வருமான|ಆದಾಯ|വരുമാന|আয়|આવક|லாபம்|வருமானம்|வட்டி|రాబడి|లాభం|వడ్డీ|ಲಾಭ|ಆದಾಯ|ಬಡ್ಡಿ|ലാഭ|പലിശ|റിട്ടേൺ|লাভ|মুনাফা|রিটার্ন|সুদ|વળતર|નફો|રિટર્ન|વ્યાજ)|(?:लाभ|मुनाफा|रिटर्न|नफा|परतावा|லாபம்|வருமானம்|రాబడి|లాభం|ಲಾಭ|ലാഭ|লাভ|মুনাফা|વળતર|નફો).{0,15}\d+(?:\.\d+)? ?%|\b(?:price|rate|value|rates|prices) (?:will |would |is going to )?(?:double|triple)|\b(?:double|triple)s? (?:in|within) (?:one|a|1|two|2) years?\b|\b(?:rate|price|daam|dam) (?:double|teen guna|do guna)\b|(?:रेट|दाम|भाव|कीमत|விலை|ரேட்|ధర|రేటు|ಬೆಲೆ|ರೇಟ್|വില|റേറ്റ്|দাম|রেট|ભાવ|કિંમત)\S{0,3} (?:\S+ )?(?:डबल|दुगना|दोगुना|दुप्पट|டபுள்|இரட்டிப்பு|డబుల్|రెట్టింపు|ಡಬಲ್|ದ್ವಿಗುಣ|ഡബിൾ|ഇരട്ടി|ডবল|দ্বিগুণ|ડબલ|બમણ)|मूल्य तिप्पट|दोगुना|तिगुना|दुप्पट|तिप्पट|இரட்டிப்பு|மும்மடங்கு|\S+ மடங்கு|రెట్టింపు|మూడు రెట్లు|\S+ రెట్లు|ದ್ವಿಗುಣ|\S+ ಪಟ್ಟು|ഇരട്ടി|മൂന്നിരട്ടി|ദ്വിഗുണ|দ্বিগুণ|তিনগুণ|\S+ গুণ|બમણા|ત્રણ ગણા|\S+ ગણું|\S+ ગણા/u,
    // big money in lakhs and crores
    /(?:rs\.?|₹|inr) ?\d{1,3}(?:,\d{2,3})+(?:,\d{3})?(?:\.\d+)? (?:cash|prize|reward|jackpot)|\b\d+(?:\.\d+)? ?(?:lakh|lac|crore|cr)\b.{0,20}\b(?:prize|won|win|jeet|inaam|reward|profit|return)|(?:लाख|करोड़|करोड)\S{0,3} .{0,20}(?:इनाम|जीत|पुरस्कार|मुनाफ)|(?:லட்சம்|கோடி)\S{0,3} .{0,20}(?:பரிசு|வென்ற|லாபம்)|(?:లక్ష|కోట్ల)\S{0,3} .{0,20}(?:బహుమతి|గెలుచు|లాభం)|(?:ಲಕ್ಷ|ಕೋಟಿ)\S{0,3} .{0,20}(?:ಬಹುಮಾನ|ಗೆದ್ದ|ಲಾಭ)|(?:ലക്ഷം|കോടി)\S{0,3} .{0,20}(?:സമ്മാന|ലാഭ)|(?:লাখ|কোটি)\S{0,3} .{0,20}(?:পুরস্কার|জিত|লাভ)|(?:लाख|कोटी)\S{0,3} .{0,20}(?:बक्षीस|जिंक|नफा)|(?:લાખ|કરોડ)\S{0,3} .{0,20}(?:ઇનામ|જીત|નફ)/u,
  ],
  weak: [
    /\boffer\b|\bexclusive\b|\blimited (?:time|period|slots?|seats?)|\bopportunity\b|\bmauka\b|मौका|ऑफर|ஆஃபர்|வாய்ப்பு|ఆఫర్|అవకాశం|ಆಫರ್|ಅವಕಾಶ|ഓഫർ|അവസരം|অফার|সুযোগ|ऑफर|संधी|ઓફર|તક/u,
  ],
}
