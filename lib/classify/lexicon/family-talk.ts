import type { CueSet } from '../cue-set.js'

// An Indic word standing alone, for kinship words so short they sit inside others (Bengali মা
// "mother" in আমার "my").
const alone = (word: string): string => `(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`

// Parents and children calling each other: beta, kanna, mummy, appa.
const parentOrChild = [
  '(?:beta|beti|mummy|mumma|mom|mum|papa|dad|daddy|maa|ammi|abbu|aai|aayi|amma|appa|nanna|achan|achha|amme|pappa|bapu|maai|baba)',
  'बेटा|बेटी|बिटिया|मम्मी|पापा|माँ|मां|अम्मी|अब्बू',
  'கண்ணா|செல்லம்|மகனே|மகளே|அப்பா|அம்மா',
  'నాన్నా|నాన్న|అమ్మా|అమ్మ',
  'ಮಗನೇ|ಮಗಳೇ|ಅಪ್ಪ|ಅಮ್ಮ|ಕಂದ',
  'മോനേ|മോളേ|അച്ഛാ|അമ്മേ',
  'মা|বাবা|খোকা|খুকু',
  'आई|बाबा|बाळा',
  'મમ્મી|પપ્પા|દીકરા|દીકરી|બેટા',
].join('|')

/**
 * Marks of family talk: a parent calling the child beta or kanna, a child writing to mummy or
 * appa, a sibling's hostel fee, coming home for dinner. Family members ask each other for money
 * all the time, so these count as benign marks. A kinship word weighs most when it opens the
 * message as its address ("बेटा, ..."); met anywhere else ("I told my mom about you") it weighs
 * little, as do the words strangers use as polite address (bhaiya, didi, anna, akka): scammers
 * use them too.
 */
export const familyTalk: CueSet = {
  strong: [],
  medium: [
    // a parent or child addressed at the start of the message
    new RegExp(`^["'“]?(?:(?:hi|hello|hey|arre|suno|अरे|सुनो) )?(?:${parentOrChild})(?:[ ,!.?।]|$)`, 'iu'),
    // family errands about money: fees, rent, groceries, a sibling's or parent's account; an exam's form and
    // the fee that goes with it in the same clause ("परीक्षा का फॉर्म भरना है, फीस ₹1,200 है"), hidden with it
    /\b(?:school|college|hostel|tuition|coaching|exam|mess) fees?\b|(?:मेस|மெஸ்|మెస్|ಮೆಸ್|മെസ്|মেস|મેસ) (?:फीस|फी|கட்டண|ஃபீஸ்|ఫీజు|ಫೀಸ್|ಶುಲ್ಕ|ഫീസ്|ফি|ફી)|\b(?:mess|hostel) (?:bill|charges)\b|\b(?:your|my|our) (?:brother|sister|bhai|didi|dad|mom|father|mother|son|daughter)'?s? (?:account|card|upi|fees?)|(?:स्कूल|कॉलेज|हॉस्टल|ट्यूशन|कोचिंग) (?:की )?फीस|(?:भैया|दीदी|पापा|मम्मी|भाई|बहन) (?:के|की|का) (?:खाते|कार्ड|अकाउंट)|(?:பள்ளி|கல்லூரி|ஹாஸ்டல்|விடுதி) கட்டண|(?:స్కూల్|కాలేజీ|హాస్టల్) ఫీజు|(?:ಶಾಲೆ|ಕಾಲೇಜು|ಹಾಸ್ಟೆಲ್) (?:ಶುಲ್ಕ|ಫೀಸ್)|(?:സ്കൂൾ|കോളേജ്|ഹോസ്റ്റൽ) ഫീസ്|(?:স্কুলের|কলেজের|হোস্টেলের|টিউশন|কোচিং|পরীক্ষার) (?:ফি|বেতন)|(?:ट्यूशन|परीक्षा|सेमेस्टर) (?:की )?फीस|(?:டியூஷன்|தேர்வு|செமஸ்டர்) (?:கட்டண|ஃபீஸ்)|(?:ట్యూషన్|పరీక్ష|సెమిస్టర్) ఫీజు|(?:ಟ್ಯೂಷನ್|ಪರೀಕ್ಷೆ|ಸೆಮಿಸ್ಟರ್) (?:ಶುಲ್ಕ|ಫೀಸ್)|(?:ട്യൂഷൻ|പരീക്ഷ|സെമസ്റ്റർ) ഫീസ്|(?:ट्युशन|परीक्षेची|सेमिस्टर) फी|(?:ટ્યુશન|પરીક્ષા|સેમેસ્ટર)ની ફી|(?:शाळेची|कॉलेजची|हॉस्टेलची) फी|(?:સ્કૂલ|કોલેજ|હોસ્ટેલ)ની ફી|(?:\bexam|परीक्षा|परीक्षे|தேர்வு|పరీక్ష|ಪರೀಕ್ಷೆ|ಪರೀಕ್ಷಾ|പരീക്ഷ|পরীক্ষা|પરીક્ષા)\S{0,4} (?:(?:का|की|चा|ची|चे|નું|નો|এর) )?(?:form|फॉर्म|फॉर्म|ஃபார்ம்|படிவ|ఫారం|ఫామ్|ಫಾರ್ಮ್|ഫോം|ফর্ম|ફોર્મ)[^.!?।\n]{0,30}/u,
  ],
  weak: [
    // kin anywhere in the message, and kin also used for strangers
    new RegExp(
      [
        '\\b(?:beta|beti|mummy|mumma|mom|papa|dad|daddy|maa|ammi|abbu|aai|aayi|amma|appa|nanna|achan|amme|pappa)\\b',
        'बेटा|बेटी|बिटिया|मम्मी|पापा|माँ|अम्मी|अब्बू',
        'கண்ணா|செல்லம்|மகனே|மகளே|அப்பா|அம்மாவிடம்',
        'నాన్నా|నాన్న|అమ్మకు|అమ్మతో',
        'ಮಗನೇ|ಮಗಳೇ|ಅಪ್ಪ|ಕಂದ',
        'മോനേ|മോളേ|അച്ഛ|അമ്മയോട്|അമ്മയുടെ|അമ്മയ്ക്ക്|അമ്മയെ',
        `${alone('মা')}|মাকে|মায়ের|${alone('বাবা')}|বাবাকে|বাবার|খোকা|খুকু`,
        `${alone('आई')}|आईला|आईने|बाबांना|बाळा`,
        'મમ્મી|પપ્પા|દીકરા|દીકરી|બેટા',
      ].join('|'),
      'u',
    ),
    /\b(?:bhai|bhaiya|didi|bro|sis|mama ji|dadi|nani|chachu|chacha|bua|mausi)\b|भैया|भाई|दीदी|बहन|मामा|मामी|चाचा|चाची|दादी|दादा|नानी|अम्मा|அம்மா|அண்ணா|அக்கா|தம்பி|தங்கச்சி|பாட்டி|అన్నయ్య|అక్కా|తమ్ముడు|చెల్లెలు|అమ్మమ్మ|ಅಣ್ಣ|ಅಕ್ಕ|ತಂಗಿ|ಅಜ್ಜಿ|ചേട്ട|ചേച്ചി|അനിയ|അമ്മൂമ്മ|দাদা|দিদি|ভাইয়া|বোনের|ঠাকুমা|दादा|ताई|आजी|ભાઈ|બહેન|દાદી/u,
    // home, food, coming over
    /\b(?:come|coming) home\b|\bghar (?:aa|aana|aao|aaja|pe|par)\b|\bkhana\b|\bdinner ready|घर (?:आ|आना|आओ|आ जाओ|पर|कब)|दवाई|खाना|सब्जी|हलवा|मिठाई|स्टेशन|சாப்பாடு|வீட்டுக்கு வா|భోజనం|ఇంటికి రా|ಊಟ|ಮನೆಗೆ ಬಾ|ഭക്ഷണം|വീട്ടിൽ വാ|খাবার|বাড়ি আয়|বাড়ি আসবি|जेवण|घरी ये|જમવાનું|ઘરે આવ/u,
  ],
}
