import { necessaryLiterals } from '../classify/necessary-literals.js'

/**
 * Red flags a scammer's message can raise, most telling first. Each pattern covers English,
 * romanised Hindi and the Indian scripts the personas answer in; Latin terms such as "OTP" and
 * "UPI" are matched everywhere because scammers use them in every language.
 */
export const cues = ['otp', 'remote', 'arrest', 'threat', 'fee', 'link', 'personalData', 'secrecy', 'tooGood', 'urgency'] as const
export type Cue = (typeof cues)[number]

/**
 * Whether a message raises a cue: a regex, or a scan where one regex would be quadratic, with the
 * literals one of which any match contains (for a regex they are read off its source).
 */
export type CueMatcher = { readonly test: (text: string) => boolean; readonly literals?: ReadonlyArray<string> }

const lineEnd = /[\n\r\u2028\u2029]/gu
const send = /send /giu
const rupees = /rs|₹|inr/iu

/**
 * "send … Rs" on one line, as `/send .*(?:rs|₹|inr)/iu` reads it, in one pass: only the first
 * "send " of a line needs looking past (a later one sees less of the line), then the scan moves
 * to the next line. The regex would rescan the rest of the line from every "send ".
 */
export const asksToSendRupees = (text: string): boolean => {
  send.lastIndex = 0
  for (let m = send.exec(text); m !== null; m = send.exec(text)) {
    lineEnd.lastIndex = m.index + m[0].length
    const end = lineEnd.exec(text)?.index ?? text.length
    if (rupees.test(text.slice(m.index + m[0].length, end))) return true
    send.lastIndex = end
  }
  return false
}

const feeWords = new RegExp(
  [
    '\\bfee', 'charge', 'deposit', '\\bpay', 'payment', 'processing', '\\bgst\\b', '\\btax\\b', 'duty', 'transfer',
    'bhejo', 'bhej do', 'jama', 'शुल्क', 'फीस', 'भुगतान', 'जमा', 'भेज', 'भरा', 'கட்டண', 'செலுத்த', 'அனுப்புங்கள்',
    'రుసుము', 'చెల్లించ', 'ফি', 'পাঠান', 'ಶುಲ್ಕ', 'ಪಾವತಿ', 'ഫീസ്', 'അടയ്ക്ക', 'ફી', 'ચૂકવ',
  ].join('|'),
  'iu',
)

export const cuePatterns: Readonly<Record<Cue, CueMatcher>> = Object.freeze({
  otp: new RegExp(
    [
      '\\botp\\b', '\\bpin\\b', '\\bcvv\\b', 'password', 'passcode', 'verification code', 'security code', 'recovery words',
      'seed phrase', 'code (?:you|shown|on your)', 'ओटीपी', 'पिन', 'पासवर्ड', 'ஓடிபி', 'கடவுச்சொல்', 'ఓటీపీ', 'পিন',
    ].join('|'),
    'iu',
  ),
  remote: new RegExp(
    ['anydesk', 'teamviewer', 'rustdesk', 'quick ?support', 'remote', 'screen ?shar', 'connect to your (?:computer|phone)', 'स्क्रीन'].join('|'),
    'iu',
  ),
  arrest: new RegExp(
    [
      'arrest', 'police', 'warrant', '\\bfir\\b', '\\bcbi\\b', 'enforcement directorate', 'narcotics', 'custody', 'legal action',
      'jail', 'court', 'giraftar', 'गिरफ्तार', 'गिरफ़्तार', 'पुलिस', 'वारंट', 'अटक', 'கைது', 'காவல்', 'అరెస్ట', 'పోలీస',
      'গ্রেফতার', 'পুলিশ', 'ಬಂಧನ', 'ಪೊಲೀಸ್', 'അറസ്റ്റ്', 'പോലീസ്', 'ધરપકડ', 'પોલીસ',
    ].join('|'),
    'iu',
  ),
  threat: new RegExp(
    [
      'seized', 'blacklist', 'block(?:ed)?\\b', 'suspend', 'freez', 'frozen', 'penalty', 'video', 'recording', 'viral', 'leak',
      'warna', 'band ho', 'जुर्माना', 'बंद कर', 'बंद हो', 'फ्रीज़', 'दंड', 'ज़ब्त', 'வரவில்லை என்றால்', 'அபராத', 'முடக்க',
      'துண்டிக்க', 'జరిమానా', 'ব্লক', 'বন্ধ', 'ರದ್ದು', 'റദ്ദ', 'રદ',
    ].join('|'),
    'iu',
  ),
  fee: {
    test: (text: string) => feeWords.test(text) || asksToSendRupees(text),
    literals: [...(necessaryLiterals(feeWords.source) ?? ['']), 'send '],
  },
  link: new RegExp(['https?://', 'www\\.', '\\blink\\b', 'download', 'install', '\\.apk', 'लिंक', 'ऐप', 'இணைப்ப', 'லிங்க்', 'లింక్', 'লিংক', 'ಲಿಂಕ್', 'ലിങ്ക്', 'લિંક'].join('|'), 'iu'),
  personalData: new RegExp(
    ['aadhaar', 'aadhar', '\\bpan\\b', 'card details', 'card number', 'date of birth', 'आधार', 'पैन', 'ஆதார்', 'ఆధార్', 'আধার', 'ಆಧಾರ್', 'ആധാർ', 'આધાર'].join('|'),
    'iu',
  ),
  secrecy: new RegExp(
    ["don'?t tell", 'do not tell', 'do not inform', 'not inform anyone', 'confidential', 'secret', 'kisi ko mat', 'किसी को न', 'किसी से बात नहीं', 'गोपनीय', 'कोणालाही सांगू नका', 'யாரிடமும் சொல்ல'].join('|'),
    'iu',
  ),
  tooGood: new RegExp(
    [
      'lottery', 'lucky draw', '\\bwon\\b', 'winner', 'prize', 'cashback', 'guaranteed', 'double', 'returns', 'profit', 'bonus',
      'jeete', 'inaam', 'लॉटरी', 'इनाम', 'लकी ड्रॉ', 'बधाई', 'பரிசு', 'கேஷ்பேக்', 'வாழ்த்துகள்', 'లాటరీ', 'అభినందనలు', 'লটারি', 'পুরস্কার',
    ].join('|'),
    'iu',
  ),
  urgency: new RegExp(
    [
      'urgent', 'immediately', 'right now', '\\bnow\\b', 'today', 'tonight', 'hurry', 'last chance', 'final (?:notice|reminder|warning)',
      'within \\d+', 'expires?', 'jaldi', 'turant', 'abhi', 'तुरंत', 'जल्दी', 'आज', 'अंतिम', 'உடனே', 'உடனடி', 'இன்று', 'அவசர',
      'వెంటనే', 'ఈరోజు', 'এখনই', 'আজ', 'ताबडतोब', 'आजच', 'ಈಗಲೇ', 'ഉടൻ', 'તરત',
    ].join('|'),
    'iu',
  ),
})

/**
 * A message that asks whether it is talking to a machine, or tries to give the persona
 * instructions. The persona answers it in character, never by confirming.
 */
export const probePattern = new RegExp(
  [
    '\\b(?:are|r) (?:you|u) (?:an? )?(?:bot|robot|ai|machine|computer|program|chatbot|automated|real)',
    '\\b(?:you are|you\'re|ur) (?:an? )?(?:bot|robot|ai\\b|machine|chatbot|program)',
    'chat ?gpt', 'language model', '\\bllm\\b', 'honeypot', 'ignore (?:all |your |the )?(?:previous |above |prior )?instructions',
    'system prompt', 'bot ho', 'robot ho', 'बॉट', 'रोबोट', 'ரோபோ',
  ].join('|'),
  'iu',
)
