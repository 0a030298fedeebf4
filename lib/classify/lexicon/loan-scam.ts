import type { CueSet } from '../cue-set.js'

/**
 * LOAN_SCAM, by its pretext: a lender, an NBFC or a loan app that has "approved" a loan and
 * releases it once a processing, insurance or GST fee is paid.
 */
export const loanScam: CueSet = {
  strong: [
    // loan (not the words that begin like it: Telugu అప్పుడు "then", Kannada ಸಾಲದು "not enough" and
    // ಸಾಲು "row", Gujarati કરજો "please do" as in માફ કરજો "excuse me", romanised "maaf karjo"; nor the
    // words it sits inside: the word colony (कॉलोनी, ಕಾಲೋನಿ, কলোনি, કોલોની), Telugu's "in" (-లో) before an ending, as in ఫోన్‌లోనే "on the phone itself" and
    // బ్యాంకులోని "in the bank's", and the names కరుణ, అరుణ, వరుణ and తరుణం "moment"; the Telugu
    // vowel signs are classes so that compiling does not widen the word past its lookahead)
    /\bloans?\b|\bkarz|\bkarj(?![eo]\b)|\bkadan\b|\brunam\b|credit line|instant (?:cash|credit)|(?<!कॉ|को|का)लोन|ऋण|कर्ज|क़र्ज़|கடன்|லோன்|(?<![కతఅవా])రుణ|లోన[్ు]|అప్ప[ు](?!డ)|ಸಾಲ(?!ದು|ು)|(?<!ಕಾ|ಕೋ)ಲೋನ್|വായ്പ|ലോൺ|ലോണ്|ঋণ|(?<!ক)লোন|কর্জ|कर्ज|(?<!કો|કૉ)લોન(?!્ચ)|ધિરાણ|કરજ(?![ોે])/u,
    // a loan approved or sanctioned for the victim
    /\b(?:loan|karz|karj|kadan|runam)\b.{0,40}\b(?:sanction(?:ed)?|approved?|pass(?:ed)?|granted|manzoor|manjoor|sweekrit)|\b(?:sanctioned|approved|granted)\b.{0,25}\bloan\b|(?:लोन|ऋण|कर्ज)\S{0,3} .{0,30}(?:स्वीकृत|मंजूर|पास|सैंक्शन|मंज़ूर)|(?:கடன்|லோன்)\S{0,4} .{0,30}(?:ஒப்புதல்|அனுமதி|சாங்க்ஷன்|அப்ரூவ்)|(?:రుణం|లోన[్ు])\S{0,3} .{0,30}(?:మంజూరు|ఆమోద|అప్రూవ్)|(?:ಸಾಲ|ಲೋನ್)\S{0,3} .{0,30}(?:ಮಂಜೂರು|ಅನುಮೋದ|ಅಪ್ರೂವ್)|(?:വായ്പ|ലോൺ)\S{0,3} .{0,30}(?:അനുവദി|അംഗീകരി|അപ്രൂവ്)|(?:ঋণ|লোন)\S{0,3} .{0,30}(?:মঞ্জুর|অনুমোদ|অ্যাপ্রুভ)|(?:कर्ज|लोन)\S{0,3} .{0,30}(?:मंजूर|पास)|(?:લોન|ધિરાણ)\S{0,3} .{0,30}(?:મંજૂર|પાસ|અપ્રૂવ)/u,
    // a salary advance or earned-wage app: the salary lent before pay day, in each language
    /\bsalary advance|\badvance (?:salary|pay)\b|\bearned wage|\b(?:salary|tankhwah)\b.{0,20}\bin advance\b|\bsalary (?:ka|ki|la|lo) (?:\S+ ){0,3}advance\b|(?:सैलरी|वेतन|तनख्वाह|सॅलरी|पगार)\S{0,4} (?:एडवांस|अग्रिम|ॲडव्हान्स|अॅडव्हान्स)|(?:एडवांस|ॲडव्हान्स) (?:सैलरी|सॅलरी|पगार)|(?:சாலரி|சம்பள)\S{0,4} (?:அட்வான்ஸ்|முன்பண)|(?:సాలరీ|జీతం)\S{0,4} (?:అడ్వాన్స్|ముందస్తు)|(?:ಸ್ಯಾಲರಿ|ಸಂಬಳ)\S{0,4} (?:ಅಡ್ವಾನ್ಸ್|ಮುಂಗಡ)|(?:സാലറി|ശമ്പള)\S{0,4} (?:അഡ്വാൻസ്|മുൻകൂർ)|(?:স্যালারি|বেতন)\S{0,4} (?:অ্যাডভান্স|অগ্রিম)|(?:સેલરી|પગાર)\S{0,4} (?:એડવાન્સ|અગાઉથી)/u,
    // pre-approved, no CIBIL check, no documents
    /pre-?approved|\bcibil\b|credit score|no (?:documents|paperwork|cibil|collateral|guarantor|guarantee)|(?:गारंटी|गारंटर|जमानत)\S{0,3} (?:की )?(?:जरूरत )?नहीं|बिना (?:गारंटी|जमानत)|(?:உத்தரவாதம்|ஜாமீன்|கியாரண்டி) (?:தேவையில்லை|வேண்டாம்)|(?:గ్యారంటీ|హామీ|జామీను) (?:అవసరం లేదు|అక్కర్లేదు)|(?:ಗ್ಯಾರಂಟಿ|ಜಾಮೀನು) (?:ಬೇಡ|ಬೇಕಿಲ್ಲ)|(?:ഗ്യാരണ്ടി|ജാമ്യം) (?:വേണ്ട|ആവശ്യമില്ല)|(?:গ্যারান্টি|জামিনদার) (?:লাগবে না|ছাড়া)|(?:हमीदार|गॅरंटी|जामीन) (?:नको|शिवाय)|(?:ગેરંટી|જામીન) (?:નહીં|વગર|વિના)|सिबिल|बिना (?:दस्तावेज|गारंटी)|कोणतीही कागदपत्रे|சிபில்|ஆவணங்கள் (?:தேவையில்லை|இல்லாமல்)|సిబిల్|పత్రాలు (?:అవసరం లేదు|లేకుండా)|ಸಿಬಿಲ್|ದಾಖಲೆ(?:ಗಳು)? (?:ಇಲ್ಲದೆ|ಬೇಡ)|സിബിൽ|രേഖകൾ (?:ഇല്ലാതെ|വേണ്ട)|সিবিল|কাগজপত্র (?:ছাড়া|লাগবে না)|सिबिल|कागदपत्रांशिवाय|સિબિલ|દસ્તાવેજ (?:વગર|વિના)/u,
    // a debt said to be owed and its recovery: a defaulter, an overdue EMI, the loan's recovery
    /\bdefaulters?\b|\bloan recovery\b|\boverdue (?:emi|loan|repayment|instal?ment|dues)\b|\b(?:emi|loan|repayment)\b.{0,25}\b(?:is |are |has )?(?:overdue|bounced|defaulted)\b|डिफॉल्टर|डिफाल्टर|டிஃபால்டர்|டிபால்டர்|డిఫాల్టర్|ಡಿಫಾಲ್ಟರ್|ഡിഫോൾട്ടർ|ডিফল্টার|डिफॉल्टर|ડિફોલ્ટર/u,
  ],
  medium: [
    // the recovery or collection agent, and a loan's EMI unpaid, as each language says it ("EMI बकाया", "கடன்
    // கட்டலை", "ಸಾಲ ಬಾಕಿ", "ঋণ শোধ করেননি"): an instalment alone is not enough, an insurer's premium has one too
    /\b(?:recovery|collection) (?:agents?|executives?|wal[ae]|boys)\b|\b(?:vasooli|vasuli|vasool) (?:agent|wal[ae]|team)|\b(?:loan|emi|karz|karj)\b.{0,20}\b(?:overdue|unpaid|not paid|pending|baki|bakaya|nahi bhara|nahi bhari|nahi chukaya|kattala|kattale|kattilla|kattaledu)\b|(?:रिकवरी|वसूली|रिकव्हरी|वसुली) (?:एजेंट|एजंट|वाले|टीम)|(?:लोन|कर्ज|\bemi\b)\S{0,3} .{0,20}(?:बकाया|ओवरड्यू|नहीं (?:भरी|भरा|चुकाई|चुकाया)|थकला|थकले|थकबाकी|भरला नाही|भरले नाहीत|फेडले नाही)|(?:कर्ज|लोन) (?:चुकाओ|चुकाइए|चुकाना|फेडा|फेडावे)|(?:ரிகவரி|வசூல்) (?:ஏஜென்ட்|ஆட்கள்)|(?:கடன்|லோன்|\bemi\b)\S{0,4} .{0,20}(?:கட்டல|கட்டவில்லை|செலுத்தவில்லை|நிலுவை|பாக்கி)|கடனை (?:திருப்பி|அடை)|(?:రికవరీ|వసూలు) (?:ఏజెంట్|మనుషులు)|(?:అప్పు|లోన[్ు]|రుణం|\bemi\b)\S{0,4} .{0,20}(?:కట్టలేదు|చెల్లించలేదు|బకాయి|బాకీ)|అప్పు తీర్చ|(?:ರಿಕವರಿ|ವಸೂಲಿ) (?:ಏಜೆಂಟ್|ಜನ)|(?:ಸಾಲ|ಲೋನ್|\bemi\b)\S{0,4} .{0,20}(?:ಕಟ್ಟಿಲ್ಲ|ಪಾವತಿಸಿಲ್ಲ|ಬಾಕಿ)|ಸಾಲ ತೀರಿಸ|(?:റിക്കവറി|പിരിവ്) (?:ഏജന്റ്|ഏജന്റുമാർ|ആളുകൾ)|(?:വായ്പ|ലോൺ|\bemi\b)\S{0,4} .{0,20}(?:അടച്ചില്ല|അടയ്ക്കാത്ത|കുടിശ്ശിക)|തിരിച്ചടവ് (?:മുടങ്ങി|വൈകി)|(?:রিকভারি|আদায়) (?:এজেন্ট|লোক)|(?:ঋণ|লোন|\bemi\b)\S{0,3} .{0,20}(?:বকেয়া|শোধ করেননি|শোধ করোনি|দেননি|বাকি)|(?:ঋণ|লোন) শোধ|(?:રિકવરી|વસૂલી) (?:એજન્ટ|વાળા)|(?:લોન|કરજ|\bemi\b)\S{0,3} .{0,20}(?:બાકી|ભર્યો નથી|ભર્યા નથી|ચૂકવ્યો નથી|ચૂકવી નથી)|લોન (?:ભરપાઈ|ચૂકવો)/u,
    /(?:low|\d+(?:\.\d+)? ?%) (?:rate of )?interest|\b(?:zero|no|nil|0 ?%?) interest\b|\binterest[- ]free\b|\binterest illa|interest rate|\bbyaa?j\b|ब्याज|व्याज|வட்டி|వడ్డీ|ಬಡ್ಡಿ|പലിശ|সুদ|व्याज|વ્યાજ/u,
    /disburs|sanction(?:ed)? (?:letter|amount)|\bnbfc\b|\bloan app\b|स्वीकृति पत्र|वितरण|சாங்க்ஷன்|మంజూరు లేఖ|ಮಂಜೂರಾತಿ ಪತ್ರ|അനുമതി പത്രം|মঞ্জুরি পত্র|मंजुरी पत्र|મંજૂરી પત્ર/u,
  ],
  weak: [
    /\b\d+ ?(?:months?|mahine|masam|maasa|mase|mahina|mahinyanchya)? ?emi\b|\bemi ?\S{0,4} ?(?:\d|मिल|கிடை|దొరుకు|ಸಿಗ|കിട്ട|পাবেন|मिळ|મળ)|\bapproved\b|\bsanction|\bapplication (?:number|no)\b|\bmudra\b/u,
    /स्वीकृत|मंजूर|ஒப்புதல்|మంజూరు|ಮಂಜೂರು|അനുവദി|অনুমোদিত|মঞ্জুর|मंजूर|મંજૂર|मुद्रा/u,
  ],
}
