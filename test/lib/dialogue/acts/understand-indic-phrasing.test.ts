import t from 'tap'
import { understandMessage } from '../../../../lib/dialogue/acts/understand-message.js'

// Phrasings a native reader saw the personas misread while playing whole conversations.

t.test('when a caller says where he calls from in Marathi or Gujarati', async (t) => {
  // The "from" case names no caller, but the office he speaks from, without the case.
  t.same(understandMessage('नमस्कार सर, मी एसबीआय कस्टमर केअरमधून बोलतोय.').claims, { organisation: 'एसबीआय कस्टमर केअर' }, 'a Marathi "…मधून बोलतोय" names the office')
  t.same(understandMessage('નમસ્તે સાહેબ, હું SBI કસ્ટમર કેરમાંથી બોલું છું.').claims, { organisation: 'SBI કસ્ટમર કેર' }, 'and so does a Gujarati "…માંથી બોલું છું"')
  t.same(understandMessage('मी पुण्याहून बोलतोय.').claims, {}, 'a town in the "from" case names no office')
  t.same(understandMessage('मी सुनील पाटील बोलतोय.').claims, { name: 'सुनील पाटील' }, 'a name before "बोलतोय" is still read')
  t.same(understandMessage('मी पुण्याहून राजेश बोलतोय.').claims, { name: 'राजेश' }, 'and a name after the place he calls from')
})

t.test('when a caller speaks from an office joined to the "from" case in Tamil or Telugu', async (t) => {
  t.same(
    understandMessage('வணக்கம் அம்மா, நான் கனரா வங்கியின் கடன் பிரிவிலிருந்துதான் பேசுகிறேன்.').claims,
    { organisation: 'கனரா வங்கியின் கடன் பிரிவிலிருந்து' },
    'Tamil keeps the case, which its sandhi joins past cutting',
  )
  t.same(understandMessage('నేను యూనియన్ బ్యాంక్‌నుంచి మాట్లాడుతున్నాను.').claims, { organisation: 'యూనియన్ బ్యాంక్' }, 'Telugu names the bank without it')
  t.same(
    understandMessage('நான் தமிழ்நாடு மின்சார வாரியம் வசூல் பிரிவு இலிருந்து.').claims,
    { organisation: 'தமிழ்நாடு மின்சார வாரியம் வசூல் பிரிவு' },
    'and the case written apart, with no verb after it, names the office before it',
  )
  t.same(understandMessage('நான் கோயம்புத்தூரிலிருந்து பேசுகிறேன்.').claims, {}, 'a town is where he is, not whom he works for')
  t.same(understandMessage('నేను విజయవాడనుంచి మాట్లాడుతున్నాను.').claims, {}, 'in Telugu too')
})

t.test('when a caller gives his title before his name in an Indian script', async (t) => {
  t.same(understandMessage('मैं सीबीआई ऑफिसर राजीव मल्होत्रा बोल रहा हूँ।').claims, { name: 'राजीव मल्होत्रा', role: 'ऑफिसर' }, 'Hindi')
  t.same(understandMessage('আমি সিবিআই অফিসার রাজীব মালহোত্রা বলছি।').claims.name, 'রাজীব মালহোত্রা', 'Bengali')
  t.same(understandMessage('હું CBI ઓફિસર રાજીવ મલ્હોત્રા બોલું છું.').claims, { name: 'રાજીવ મલ્હોત્રા', role: 'ઓફિસર' }, 'Gujarati')
})

t.test('when a Marathi scammer presses for a KYC update or a fee', async (t) => {
  const kyc = understandMessage('तुमचं केवायसी अपडेट झालेलं नाही, आज रात्री खातं ब्लॉक होईल.')
  t.same(kyc.negated, [], '"अपडेट झालेलं नाही" takes nothing back')
  t.ok(kyc.tactics.includes('urgency'), 'it presses')
  t.same(understandMessage('आधी ५०० रुपये रजिस्ट्रेशन फी लागेल.').demands, ['payment'], 'a fee that "लागेल" is demanded')
  t.same(understandMessage('फी या यूपीआयवर पाठवा: jobs.help@paytm').demands, ['payment'], 'and one sent "या यूपीआयवर"')
})

t.test('when a Gujarati scammer isolates the victim politely', async (t) => {
  const secret = understandMessage('આ વાત કોઈને ના કહેતા, તમારા દીકરાને પણ નહીં.')
  t.same(secret.instructions, ['secrecy'], '"ના કહેતા" is secrecy')
  t.ok(secret.avoid.includes('son'), 'the son is kept out')
  const arrest = understandMessage('તમે ડિજિટલ અરેસ્ટમાં છો. ફોન કાપતા નહીં, કોઈની સાથે વાત ના કરતા.')
  t.same([...arrest.instructions].sort(), ['secrecy', 'stayOnLine'], '"ફોન કાપતા નહીં" keeps him on the line and "વાત ના કરતા" silent')
})

t.test('when the scammer asks whether the victim did it yet', async (t) => {
  const cases = ['पैसे भेजे क्या?', 'लिंक खुला क्या? जल्दी कीजिए', 'Link khula kya? Jaldi karo', 'લિંક ખૂલી? જલ્દી કરો', 'লিংক খুলল? তাড়াতাড়ি করুন']
  for (const text of cases) t.ok(understandMessage(text).questions.includes('done'), `"${text}" asks whether it is done`)
})

t.test('when a caller introduces himself in a script without capitals', async (t) => {
  t.same(understandMessage('मैं सुरेश यादव, बीमा अधिकारी।').claims, { name: 'सुरेश यादव', role: 'बीमा अधिकारी' }, 'Hindi: "I <name>, <role>"')
  t.same(understandMessage('நான் கார்த்திக் ராஜா, வங்கி மேலாளர்.').claims, { name: 'கார்த்திக் ராஜா', role: 'வங்கி மேலாளர்' }, 'Tamil: the same')
  t.same(understandMessage('నేను శ్రీనివాస్, కస్టమ్స్ అధికారి.').claims, { name: 'శ్రీనివాస్', role: 'కస్టమ్స్ అధికారి' }, 'Telugu: the same')
  t.same(understandMessage('நான் சொல்வதை மட்டும் செய்யுங்கள், உடனே.').claims, {}, 'Tamil "I" before an order names nobody')
  t.same(understandMessage('मैं कल फोन करूंगा, आप तैयार रहना।').claims, {}, 'Hindi "I" with no role after the comma names nobody')
  t.same(understandMessage('என் பணியாளர் எண் TNEB-AO-4410.').claims, { employeeId: 'TNEB-AO-4410' }, 'Tamil "பணியாளர் எண்" is a staff id')
})

t.test('when a question only looks like one about place or options', async (t) => {
  t.same(understandMessage('இப்போது வீட்டில் இருக்கிறீர்களா?').questions, ['yesno'], '"are you at home now?" wants a yes, not the town')
  t.equal(understandMessage('Policy aapke naam pe hai ya kisi aur ke naam?').choice, 'mere naam pe', '"aapke naam pe hai ya…" offers the victim\'s own name, said back as "mere naam pe"')
    t.equal(understandMessage('पॉलिसी आपके नाम पर है या किसी और के नाम पर?').choice, 'मेरे नाम पर', 'and in Hindi, "मेरे नाम पर"')
})

t.test('when the caller names his office with a bare word for it', async (t) => {
  t.equal(understandMessage('जी, दफ्तर साकेत, दिल्ली में है।').claims.office, 'साकेत, दिल्ली', 'Hindi: the address after "दफ्तर", without "में है"')
  t.equal(understandMessage('அலுவலகம் தியாகராய நகர், சென்னை. உடனே கட்டுங்கள்.').claims.office, 'தியாகராய நகர், சென்னை', 'Tamil: the address after "அலுவலகம்"')
  t.equal(understandMessage('आपको कल ऑफिस आना पड़ेगा।').claims.office, undefined, 'with no comma, "office" opens no address')
})

t.test('when a Hinglish option ends in a postposition', async (t) => {
  t.equal(understandMessage('Aap abhi ghar pe ho ya bahar?').choice, 'ghar', '"ghar pe ho ya…" offers "ghar"')
})

t.test('when a Tamil question offers options with -ஆ and no word for "or"', async (t) => {
  const home = understandMessage('இணைப்பு வீட்டுக்கா, கடைக்கா?')
  t.same([home.questions, home.choice], [['choice'], 'வீட்டுக்கு'], '"வீட்டுக்கா, கடைக்கா?" offers "வீட்டுக்கு"')
  t.equal(understandMessage('பணமா, கார்டா?').choice, 'பணம்', '"பணமா" is "பணம்"')
  t.equal(understandMessage('கடையா வீடா?').choice, 'கடை', '"கடையா" is "கடை"')
  t.same(understandMessage('நீங்க வீட்டுல இருக்கீங்களா?').questions, ['yesno'], 'one -ஆ word is a yes-or-no question')
})
