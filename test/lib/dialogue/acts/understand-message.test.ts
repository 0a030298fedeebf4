import t from 'tap'
import { readAnswer } from '../../../../lib/dialogue/acts/read-answer.js'
import { understandMessage } from '../../../../lib/dialogue/acts/understand-message.js'

t.test('when a scammer demands, and when it takes a demand back', async (t) => {
  t.same(understandMessage('Share the OTP you received immediately.').demands, ['otp'], 'an OTP demand is read')
  const notOtp = understandMessage('I am not asking OTP now. Just tell me which bank you use?')
  t.same(notOtp.demands, [], '"not asking OTP" is no OTP demand')
  t.same(notOtp.negated, ['otp'], 'it is read as the OTP taken back')
  t.same(notOtp.questions, ['bank'], 'and the question about the bank is heard')
  const noFee = understandMessage('This job has no fee. How old are you?')
  t.same(noFee.negated, ['payment'], '"no fee" takes the payment back')
  t.same(noFee.questions, ['age'], 'the age question is heard')
  t.same(understandMessage('Payment not reflecting. Did you pay?').demands, ['payment'], 'a payment "not reflecting" is still demanded')
})

t.test('when the scammer asks the victim something', async (t) => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['How old are you, madam?', 'age'],
    ['Which city do you live in?', 'location'],
    ['Do you use NetBanking on mobile or on a computer?', 'device'],
    ['What is your profession?', 'job'],
    ['Are you a student or working?', 'job'],
    ['Who else lives with you? Tell me.', 'family'],
    ['What is your monthly income roughly?', 'amount'],
    ['Have you received the OTP?', 'received'],
    ['Did you pay? Send the screenshot.', 'done'],
    ['Is your Paytm linked to this same mobile number?', 'yesno'],
    ['Is the connection residential or commercial?', 'choice'],
  ]
  for (const [text, kind] of cases) t.ok(understandMessage(text).questions.includes(kind as never), `"${text}" asks about ${kind}`)
  t.equal(understandMessage('Is the connection residential or commercial?').choice, 'residential', 'the first option is the one picked')
})

t.test('when the scammer asks the persona to agree, or asks about it', async (t) => {
  // "…, right?" asks the persona to agree with what was just said ("yes, that is right"); "are you
  // at home?" asks about the persona, where "that is correct" would not fit.
  const agree: ReadonlyArray<string> = [
    'You are the account holder, right?',
    'The courier came to your house yesterday, is that correct?',
    'आपका खाता स्टेट बैंक में है ना?',
    'Aapka account SBI me hai na?',
    'உங்க அக்கவுண்ட் எஸ்பிஐ-ல தான் சரிதானே?',
    'మీ అకౌంట్ ఎస్‌బీఐలో ఉంది కదా?',
    'ನಿಮ್ಮ ಖಾತೆ ಎಸ್‌ಬಿಐನಲ್ಲಿ ಇದೆ ಅಲ್ವಾ?',
    'നിങ്ങളുടെ അക്കൗണ്ട് എസ്ബിഐയിൽ ആണ് അല്ലേ?',
    'আপনার অ্যাকাউন্ট এসবিআই-তে, তাই তো?',
    'तुमचं खातं एसबीआयमध्ये आहे ना?',
    'તમારું ખાતું એસબીઆઈમાં છે ને?',
  ]
  for (const text of agree) t.same(understandMessage(text).questions, ['confirm'], `"${text}" asks to agree`)
  const aboutSelf: ReadonlyArray<string> = ['Do you have any other loan running?', 'Are you using Google Pay?', 'क्या आपके पास नेट बैंकिंग है?', 'Kya aap Google Pay use karte ho?']
  for (const text of aboutSelf) t.same(understandMessage(text).questions, ['yesno'], `"${text}" asks about the persona`)
  t.same(understandMessage('Do you have a PAN card, right?').questions, ['yesno'], 'a question about the persona stays one, though it ends in a tag')
})

t.test('when the scammer says who they are', async (t) => {
  t.same(
    understandMessage('I am Inspector Rajesh Kumar from Mumbai Cyber Crime Branch. Our office is at Bandra Kurla Complex, Mumbai.').claims,
    { name: 'Rajesh Kumar', role: 'Inspector', organisation: 'Mumbai Cyber Crime Branch', office: 'Bandra Kurla Complex, Mumbai' },
    'name, title, organisation and office are read',
  )
  t.same(understandMessage('This is Nikhil Arora, verification executive.').claims, { name: 'Nikhil Arora', role: 'verification executive' }, 'a role in apposition is read')
  t.same(understandMessage('My staff ID is HDFC-NBS-7752.').claims, { employeeId: 'HDFC-NBS-7752' }, 'a staff id is read')
  t.same(understandMessage('This is a standard compliance step.').claims, {}, '"this is" before prose claims nothing')
  t.same(understandMessage('This is Mumbai Air Cargo Customs.').claims, { organisation: 'Mumbai Air Cargo Customs' }, 'a firm is no name')
  t.same(understandMessage('Send it to account 1234567890, account holder name is Ravi Verma.').claims.beneficiary, 'Ravi Verma', 'the beneficiary is read')
  // "I" written in Latin letters by a Tamil, Telugu, Kannada or Malayalam speaker is no part of the firm.
  t.same(understandMessage('Vanakkam sir, naan Cauvery Gramin Bank KYC cell la irunthu pesuren.').claims.organisation, 'Cauvery Gramin Bank KYC cell', 'Tanglish "naan" is not read into the organisation')
  // "Mr.", "Dr." and an initial end no clause, and a courtesy title is neither name nor post.
  t.same(understandMessage('Contact the YouTube officer Mr. Aman Verma on 7428 903 311.').claims, { name: 'Aman Verma', role: 'officer' }, '"Mr." is not read as the name')
  t.same(understandMessage('Our Investigation Officer Mr. S. K. Bhatt will call you.').claims.name, 'S K Bhatt', 'initials are part of the name')
  t.same(understandMessage('I am Dr. Richard Hayes, a surgeon with the UN.').claims.name, 'Richard Hayes', '"Dr." opens the name, as a title')
  t.same(understandMessage('I AM SENIOR OFFICER! You are wasting my time!').claims.name, undefined, 'a shouted rank names nobody')
  t.same(understandMessage('Kono somossa hole amader officer Mr. Ghosh-ke phone korun.').claims.name, 'Ghosh', 'a case ending written on with a hyphen is no part of the name')
  // A name ends before a number, a "from", or "I speak" in the scripts where nothing else ends it.
  t.same(understandMessage('For claim help contact our manager Mr. Bhatia +91 85274 11902.').claims.name, 'Bhatia', 'a number is no part of the name')
  t.same(understandMessage('নমস্কার ম্যাডাম, আমি Airtel টেকনিক্যাল ডিপার্টমেন্ট থেকে সৌরভ বলছি।').claims.name, 'সৌরভ', 'the name after "from", without "I speak"')
  t.same(understandMessage('Meri leave ke liye officer Rs 60,000 maang raha hai. Main India aa ke sab lauta dunga.').claims, {}, 'a sum, a country and "India aa" name nobody and no firm')
  // A "name" that goes on into a firm was the firm's.
  t.same(understandMessage('This is Cyber Crime branch, Delhi Police.').claims, { organisation: 'Cyber Crime branch' }, '"this is" before a firm records the firm')
  t.same(understandMessage('Hello sir, main PhonePe customer care se Nikhil bol raha hu.').claims, { organisation: 'PhonePe', name: 'Nikhil' }, 'the firm, and the name that speaks for it')
  t.same(understandMessage('Meri senior officer Mrs. Kapoor se baat karne ke liye call karo.').claims.organisation, undefined, '"baat karo … se" is whom to talk with, not a firm')
  // Tanglish "-la irundhu" says where from or since when as often as whom the caller works for.
  t.same(understandMessage('Sir, Singapore-la irundhu unga per-la oru parcel vandhirukku.').claims, {}, 'a country a parcel came from is no organisation')
  t.same(understandMessage('Naalai-la irundhu unga card block aagum.').claims, {}, 'nor is "from tomorrow"')
  t.same(understandMessage('Naan Flipkart-la irundhu pesuren.').claims, { organisation: 'Flipkart' }, '"I speak from Flipkart" names the firm, and nobody is called "Flipkart-la irundhu"')
})

t.test('when the scammer isolates the victim or presses', async (t) => {
  const u = understandMessage("Don't tell your son about this. Pay the fine immediately or you will be arrested.")
  t.same(u.instructions, ['secrecy'], 'secrecy is an instruction')
  t.same(u.avoid, ['son'], 'the son is to be kept out')
  t.ok(u.tactics.includes('threat') && u.tactics.includes('urgency') && u.tactics.includes('isolation'), 'threat, urgency and isolation are seen')
  t.ok(understandMessage('Stay on the line, do not disconnect.').instructions.includes('stayOnLine'), 'staying on the line is an instruction')
})

t.test('when the scammer asks whether it talks to a machine', async (t) => {
  for (const text of ['Are you a bot?', 'Is this an automated reply?', 'You are a robot, admit it', 'are you AI or human']) {
    t.ok(understandMessage(text).probe, `"${text}" is a probe`)
  }
  t.notOk(understandMessage('Please update your KYC today.').probe, 'an ordinary demand is no probe')
})

t.test('when the message carries stage directions and curly quotes', async (t) => {
  t.same(understandMessage('[threatening tone] Pay now').tactics.includes('threat'), false, 'a stage direction is not read as the scammer speaking')
  t.same(understandMessage('Don\u2019t tell anyone.').instructions, ['secrecy'], 'a curly apostrophe reads as a straight one')
  t.same(understandMessage('[unclosed stage direction pay the fee').demands, ['payment'], 'an unclosed bracket hides nothing')
})

t.test('when a charge is named with its figure', async (t) => {
  t.same(understandMessage('Kit charge ₹2,450 hai jo baad mein wapas milega.').demands, ['payment'], 'a charge with a figure is a payment demand')
  t.same(understandMessage('Processing ka 1200 charge lagega.').demands, ['payment'], 'the figure may come first')
  t.same(understandMessage('There is a charge of Rs 300 for the courier.').demands, ['payment'], 'in English too')
  t.same(understandMessage('I am the officer in charge of your file.').demands, [], '"in charge" with no figure demands nothing')
  t.same(understandMessage('Koi charge nahi hai, 100% free.').demands, [], 'a charge taken back is no demand')
})

t.test('when a Hinglish caller says where they are from and where they sit', async (t) => {
  t.same(understandMessage('Namaste, main Ritu Saxena, Apex Staffing Solutions se.').claims, { name: 'Ritu Saxena', organisation: 'Apex Staffing Solutions' }, '"X se" after a name is the firm')
  t.same(understandMessage('Humara office Koramangala 5th Block, Bengaluru mein hai.').claims, { office: 'Koramangala 5th Block, Bengaluru' }, 'the office without "mein hai"')
  t.same(understandMessage('Office Park Street, Kolkata pe hai.').claims, { office: 'Park Street, Kolkata' }, 'a bare "office" before a place')
  t.same(understandMessage('Kal office jaana padega aapko.').claims, {}, '"office" before prose claims nothing')
  t.notOk('organisation' in understandMessage('Main Jaipur se hoon.').claims, '"X se hoon" is where the caller is from, not a firm')
})

t.test('when a question holds a second question word or offers options', async (t) => {
  t.same(understandMessage('Do you know anyone abroad who might send you a parcel?').questions, ['anyone'], 'the first question word sets the kind: "do you… who…" wants a yes or a no, here "does anyone…", which the persona answers with nobody')
  t.same(understandMessage('Who is calling you, your son or a stranger?').questions.includes('yesno'), false, 'a question opening with "who" is not a yes-or-no one')
  t.equal(understandMessage('Aapke ghar mein AC hai ya cooler?').choice, 'AC', 'Hinglish "ya" joins options, and a name keeps its capitals')
  t.equal(understandMessage('Is it a flat or a house?').choice, 'flat', 'the option, not its article')
  t.ok(understandMessage('आपका खाता सेविंग है या करंट?').questions.includes('choice'), 'Hindi "या" joins options')
  t.notOk(understandMessage('मुझे याद है आपने बताया था।').questions.includes('choice'), '"याद" is not "या"')
})

t.test('when the scammer answers the persona\'s question in passing', async (t) => {
  const named = readAnswer('You doubt me? Fine. Meera. Now send the money.', understandMessage('You doubt me? Fine. Meera. Now send the money.'), ['name'])
  t.equal(named.claims.name, 'Meera', 'a later sentence that is only a name answers "what is your name?"')
  const orders = readAnswer('Pay now. Relax. Send it.', understandMessage('Pay now. Relax. Send it.'), ['name'])
  t.equal(orders.claims.name, undefined, 'one-word orders are no name')
  const unasked = readAnswer('Fine. Meera. Send it.', understandMessage('Fine. Meera. Send it.'), ['phone'])
  t.equal(unasked.claims.name, undefined, 'only when the name was asked for')
})

t.test('when someone is said to be demanding a sum', async (t) => {
  t.same(understandMessage('Hospital wale ₹45,000 maang rahe hain, main phasi hui hoon.').demands, ['payment'], 'a sum being demanded is a payment demand')
  t.same(understandMessage('Main tumse kuch nahi maang raha.').demands, [], 'with no figure, nothing is demanded')
})

t.test('when the scammer asks which state, or whether there is anyone', async (t) => {
  const read = understandMessage
  t.same(read('Which state are you from? Tax depends on it.').questions, ['region'], 'English: the state, not the town')
  t.same(read('आप किस राज्य से हैं? टैक्स उसी हिसाब से लगेगा।').questions, ['region'], 'Hindi: the state')
  t.same(read('आप किस राज्य से हैं?').claims, {}, 'and "आप … से हैं?" is no claim of a firm: it asks where the victim is from')
  t.same(read('Aap kis state se ho?').questions, ['region'], 'Hinglish: the state')
  t.same(read('நீங்கள் எந்த மாநிலம்?').questions, ['region'], 'Tamil: the state')
  t.same(read('சிங்கப்பூரில் உங்களுக்குத் தெரிந்தவர் யாராவது இருக்கிறார்களா?').questions, ['anyone'], 'Tamil: "is there anyone you know…?"')
  t.same(read('Singapore me aapka koi jaanta hai kya?').questions, ['anyone'], 'Hinglish: "does anyone know you…?"')
  t.same(read('Is there anyone at your home who uses this phone?').questions.includes('anyone'), true, 'English: "is there anyone…?"')
})

t.test('when a Tamil officer gives his number', async (t) => {
  t.equal(understandMessage('என் அதிகாரி எண் CUS-IXM-4407. டெலிவரி முகவரி எந்த ஊர்?').claims.employeeId, 'CUS-IXM-4407', '"அதிகாரி எண்" is his staff id')
})

t.test('when the caller says where he is posted, or gives a number after his title', async (t) => {
  t.equal(understandMessage('I am posted at Andheri East police station, Mumbai.').claims.office, 'Andheri East police station, Mumbai', 'English: "posted at" names the office')
  t.ok(understandMessage('मैं अंधेरी पूर्व पुलिस स्टेशन, मुंबई में तैनात हूं।').claims.office !== undefined, 'Hindi: "… में तैनात हूं" names the office')
  t.equal(understandMessage('Officer ka number +91 90181 72653 hai.').claims.name, undefined, 'a number after a title is nobody\'s name')
})

t.test('when a negation states the condition of a threat', async (t) => {
  const read = understandMessage
  t.same(read('If we do not receive the fee today, the prize is cancelled.').demands, ['payment'], 'English: "if we do not receive the fee" still demands it')
  t.same(read('ध्यान दें: 48 घंटे में शुल्क नहीं मिला तो इनाम अगले विजेता को दे दिया जाएगा।').demands, ['payment'], 'Hindi: "शुल्क नहीं मिला तो…" still demands the fee')
  t.same(read('Fee nahi bhara to inaam cancel ho jayega.').demands, ['payment'], 'Hinglish: "fee nahi bhara to…" still demands it')
  t.same(read('Do not send money to anyone.').negated, ['payment'], 'a plain "do not send money" is still no demand')
  t.same(read('मैं तो ओटीपी नहीं मांग रहा।').negated, ['otp'], 'and the particle "तो" makes no condition')
})

t.test('when the caller gives a rank before his name, or names a directorate', async (t) => {
  t.same(understandMessage('I am Senior Officer Anil Joshi from the settlement desk.').claims, { name: 'Anil', role: 'Senior Officer' }, 'the ranks go to the role, and the persona calls him Anil, not "Senior"')
  t.same(understandMessage('This is the Enforcement Directorate, Mumbai Zonal Office.').claims, { organisation: 'Enforcement Directorate' }, 'a directorate is an organisation, not a man called Enforcement')
})

t.test('when the scammer asks whether the victim doubts him', async (t) => {
  t.same(understandMessage('Tum mujh pe shak kar rahe ho? Screenshot bhejo jaldi.').questions, ['doubt'], 'Hinglish: "shak kar rahe ho?" wants a no, not a yes')
  t.same(understandMessage('You think this is fake? Try me.').questions, ['doubt'], 'English: "you think this is fake?"')
  t.same(understandMessage('क्या आप मुझ पर शक कर रहे हैं?').questions, ['doubt'], 'Hindi: "शक कर रहे हैं?"')
})

t.test('when the scammer speaks of itself as a woman or a man', async (t) => {
  t.equal(understandMessage('Main Priya bol rahi hoon, HR department se.').speaker, 'woman', '"bol rahi hoon" is a woman speaking')
  t.equal(understandMessage('Main aapki madad karti hu, chinta mat kijiye.').speaker, 'woman', '"karti hu" too')
  t.equal(understandMessage('मैं सब-इंस्पेक्टर विनोद पाटिल बोल रहा हूं।').speaker, 'man', '"बोल रहा हूं" is a man speaking')
  t.equal(understandMessage('मैं आपको लिंक भेजती हूँ।').speaker, 'woman', '"भेजती हूँ" is a woman speaking')
  t.equal(understandMessage('मी प्रिया बोलतेय, बँकेतून.').speaker, 'woman', 'Marathi "बोलतेय"')
  t.equal(understandMessage('Good morning, this is Mrs Kavita Rao from the claims desk.').speaker, 'woman', '"this is Mrs" in a self-introduction')
  t.equal(understandMessage('Dear Mrs Rao, your account is blocked.').speaker, undefined, 'a title given to the victim tells nothing of the scammer')
  t.equal(understandMessage('Aap kya kar rahi hain abhi?').speaker, undefined, 'a verb about the victim tells nothing of the scammer')
  t.equal(understandMessage('Your parcel is on hold, pay the duty.').speaker, undefined, 'most messages tell nothing')
})

t.test('when the scammer waves the persona\'s question away', async (t) => {
  const waved = [
    'You do not need that. Just pay the fee and send the screenshot.',
    'Why do you want my office address? Complete the payment first.',
    'Aapko usse kya, bas jo bol raha hoon wo karo.',
    'इसकी कोई जरूरत नहीं है, आप बस पेमेंट कीजिए।',
    'அதெல்லாம் உங்களுக்கு எதுக்கு, முதல்ல பணம் கட்டுங்க.',
    'అది మీకెందుకు, ముందు డబ్బు పంపండి.',
    'ಅದರ ಅವಶ್ಯಕತೆ ಇಲ್ಲ, ಮೊದಲು ಹಣ ಕಳಿಸಿ.',
    'അതിന്റെ ആവശ്യമില്ല, ആദ്യം പണം അയക്കൂ.',
    'ওসবের দরকার নেই, আগে টাকাটা পাঠান।',
    'त्याची काही गरज नाही, आधी पैसे भरा.',
    'એની કોઈ જરૂર નથી, પહેલા પૈસા મોકલો.',
  ]
  for (const text of waved) t.equal(understandMessage(text).brushOff, true, `"${text}" waves the question away`)
  const not = [
    'No need to worry, your money is safe.',
    'You do not need to go to the branch, it is all online.',
    'डरने की जरूरत नहीं है, आपका पैसा सुरक्षित है।',
    'பயப்பட தேவையில்லை, உங்கள் பணம் பாதுகாப்பா இருக்கு.',
    'Tell me your account number and IFSC.',
  ]
  for (const text of not) t.notOk(understandMessage(text).brushOff, `"${text}" waves nothing away`)
  t.same(understandMessage('You do not need that, the OTP is not needed either.').negated, ['otp'], 'a demand taken back in the same message is still read')
})

t.test('when the scammer asks how much the victim will start with', async (t) => {
  const asks = [
    'How much would you like to put in first?',
    'Pehle kitne se shuru karna chahoge aap?',
    'आप कितने से शुरू करेंगे?',
    'முதல்ல எவ்ளோ போடுவீங்க?',
    'প্রথমে কত টাকা দিয়ে শুরু করবেন?',
    'तुम्ही किती रुपयांपासून सुरू कराल?',
    'તમે કેટલા રૂપિયાથી શરૂ કરશો?',
    'మీరు ఎంతతో మొదలు పెడతారు?',
    'ನೀವು ಎಷ್ಟರಿಂದ ಶುರು ಮಾಡ್ತೀರಾ?',
    'നിങ്ങൾ എത്രയിൽ തുടങ്ങും?',
  ]
  for (const text of asks) t.ok(understandMessage(text).questions.includes('amount'), `"${text}" asks about the money`)
})

t.test('when the scammer speaks of a link, and when he sends one', async (t) => {
  const spoken = understandMessage('Your bill must be paid through our quick-pay link within the hour.')
  t.same(spoken.mentions, ['link'], 'a link spoken of is heard')
  t.same(spoken.named, ['link'], 'as named only: none was sent')
  t.same(understandMessage('मैंने लिंक भेज दिया है, खोलिए।').named, ['link'], 'in Hindi too')
  const sent = understandMessage('Pay on this link: https://quickpay-bill.in/pay')
  t.same(sent.mentions, ['link'], 'a link sent is heard')
  t.equal(sent.named, undefined, 'and is not only named')
})
