import { cues, type ActLexicon } from '../act-cue.js'

/** English as scammers write it in India: the demands, questions, claims and pressure of a scam. */
export const english: ActLexicon = [
  ...cues.demand('otp', [
    'otp', 'one time password', 'one-time password', 'verification code', 'security code', 'the code', 'six digit code', '6 digit code',
    '6-digit code', 'pin', 'upi pin', 'mpin', 'cvv', 'password', 'passcode', 'login id', 'customer id and password', 'card details',
    'card number', 'expiry date', 'seed phrase', 'recovery phrase', 'recovery words',
  ]),
  ...cues.demand('payment', [
    'pay', 'payment', 'fee', 'fees', 'charges', 'processing fee', 'registration fee', 'deposit', 'advance', 'tax', 'gst',
    'customs duty', 'duty', 'clearance charge', 'fine', 'penalty amount', 'settle', 'send money', 'send the money', 'send rs',
    'send ₹', 'scan the qr', 'qr code', 'invest', 'top up', 'recharge', 'refundable', 'security amount', 'token amount', 'premium',
  ]),
  ...cues.demand('transfer', [
    'transfer', 'neft', 'rtgs', 'imps', 'safe account', 'secure account', 'rbi account', 'verification account', 'move your funds',
    'move the money', 'move your money', 'withdraw', 'wire',
  ]),
  ...cues.demand('click', ['click', 'open the link', 'open this link', 'tap the link', 'visit', 'log in', 'login', 'fill the form', 'fill the details', 'update now', 'update your', 'submit']),
  ...cues.demand('install', ['install', 'download', 'anydesk', 'teamviewer', 'quicksupport', 'quick support', 'rustdesk', 'screen share', 'screen sharing', 'apk', 'play store', 'app store']),
  ...cues.demand('personalData', [
    'aadhaar', 'aadhar', 'pan card', 'pan number', 'date of birth', 'dob', 'photo of', 'selfie', 'bank statement', 'address proof',
    'mother\'s maiden', 'full name and address', 'kyc documents', 'documents',
  ]),
  ...cues.demand('videoCall', ['video call', 'video verification', 'skype', 'zoom call', 'turn on your camera', 'camera on', 'whatsapp video']),
  ...cues.demand('callBack', ['call me', 'call us', 'call back', 'call this number', 'call on', 'give me a call', 'ring me', 'contact me on', 'reach me on']),
  ...cues.conditional(['if', 'unless']),
  // Only words that turn a demand around: "payment not reflecting" is no negation of the payment.
  // The persona's question waved away: what it asked for will not come.
  ...cues.brushOff([
    'that is not needed',
    "that's not needed",
    'thats not needed',
    'that is not required',
    "that's not required",
    'that is not necessary',
    "that's not necessary",
    'those are not needed',
    "you don't need that",
    'you do not need that',
    'you dont need that',
    "you don't need to know",
    'you do not need to know',
    'no need for that',
    'there is no need for that',
    'never mind that',
    'forget about that',
    'that does not matter',
    "that doesn't matter",
    'just follow my instructions',
    'just follow the instructions',
    'just follow what i say',
    'just do what i say',
    'just do as i say',
    'do as i say',
    'stop asking',
    "don't ask questions",
    'do not ask questions',
    'dont ask questions',
    'no more questions',
    'ask no questions',
    'too many questions',
    'none of your business',
    'not your concern',
    'why do you need my',
    'why do you want my',
  ]),
  ...cues.negation([
    'no', 'never', "don't", 'dont', 'do not', 'without', 'no need', 'not asking', 'not ask', "won't ask", 'will not ask', 'never ask', 'not required',
    'not needed', 'not necessary', 'need not', "don't need", 'do not need', 'free of cost', 'no charge', 'no charges', 'not going to ask', 'not want',
    "don't want", 'do not want', 'not share', 'not click', 'not pay',
  ]),
  ...cues.question('age', ['how old', 'your age', 'age?', 'what age', 'year of birth', 'born in which year']),
  ...cues.question('name', ['your name', 'your good name', 'your full name', 'who am i speaking', 'who am i talking', 'who is speaking', 'am i speaking with', 'am i talking to']),
  // "Which state are you from?": the state, not the town.
  ...cues.question('region', ['which state', 'what state', 'your state', 'state are you from', 'which part of india']),
  // "Do you know anyone there?": a lone old person knows nobody, and says so.
  ...cues.question('anyone', ['do you know anyone', 'do you know anybody', 'is there anyone', 'is there anybody', 'is anyone', 'is anybody', 'does anyone', 'does anybody', 'have you told anyone', 'have you told anybody', 'anyone you know', 'someone you know', 'somebody you know']),
  // "Are you doubting me?": answered no, with a reason, never with a yes.
  ...cues.question('doubt', ['doubting me', 'doubt me', 'you think this is fake', 'you think i am lying', "don't you trust", 'do not trust me', 'suspecting me', 'you suspect me']),
  ...cues.question('location', [
    'where do you live', 'where do you stay', 'where are you from', 'which city', 'your city', 'your location', 'your address', 'where are you now',
    'are you at home', 'where are you right now', 'residential address', 'which area', 'which district', 'which town',
    'your village', 'which place',
  ]),
  ...cues.question('bank', ['which bank', 'your bank', 'bank do you', 'bank account in', 'account with which', 'which branch']),
  ...cues.question('device', ['mobile or computer', 'mobile or laptop', 'phone or computer', 'phone or laptop', 'android or', 'iphone', 'which phone', 'smartphone', 'laptop', 'computer']),
  ...cues.question('job', [
    'what do you do', 'your job', 'your occupation', 'your profession', 'are you working', 'are you employed', 'do you work', 'are you retired',
    'your work', 'student or working', 'are you a student', 'working or', 'what work', 'housewife or', 'job or business', 'doing job',
    'working professional', 'what is your work',
  ]),
  ...cues.question('family', [
    'live alone', 'are you married', 'is your husband', 'is your wife', 'do you have children', 'how many children', 'do you have a son',
    'do you have kids', 'anyone with you', 'anyone at home', 'who else', 'nominee', 'married or', 'your family members', 'stay with your',
    'your parents', 'your mother', 'your father', 'your spouse', 'in your name or',
  ]),
  ...cues.question('amount', ['budget', 'how much can', 'comfortable investing', 'your income', 'monthly income', 'your salary', 'your pension', 'how much do you earn', 'how much can you', 'how much money', 'how much do you have', 'your balance', 'how much will you', 'how much are you', 'savings', 'your budget', 'how much to invest', 'how much would you', 'start with how much', 'how much to start', 'how much will you start',]),
  ...cues.question('time', ['how many hours', 'what time', 'when can you', 'when are you free', 'free time', 'spare time', 'part time or', 'how soon']),
  ...cues.question('received', ['did you get', 'did you receive', 'have you received', 'have you got', 'received the otp', 'got the otp', 'did the otp come', 'otp came', 'otp received']),
  ...cues.question('done', [
    'did you pay', 'have you paid', 'did you transfer', 'have you transferred', 'did you click', 'have you clicked', 'did you open', 'have you opened',
    'did you install', 'have you installed', 'did you download', 'is it done', 'done?', 'payment done', 'did you do it', 'have you done', 'did you send', 'have you sent', 'did it work',
  ]),
  ...cues.interrogative(['what', 'which', 'where', 'when', 'how', 'why', 'who', 'whom', 'whose', 'tell me', 'let me know', 'share your', 'mention your', 'confirm your']),
  // Only phrases no other cue starts inside: the scanner resumes after the longest match, so "is your"
  // would hide "your profession".
  ...cues.yesNo(['are you', 'do you', 'did you', 'have you', 'can you', 'will you', 'yes or no', 'ok?', 'okay?', 'understood?']),
  // Tags that ask the persona to agree with what was just said: answered "yes, that is right".
  ...cues.confirm(['right?', "isn't it", 'is it not?', 'correct?', 'is that right', 'is that correct']),
  ...cues.tactic('urgency', [
    'urgent', 'urgently', 'immediately', 'right now', 'right away', 'asap', 'hurry', 'quickly', 'fast', 'today itself', 'within', 'minutes', 'last chance',
    'last reminder', 'final notice', 'final warning', 'expire', 'expires', 'expiring', 'deadline', 'before it is too late', 'tonight', 'now',
  ]),
  ...cues.tactic('threat', [
    'arrest', 'arrested', 'warrant', 'jail', 'prison', 'police', 'legal action', 'court', 'fir', 'case against you', 'blocked', 'block your', 'suspended',
    'suspend', 'frozen', 'freeze', 'seized', 'blacklisted', 'penalty', 'fine of', 'viral', 'leak', 'expose', 'your family will see', 'your contacts',
    'recorded', 'video of you', 'consequences', 'cancelled', 'terminated', 'disconnected',
  ]),
  ...cues.tactic('authority', [
    'officer', 'inspector', 'police', 'cbi', 'enforcement directorate', 'customs', 'rbi', 'reserve bank', 'income tax', 'trai', 'cyber cell', 'crime branch',
    'narcotics', 'court', 'government', 'ministry', 'department', 'head office', 'manager', 'security team', 'fraud team', 'official',
  ]),
  ...cues.tactic('greed', [
    'won', 'winner', 'prize', 'lottery', 'lucky draw', 'cashback', 'reward', 'bonus', 'profit', 'returns', 'guaranteed', 'double', 'earn', 'income',
    'commission', 'free', 'gift', 'refund', 'jackpot',
  ]),
  ...cues.tactic('affection', ['darling', 'sweetheart', 'my love', 'love you', 'miss you', 'baby', 'honey', 'beautiful', 'handsome', 'trust me', 'soulmate']),
  ...cues.tactic('reassurance', [
    "don't worry", 'dont worry', 'do not worry', 'no need to worry', 'nothing to worry', 'it is safe', "it's safe", 'completely safe', '100% safe',
    'genuine', 'official process', 'trust me', 'be assured', 'rest assured', 'no risk', 'refundable', 'fully secure',
  ]),
  ...cues.instruction('secrecy', [
    "don't tell", 'dont tell', 'do not tell', 'do not share this', "don't share this", 'do not inform', "don't inform", 'not inform anyone',
    'keep this confidential', 'confidential', 'keep it secret', 'secret', 'between us', 'do not discuss', "don't discuss", 'tell no one', 'not tell anyone',
  ]),
  ...cues.instruction('stayOnLine', [
    'stay on the line', 'stay on call', 'do not disconnect', "don't disconnect", 'do not cut', "don't cut", 'keep the call', 'do not hang up', "don't hang up",
    'stay connected', 'keep your phone on', 'do not leave',
  ]),
  ...cues.relative('son', ['son', 'sons']),
  ...cues.relative('daughter', ['daughter', 'daughters']),
  ...cues.relative('husband', ['husband']),
  ...cues.relative('wife', ['wife']),
  ...cues.relative('grandson', ['grandson', 'grandchildren', 'grandkids']),
  ...cues.relative('family', ['family', 'relatives', 'anyone', 'anybody', 'children', 'friends', 'neighbours', 'bank staff', 'bank manager']),
  ...cues.probe([
    'are you a bot', 'are you bot', 'r u bot', 'are you a robot', 'are you robot', 'you are a robot', 'you are a bot', "you're a bot", 'are you ai', 'are you an ai',
    'are you a machine', 'are you human', 'are you a real person', 'are you real', 'automated', 'auto reply', 'auto-reply', 'chatbot', 'chat bot', 'chatgpt',
    'language model', 'robot', 'bot?', 'ai?', 'an ai', 'artificial intelligence', 'ignore previous instructions', 'ignore all previous', 'system prompt',
  ]),
  // A title opens a name: "DCP Arvind Khanna will speak to you", "Inspector Sharma here".
  ...cues.title(['dcp', 'acp', 'inspector', 'sub-inspector', 'sub inspector', 'constable', 'officer', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'dr', 'dr.', 'captain', 'advocate', 'sho', 'commissioner']),
  ...cues.claim('name', ['my name is', "my name's", 'this is', 'i am', "i'm", 'myself', 'you can call me']),
  ...cues.claim('organisation', ['from', 'we are', "we're", 'calling from', 'i am from', "i'm from", 'from the', 'i work with', 'i work for', 'i am with', "i'm with", 'on behalf of', 'we are from', 'representing']),
  ...cues.claim('role', ['i am the', "i'm the", 'i am a', "i'm a", 'i am an', 'my designation is', 'my designation', 'working as', 'posted as', 'my post is', 'my rank is']),
  ...cues.claim('employeeId', [
    'employee id', 'employee code', 'employee number', 'emp id', 'staff id', 'staff number', 'badge number', 'badge no', 'badge id', 'officer id',
    'agent id', 'id number is', 'my id is', 'my id:', 'service number', 'buckle number', 'mentor id', 'analyst id', 'manager id', 'executive id',
    'officer number', 'officer no', 'my id number', 'id card number',
  ]),
  ...cues.claim('office', ['posted at', 'stationed at', 'i am posted in', 'posted in', 'office:', 'our office:', 'address:', 'office address:', 'we are at', "we're at", 'i am at', "i'm at", 'we sit at', 'our office is', 'office is at', 'office is in', 'office address is', 'office address', 'we are located', 'located at', 'we operate from', 'head office is', 'branch is at', 'police station', 'visit us at', 'come to']),
  ...cues.claim('beneficiary', ['account holder name', 'account name is', 'in the name of', 'beneficiary name', 'beneficiary is', 'name on the account', 'registered name']),
  ...cues.or(['or']),
  ...cues.mention('link', ['http', 'https', 'www.', '.com', '.in/', 'bit.ly']),
  ...cues.named('link', ['link']),
  ...cues.mention('app', ['anydesk', 'teamviewer', 'quicksupport', 'quick support', 'rustdesk', 'airdroid', '.apk', 'apk']),
]
