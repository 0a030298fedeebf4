import t from 'tap'
import { readLast as last, readTurns } from '../../helpers/read-turns.js'

// The failure categories of issue 17, each in sentences written for this test, in several
// languages. A conversation is read as the turn reads it: every message tallied and its evidence
// extracted, the sum classified after each message.
t.test('when a sextortionist asks to be paid in bitcoin', async (t) => {
  const cases = {
    English: [
      'I recorded our video call last night. Your face is clear in it.',
      'Pay me 0.02 BTC or the recording goes to every contact in your phone and to your wife.',
      'Bitcoin address: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq. You have 24 hours.',
    ],
    Hindi: [
      'कल रात की वीडियो कॉल की रिकॉर्डिंग मेरे पास है।',
      '₹50,000 के बराबर बिटकॉइन भेजो, वरना यह वीडियो तुम्हारे परिवार और दोस्तों को भेज दूंगा।',
    ],
    Tamil: ['உன் வீடியோ கால் ரெக்கார்டிங் என்கிட்ட இருக்கு.', 'பிட்காயினில் ₹40,000 அனுப்பு, இல்லனா உன் குடும்பத்துக்கு அனுப்புவேன்.'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    t.equal(last(turns).scamType, 'SEXTORTION', `${language}: the blackmail names the type, the coin is only how to pay`)
  }
})

t.test('when a sextortionist follows up as the police', async (t) => {
  const c = last([
    'आपकी अश्लील वीडियो कॉल की रिकॉर्डिंग मेरे पास है, पैसे नहीं दिए तो सबको भेज दूंगा।',
    'मैं साइबर क्राइम पुलिस से इंस्पेक्टर बोल रहा हूँ। आपके खिलाफ अश्लील वीडियो की शिकायत आई है, केस बंद करने के लिए ₹30,000 दीजिए, वरना गिरफ्तारी होगी।',
  ])
  t.equal(c.scamType, 'SEXTORTION', 'the authority serves the blackmail: it stays SEXTORTION')
})

t.test('when tech support calls from a telecom or internet provider', async (t) => {
  const cases = {
    English: [
      'Good afternoon, this is the technical department of your broadband provider, following up on your complaint about slow internet.',
      'To fix the router we need remote access. Please install AnyDesk and read me the code.',
    ],
    Hinglish: ['Sir main Jio Fiber technical team se bol raha hoon, aapki complaint ke baare mein.', 'Router reset karne ke liye AnyDesk app install kijiye aur code bataiye.'],
    Telugu: ['మేము ఎయిర్‌టెల్ టెక్నికల్ టీమ్ నుండి, మీ ఫిర్యాదు మేరకు ఇంటర్నెట్ సమస్య చూస్తున్నాం.', 'మీ ఫోన్‌లో AnyDesk ఇన్‌స్టాల్ చేయండి.'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    t.equal(last(turns).scamType, 'TECH_SUPPORT', `${language}: the provider's technical desk is the pretext, not a bank`)
  }
})

t.test("when an insurer's claim settlement desk writes", async (t) => {
  const c = last([
    'Dear policyholder, your accident claim of Rs 2,40,000 has been approved by our claim settlement desk.',
    'To release the amount to your bank account, pay the settlement processing charge of Rs 4,800 today.',
  ])
  t.equal(c.scamType, 'INSURANCE_SCAM', 'the insurer is the pretext; the bank account is only where the money goes')
})

t.test('when a romance opener says "I think we have talked before"', async (t) => {
  const turns = [
    'नमस्ते, मुझे लगता है हमने पहले बात की है?',
    'माफ़ कीजिए, शायद गलत नंबर है। पर आपसे बात करके बहुत अच्छा लगा। मैं दुबई में डॉक्टर हूँ, क्या हम दोस्त बन सकते हैं?',
    'मैं आपसे मिलना चाहती हूँ। एयरपोर्ट पर मेरा सामान रुक गया है, ₹35,000 भेज दीजिए, आकर लौटा दूंगी।',
  ]
  const read = readTurns(turns)
  t.equal(read[0]?.scamType, 'UNKNOWN', 'the opener alone says too little to name a type')
  t.ok((read[0]?.confidence ?? 1) <= 0.2, `and claims little (${read[0]?.confidence})`)
  t.notOk(read.some((r) => r.scamType === 'JOB_SCAM'), 'it is never read as a job offer')
  t.equal(read[2]?.scamType, 'ROMANCE_SCAM', 'the warmth, the suitor abroad and the plea make it a romance scam')
})

t.test('when a job opener asks "are you looking for work?"', async (t) => {
  const cases = {
    Tamil: ['வணக்கம், நீங்க வேலை தேடுறீங்களா?', 'வீட்டிலிருந்தே தினமும் ₹2,000 சம்பாதிக்கலாம். பதிவுக் கட்டணம் ₹300.'],
    Bengali: ['আপনি কি কাজ খুঁজছেন?', 'বাড়িতে বসে দিনে ₹1500 আয় করুন, রেজিস্ট্রেশন ফি ₹200।'],
    English: ['Hi, are you looking for a job?', 'Part-time work from home, earn Rs 3,000 a day liking videos. Joining fee Rs 500.'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    t.equal(last(turns).scamType, 'JOB_SCAM', `${language}: a job offer`)
  }
})

t.test('when a phishing link asks to update a wallet', async (t) => {
  const cases = {
    English: ['Your Paytm wallet will be suspended today. Update it here: http://paytm-wallet-verify.click/login Ref policy POL-2291'],
    Malayalam: ['നിങ്ങളുടെ PhonePe വാലറ്റ് ഇന്ന് മരവിപ്പിക്കും. വിവരങ്ങൾ പുതുക്കാൻ ഈ ലിങ്ക് തുറക്കുക: phonepe-kyc.top'],
    Bengali: ['আপনার Amazon Pay ওয়ালেট বন্ধ হয়ে যাবে। এই লিংকে আপডেট করুন: amazonpay-update.xyz'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    t.equal(last(turns).scamType, 'KYC_BANKING', `${language}: the payment app is the pretext, whatever reference the page prints`)
  }
})

t.test("when a flatmate asks for this month's rent", async (t) => {
  const cases = {
    English: ["Hey, rent for April is due on the 5th. It's 11,000 each this month.", 'Also the wifi bill came, we can split it later.'],
    Hinglish: ['Bhai is mahine ka rent 22000 hai, apna half 11000 bhej dena. Mera UPI rohan.k@okaxis', 'Landlord ko main de dunga.'],
    Tamil: ['டேய், இந்த மாச வாடகை ₹16,000, உன் பங்கு ₹8,000. 5ஆம் தேதிக்குள் அனுப்பு.'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    const c = last(turns)
    t.equal(c.scamType, 'NOT_SCAM', `${language}: ordinary money talk`)
  }
  t.equal(last(cases.Hinglish).detected, true, 'with a UPI id it is detected, as rule 2 says')
  t.equal(last(cases.English).detected, false, 'without one it is not')
})

t.test('when a stranger asks to be called back on a number', async (t) => {
  const cases = {
    English: ['Hello, I tried calling you twice.', 'Please call me back on 98450 12345, it is important.'],
    Hinglish: ['Namaste ji, aapko kal se call kar rahe hain.', 'Jab time mile is number pe call back kar dena: 88263 10471'],
    Marathi: ['नमस्कार, तुमच्याशी महत्त्वाचे काम आहे. या नंबरवर परत कॉल करा: 98220 12345'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    const c = last(turns)
    t.equal(c.scamType, 'UNKNOWN', `${language}: nothing yet names a type, and it is no ordinary message`)
    t.equal(c.detected, true, `${language}: detected by rule 3, for the phone number`)
  }
})

t.test('when a family without a label of its own writes', async (t) => {
  const electricity = last([
    'Dear consumer, your electricity bill of last month is unpaid. Your power will be disconnected tonight at 9.30 PM.',
    'Pay immediately to avoid disconnection: http://power-bill-pay.top or call the electricity officer on 98765 43210.',
  ])
  t.equal(electricity.scamType, 'UNKNOWN', 'a utility bill is UNKNOWN (no type fits it)')
  t.equal(electricity.detected, true, 'and detected by rule 3')
  const mistake = last(['Hello, by mistake I sent Rs 5,000 to your number.', 'Please send it back to my UPI suresh.k@okicici, it is urgent.'])
  t.equal(mistake.scamType, 'UNKNOWN', 'money "sent by mistake" is UNKNOWN')
  t.equal(mistake.detected, true, 'detected for the UPI id')
  t.equal(last(['नमस्कार, आप प्रधानमंत्री किसान योजना के लाभार्थी हैं। अगली किस्त ₹6,000 जारी करने के लिए ₹250 शुल्क जमा करें।']).scamType, 'LOTTERY_PRIZE', 'a government scheme paid out after a fee is a prize')
  t.equal(last(['Income Tax Department: undisclosed income found on your PAN. A raid and arrest warrant will follow unless the penalty is paid today.']).scamType, 'DIGITAL_ARREST', 'an income-tax threat is fear of authority')
})

t.test('when confidence is read along a conversation', async (t) => {
  const opener = last(['Hi, who is this?'])
  t.equal(opener.scamType, 'UNKNOWN', 'a wrong-number opener is UNKNOWN')
  t.ok(opener.confidence <= 0.1, `at low confidence (${opener.confidence})`)
  t.equal(opener.detected, false, 'and is not detected')
  const read = readTurns([
    'This is the KYC department of your bank.',
    'Your KYC has expired and your account will be blocked tonight.',
    'Share the OTP you just received and pay the Rs 99 verification fee on this link: http://kyc-bank-verify.top',
  ])
  const [pretext, lever, demand] = read.map((r) => r.confidence)
  t.ok(pretext !== undefined && lever !== undefined && demand !== undefined, 'three readings')
  t.ok((pretext ?? 1) < 0.5, `the pretext alone is modest (${pretext})`)
  t.ok((lever ?? 0) > (pretext ?? 1), `the lever raises it (${lever})`)
  t.ok((demand ?? 0) > (lever ?? 1) && (demand ?? 0) >= 0.75, `the demand raises it further (${demand})`)
})

t.test('when only pressure and demands appear, with no pretext', async (t) => {
  const c = last([
    'Final warning: your service will be disconnected within 2 hours.',
    'Send the OTP immediately and pay the reactivation fee of Rs 1,499 now, do not tell anyone.',
  ])
  t.equal(c.scamType, 'UNKNOWN', 'no type is named')
  t.ok(c.confidence > 0.5, `but the levers and demands make it scam-like (${c.confidence})`)
  t.equal(c.detected, true, 'so rule 3 detects it')
})

t.test('when a scammer demands secrecy in the words a genuine alert uses for the OTP', async (t) => {
  const cases = {
    Tamil: ['நான் சிபிஐ அதிகாரி. உங்க ஆதார் பணமோசடியில் பயன்படுத்தப்பட்டது.', 'இதை யாருடனும் பகிர வேண்டாம், யாரிடமும் சொல்லக்கூடாது. வீடியோ காலில் இருங்கள்.'],
    Telugu: ['నేను సీబీఐ అధికారిని, మీపై మనీ లాండరింగ్ కేసు ఉంది.', 'ఈ విషయం ఎవరితోనూ share చేయవద్దు, ఎవరికీ చెప్పవద్దు.'],
  }
  for (const [language, turns] of Object.entries(cases)) {
    const c = last(turns)
    t.equal(c.scamType, 'DIGITAL_ARREST', `${language}: "tell no one" is the scammer's secrecy, not a never-share-your-OTP notice`)
  }
})

t.test('when "by mistake" is said of something other than money', async (t) => {
  const c = last(['आपका OTP 482913 है। गलती से भी किसी को न बताएं। - SBI'])
  t.equal(c.scamType, 'NOT_SCAM', 'a genuine OTP message is no "money sent by mistake" story')
})

t.test('when the lever is said in other words than the usual ones', async (t) => {
  t.equal(
    last(['Remember our video chat? I have the full recording. If you don\'t want it on every platform, you will do what I say.']).scamType,
    'SEXTORTION',
    'a recording held and a threat to put it "on every platform" is blackmail from the first message',
  )
  t.equal(last(['Our app is available on all platforms, download now.']).scamType, 'UNKNOWN', 'an app "on all platforms" threatens nobody')
  t.equal(
    last(['Hi jaan, main finally India aa rahi hoon tumse milne! Bas ek chhoti si problem ho gayi airport pe.', 'Customs wale mere gold bangles ke liye ₹28,000 maang rahe hain.']).scamType,
    'ROMANCE_SCAM',
    'a suitor greeting "jaan" and coming "to meet you" stays a romance when the story turns to customs',
  )
  t.equal(
    last(['A FedEx parcel booked with your Aadhaar was seized with 200 grams of MDMA. DCP Arvind Khanna of the Narcotics Control Bureau will speak to you. Do not inform anyone.']).scamType,
    'DIGITAL_ARREST',
    'a parcel seized with drugs is the agency\'s opener, not a customs fee',
  )
  t.equal(last(['पार्सल में ड्रग्स मिले हैं, आपके आधार से बुक हुआ था। सीबीआई अधिकारी बात करेंगे।']).scamType, 'DIGITAL_ARREST', 'and in Hindi')
})
