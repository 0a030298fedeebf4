import { cues, type ActLexicon } from '../act-cue.js'

/**
 * Romanised Hindi mixed with English, as it is typed in chats: several spellings of one word
 * ("nahi", "nahin", "nhi"; "kahan", "kaha"), "hu" for "hoon". The English words scammers mix in
 * ("OTP", "link", "pay") are the English lexicon's; a phrase here only adds the Hindi around them.
 * Latin phrases must end a word, so every inflection is written out.
 */
export const hinglish: ActLexicon = [
  ...cues.demand('otp', [
    'code batao', 'code bataiye', 'code bata do', 'code bata dijiye', 'code bhejo', 'code bhejiye', 'code bhej do', 'code share karo', 'code share kijiye',
    'pin daalo', 'pin dalo', 'pin daaliye', 'pin daliye', 'pin batao', 'pin bataiye', 'password batao', 'password bataiye', 'card ka number',
  ]),
  ...cues.demand('payment', [
    'paise bhejo', 'paise bhej do', 'paise bhejiye', 'paise bhej dijiye', 'paisa bhejo', 'paisa bhejiye', 'paise jama', 'paisa jama', 'jama karo', 'jama kijiye',
    'jama kare', 'jama karein', 'jama karna', 'jama karwao', 'fees bharo', 'fee bharo', 'fees bhariye', 'fee bhariye', 'bharna hoga', 'bharna padega', 'pay karo',
    'pay kijiye', 'pay kare', 'pay karein', 'pay karna', 'payment karo', 'payment kijiye', 'payment karna', 'payment kar do', 'shulk', 'jurmana', 'rupaye bhejo',
    'rupees bhejo', 'rs bhejo', 'advance bhejo', 'advance dena', 'scan karo', 'scan kijiye', 'invest karo', 'invest kijiye', 'recharge karo', 'charge lagega',
    'fees lagegi', 'fee lagegi', 'fees lagega', 'paise lagenge', 'kharcha lagega',
  ]),
  ...cues.demand('transfer', [
    'transfer karo', 'transfer kijiye', 'transfer kar do', 'paise transfer', 'account me daalo', 'account me dalo', 'account mein daalo', 'paise nikalo',
    'paise nikal ke', 'saare paise', 'sare paise',
  ]),
  ...cues.demand('click', [
    'link kholo', 'link kholiye', 'link khol ke', 'link khol do', 'link pe click', 'link par click', 'click karo', 'click kijiye', 'click kare', 'click karein',
    'form bharo', 'form bhariye', 'details bharo', 'details bhariye', 'detail bharo', 'update karo', 'update kijiye', 'update karna', 'login karo',
    'login kijiye', 'site kholo', 'website kholo',
  ]),
  ...cues.demand('install', [
    'app download', 'app dalo', 'app daalo', 'app daaliye', 'app daliye', 'download karo', 'download kijiye', 'download kar lo', 'install karo', 'install kijiye',
    'install kar lo', 'app install',
  ]),
  ...cues.demand('personalData', [
    'aadhar card', 'aadhaar card', 'aadhar number', 'aadhar bhejo', 'janam tithi', 'janamtithi', 'photo bhejo', 'photo bhejiye', 'selfie bhejo', 'documents bhejo',
    'kagaz bhejo', 'kaagaz bhejo', 'address batao', 'maa ka naam',
  ]),
  ...cues.demand('videoCall', ['camera on karo', 'camera on kijiye', 'camera chalu', 'video pe aao', 'video par aao', 'video pe aaiye', 'video call pe aao']),
  ...cues.demand('callBack', ['call karo', 'call kijiye', 'call kare', 'call karein', 'phone karo', 'phone kijiye', 'is number pe call', 'is number par call', 'call back karo']),
  ...cues.conditional(['agar']),
  // "nahi to", "warna" are threats: "OTP batao nahi to account band" still demands the OTP.
  // The persona's question waved away ("that is not needed", "just do as I say"): what it asked for will not come.
  ...cues.brushOff([
    'woh nahi chahiye',
    'wo nahi chahiye',
    'vo nahi chahiye',
    'uski zarurat nahi',
    'uski zaroorat nahi',
    'uski jarurat nahi',
    'iski zarurat nahi',
    'iski zaroorat nahi',
    'iski jarurat nahi',
    'us sab ki zarurat nahi',
    'in sab ki zarurat nahi',
    'bas meri baat suno',
    'bas meri baat maano',
    'bas meri baat follow karo',
    'bas jo bol raha hoon',
    'bas jo bola',
    'jo bol raha hoon wo karo',
    'jo keh raha hoon wo karo',
    'jaisa bol raha hoon waisa karo',
    'jaisa bola waisa karo',
    'sawal mat karo',
    'sawaal mat karo',
    'sawal mat pucho',
    'sawaal mat pucho',
    'sawal mat poochho',
    'zyada sawal',
    'jyada sawal',
    'faltu sawal',
    'aapko usse kya',
    'aapko isse kya',
    'tumhe usse kya',
    'us se aapko kya',
    'chhodo usko',
    'wo chhodiye',
    'woh chhodiye',
  ]),
  ...cues.negation([
    'nahi', 'nahin', 'nhi', 'nahii', 'mat', 'bina', 'zarurat nahi', 'jarurat nahi', 'zaroorat nahi', 'nahi chahiye', 'nahi maang', 'nahi mang', 'nahi lagegi',
    'nahi lagega', 'nahi lagenge',
  ]),
  ...cues.tactic('threat', [
    'nahi to', 'nahi toh', 'nhi to', 'warna', 'varna', 'nahi kiya to', 'nahi kiya toh', 'nahi diya to', 'nahi diya toh', 'nahi bheja to', 'nahi bheja toh',
    'nahi bhara to', 'nahi bhari to', 'nahi bhare to', 'nahi mila to', 'nahi mili to', 'nahi mile to', 'nahi aaya to', 'nahi hua to', 'nahi hui to',
    'nahi bataya to', 'nahi karoge to', 'nahi doge to', 'nahi bhejoge to', 'nahi diye to', 'nahi bheje to', 'nahi kiya to',
    'giraftar', 'griftar', 'giraftaar', 'jail jaoge', 'jail hogi', 'case darj', 'case hoga', 'kanooni', 'kanuni', 'karwai', 'karyavahi', 'block ho', 'band ho jayega',
    'band ho jaega', 'band ho jaayega', 'band kar diya', 'band hoga', 'badnaam', 'badnam', 'viral kar', 'video viral',
  ]),
  // "KYC update nahi hua hai" presses for the update rather than calling it off.
  ...cues.tactic('urgency', [
    'nahi hua', 'nahi hui', 'nahi hue', 'jaldi', 'turant', 'abhi ke abhi', 'abhi turant', 'aaj hi', 'fauran', 'ghante me', 'ghante mein', 'ghante ke andar',
    'minute me', 'minute mein', 'minute ke andar', 'aakhri mauka', 'akhri mauka',
  ]),
  ...cues.question('age', ['kitne saal', 'kitni umar', 'kitni umr', 'aapki umar', 'aapki umr', 'apki umar', 'umar kya', 'umr kya', 'age kya', 'age kitni', 'aapki age']),
  ...cues.question('name', ['aapka naam', 'apka naam', 'aapka pura naam', 'aapka shubh naam', 'tumhara naam', 'kaun bol raha', 'kaun bol rahi', 'kaun baat kar', 'naam kya hai', 'naam batao', 'naam bataiye']),
  // "Which state are you from?": the state, not the town.
  ...cues.question('region', ['kis state', 'kaun se state', 'kaunse state', 'kaun sa state', 'konsa state', 'kis rajya', 'kaun se rajya', 'aapka state']),
  // "Do you know anyone there?": a lone old person knows nobody, and says so.
  ...cues.question('anyone', ['koi hai kya', 'koi jaanta', 'koi jaan pehchaan', 'kisi ko jaante', 'kisi ko jaanti', 'kisi ko bataya', 'koi aur hai']),
  // "Are you doubting me?": answered no, with a reason, never with a yes.
  ...cues.question('doubt', ['shak kar rahe', 'shak kar rahi', 'shaq kar rahe', 'bharosa nahi', 'yakeen nahi', 'vishwas nahi']),
  ...cues.question('location', [
    'kahan rehte', 'kaha rehte', 'kahan rehti', 'kaha rehti', 'kahan se ho', 'kaha se ho', 'kahan se hain', 'kaha se hain', 'kaun sa shehar', 'kaunsa shehar',
    'kis shehar', 'kis city', 'kaun si city', 'konsi city', 'aapka address', 'aapka pata', 'ghar pe ho', 'ghar par ho', 'ghar pe hain', 'ghar par hain',
    'abhi kahan', 'abhi kaha',
  ]),
  ...cues.question('bank', ['kaun sa bank', 'kaunsa bank', 'konsa bank', 'kis bank', 'aapka bank', 'account kis', 'khata kis', 'kaun si branch', 'kis branch']),
  // "Redmi ya Samsung?": the word joining a question's options.
  ...cues.or(['ya']),
  ...cues.question('device', ['phone kaunsa', 'phone kaun sa', 'mobile kaunsa', 'mobile kaun sa', 'kaunsa mobile', 'mobile hai ya', 'phone hai ya', 'android hai', 'iphone hai', 'kaun sa phone', 'kaunsa phone', 'kaun sa mobile', 'laptop hai', 'computer hai']),
  ...cues.question('job', [
    'kya karte ho', 'kya karti ho', 'kya karte hain', 'kya karti hain', 'kya kaam', 'kaam kya', 'naukri karte', 'naukri karti', 'job karte', 'job karti',
    'retired ho', 'retire ho', 'housewife ho', 'housewife hain', 'aap kaam', 'last job', 'pichhli job', 'pehle kahan kaam', 'job kahan',
  ]),
  ...cues.question('family', [
    'akele rehte', 'akeli rehti', 'akele rehti', 'akeli ho', 'ghar me kaun', 'ghar mein kaun', 'ghar pe kaun', 'ghar par kaun', 'shaadi hui', 'shadi hui',
    'shaadi shuda', 'bachche hain', 'bacche hain', 'kitne bachche', 'kitne bacche', 'aapke pati', 'aapke husband', 'saath me kaun', 'sath me kaun',
    'family me kaun', 'family mein kaun', 'ghar me aur kaun', 'ghar mein aur kaun', 'kaun kaun hai', 'kaun-kaun hai', 'kaun kaun rehta',
  ]),
  ...cues.question('amount', [
    'kitne paise', 'kitna paisa', 'kitna balance', 'balance kitna', 'pension kitni', 'aapki pension', 'salary kitni', 'aapki salary', 'income kitni',
    'kitna kamate', 'kitna kamati', 'kitna invest', 'kitna dal sakte', 'kitna daal sakte', 'kitna daal sakti', 'savings kitni',
  ]),
  ...cues.question('time', ['kitne ghante', 'free rehti', 'free rehte', 'free ho', 'kitne baje', 'kab free', 'kis time', 'kab kar sakte', 'kab kar sakti', 'kitna time', 'kab tak kar']),
  ...cues.question('received', ['aaya kya', 'aya kya', 'mila kya', 'aa gaya kya', 'mil gaya kya', 'aaya ya nahi', 'mila ya nahi', 'code aaya', 'code mila', 'message aaya', 'sms aaya']),
  ...cues.question('done', [
    'payment kiya', 'payment kar diya', 'payment ho gaya', 'payment hua', 'paise bheje', 'paise bhej diye', 'bhej diya kya', 'bheja kya', 'kar diya kya', 'kiya kya',
    'ho gaya kya', 'hua kya', 'hua ya nahi', 'kiya ya nahi', 'click kiya', 'download kiya', 'install kiya', 'link khola', 'khola kya', 'aapne bheja', 'aapne kiya',
    'khula kya', 'khul gaya kya', 'link khula', 'bhej diye', 'bheje kya',
  ]),
  // "kya" alone asks what as often as whether: it opens a yes-or-no question only before "aap".
  ...cues.interrogative(['kya', 'kaun', 'kon', 'kahan', 'kab', 'kaise', 'kyun', 'kyon', 'kyu', 'kitna', 'kitne', 'kitni', 'kis', 'kiska', 'kiske', 'kiski', 'kisko', 'kisne', 'kaunsa', 'konsa']),
  ...cues.yesNo(['kya aap', 'kya aapne', 'kya aapko', 'kya aapka', 'kya aapki', 'kya aapke', 'kya tum', 'hai na', 'haina', 'na?', 'theek hai?', 'thik hai?', 'samjhe?', 'samjhi?', 'samajh aaya', 'haan ya nahi', 'ha ya na', 'sahi hai?']),
  ...cues.tactic('authority', ['adhikari', 'afsar', 'sarkari', 'sarkar', 'vibhag', 'thana', 'thane', 'daroga']),
  ...cues.tactic('greed', ['jeet gaye', 'jeet gayi', 'jeeta', 'jeete', 'inaam', 'inam', 'lottery lagi', 'munafa', 'fayda', 'faayda', 'paisa double', 'double paisa', 'kamai', 'kamao', 'kamaiye', 'ghar baithe']),
  ...cues.tactic('affection', ['jaanu', 'janu', 'meri jaan', 'pyaar', 'pyar', 'shona', 'yaad aati', 'yaad aa rahi', 'miss kar']),
  ...cues.tactic('reassurance', [
    'chinta mat', 'chinta na', 'chinta nahi', 'tension mat', 'tension na', 'tension nahi', 'ghabraiye mat', 'ghabrao mat', 'ghabraye nahi', 'ghabrane ki',
    'darr mat', 'dariye mat', 'daro mat', 'darne ki', 'fikar mat', 'fikr mat', 'safe hai', 'surakshit hai', 'bharosa rakho', 'bharosa rakhiye', 'bharosa kijiye',
    'vishwas kijiye', 'paise wapas', 'refund ho jayega', 'wapas mil jayega', 'koi risk nahi', 'koi khatra nahi',
  ]),
  // Secrecy names the people to keep out before it: "bete ko mat batana", so its cues start at "ko".
  ...cues.instruction('secrecy', [
    'ko mat batana', 'ko mat batao', 'ko mat bataiye', 'ko mat bataye', 'ko mat bolna', 'ko na batana', 'ko na batao', 'ko nahi batana', 'ko nahi batayenge',
    'ko bhi mat', 'ko bhi na', 'ko bhi nahi', 'ko kuch mat', 'ko kuch na', 'ko kuch nahi', 'se baat mat', 'se share mat', 'se mat kehna', 'ko pata nahi chalna',
    'ko pata na chale', 'ko pata nahi chale', 'secret rakho', 'secret rakhna', 'secret rakhiye', 'gupt', 'hamare beech', 'humare beech', 'apne tak',
  ]),
  ...cues.instruction('stayOnLine', [
    'phone mat kaatna', 'phone mat kato', 'phone mat kaato', 'phone mat katna', 'call mat kaatna', 'call mat kato', 'call mat kaato', 'call mat katna', 'call cut mat',
    'phone cut mat', 'line pe rahiye', 'line pe raho', 'line par rahiye', 'line par raho', 'line pe bane', 'call pe rahiye', 'call pe raho', 'disconnect mat',
  ]),
  ...cues.relative('son', ['beta', 'bete']),
  ...cues.relative('daughter', ['beti', 'betiyan']),
  ...cues.relative('husband', ['pati', 'patidev']),
  ...cues.relative('wife', ['patni', 'biwi', 'bivi']),
  ...cues.relative('grandson', ['pota', 'pote', 'poti', 'naati']),
  ...cues.relative('family', ['kisi', 'ghar wale', 'ghar walon', 'gharwale', 'gharwalon', 'ghar waalon', 'parivar', 'rishtedar', 'bachche', 'bacche', 'bachchon', 'dost', 'padosi', 'bank walon']),
  ...cues.probe([
    'bot ho', 'bot hai', 'bot hain', 'robot ho', 'robot hai', 'robot hain', 'machine ho', 'machine hai kya', 'koi machine', 'ai ho', 'ai hai', 'ai hain',
    'computer ho', 'insaan ho', 'insan ho', 'insaan hain', 'insan hain', 'asli insaan', 'real insaan', 'automatic reply', 'automatic message', 'auto message',
  ]),
  ...cues.title(['shri', 'shree', 'havaldar']),
  // "Main Deepak Joshi, claim officer": read only when a capitalised name follows (see LOOSE_CLAIM_CUES).
  ...cues.claim('name', ['mera naam', 'mera nam', 'mera name', 'naam hai mera', 'main', 'mai']),
  ...cues.claimBefore('name', [
    'bol raha hu', 'bol raha hoon', 'bol raha hun', 'bol rahi hu', 'bol rahi hoon', 'bol rahi hun', 'bol rha hu', 'baat kar raha hu', 'baat kar raha hoon',
    'baat kar rahi hu', 'baat kar rahi hoon',
  ]),
  ...cues.claimBefore('organisation', [
    // "Main Kavya Sharma, TalentBridge Placements se": a bare "se" is read only after a capitalised name (see LOOSE_CLAIM_CUES).
    'se',
    'se bol raha', 'se bol rahi', 'se bol rahe', 'se baat kar raha', 'se baat kar rahi', 'se call kar raha', 'se call kar rahi', 'se call kar rahe', 'se call kiya',
    'se phone kar raha', 'ki taraf se', 'ki or se', 'ki taraf se bol',
  ]),
  // "Kit charge ₹1,999 hai", "registration charge 500 lagega": a charge with a figure beside it.
  // "Customs wale ₹28,000 maang rahe hain": someone demanding a sum wants it paid.
  ...cues.charge(['charge', 'kharcha', 'maang rahe', 'maang raha', 'maang rahi', 'mang rahe', 'mang raha', 'mang rahi']),
  ...cues.claim('role', ['meri post', 'mera post', 'mera pad', 'meri designation']),
  ...cues.claim('employeeId', ['meri id', 'mera id', 'meri employee id', 'mera employee id', 'mera employee code']),
  // "Office Salt Lake Sector 5, Kolkata mein hai": a bare "office" only before a capitalised place (see LOOSE_CLAIM_CUES).
  ...cues.claimBefore('office', ['mein posted', 'me posted', 'mein tainaat', 'me tainaat', 'mein tainat', 'me tainat']),
  ...cues.claim('office', ['office', 'mera office', 'hamara office bhi', 'office ka address', 'office ka pata', 'hamara office', 'humara office', 'hamari branch', 'branch ka address']),
  ...cues.claimBefore('beneficiary', ['ke naam pe hai', 'ke naam par hai', 'ke naam se hai', 'ke naam pe account', 'ke naam par account']),
]
