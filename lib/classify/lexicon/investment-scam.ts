import type { CueSet } from '../cue-set.js'

/**
 * INVESTMENT_SCAM, by its pretext: an adviser, a trading group, a fund or a deposit scheme that
 * takes the victim's money to grow it: stock tips and IPO quotas, trading apps, gold or land
 * plans, "nidhi" and chit funds paying a fixed monthly interest, Ponzi chains. The promised
 * return is the greed lever; a crypto platform is the refinement CRYPTO_INVESTMENT.
 */
export const investmentScam: CueSet = {
  strong: [
    // invest, put money in; a buy-back promised on what is sold (plots, trees, units), the return of a scheme;
    // a franchise or dealership sold for a fee against a monthly income
    /\bfranchise\b|\bdealership\b|फ्रेंचाइजी|फ्रेंचाइज़ी|फ्रैंचाइजी|फ्रँचायझी|ஃப்ரான்சைஸ்|ఫ్రాంచైజీ|ಫ್ರಾಂಚೈಸಿ|ഫ്രാഞ്ചൈസി|ফ্র্যাঞ্চাইজি|ફ્રેન્ચાઇઝી|\binvest(?:ment|ments|ing|or|ors|ed)?\b|\bnivesh\b|\bpaisa (?:lagao|lagaiye|lagana|lagaya|lagayein|invest)|\bpaise (?:lagao|lagaiye|lagane)|\bmudhaleedu\b|निवेश|गुंतवणूक|पैसा लगा(?:ओ|इए|इये|एं|ना)|पैसे लगा(?:ओ|इए|ने)|முதலீடு|இன்வெஸ்ட்|పెట్టుబడి|ఇన్వెస్ట్|ಹೂಡಿಕೆ|ಹಣ ಹೂಡ|ಇನ್ವೆಸ್ಟ್|നിക്ഷേപ|ഇൻവെസ്റ്റ്|বিনিয়োগ|ইনভেস্ট|লগ্নি|টাকা খাটা|गुंतवणूक|गुंतव|इन्व्हेस्ट|રોકાણ|પૈસા રોક|ઇન્વેસ્ટ|\bbuy ?-?backs?\b|बायबैक|बाय-बैक|बायबॅक|वापस खरीद|परत विकत घे|பைபேக்|திரும்ப வாங்கிக்|బైబ్యాక్|బై-బ్యాక్|తిరిగి కొంటా|తిరిగి కొనుగోలు|ಬೈಬ್ಯಾಕ್|ವಾಪಸ್ ಖರೀದಿಸ|ಮರಳಿ ಖರೀದಿಸ|ബൈബാക്ക്|തിരികെ വാങ്ങ|বাইব্যাক|ফেরত কিনে|ফিরিয়ে কিনে|બાયબેક|પાછું ખરીદ|પાછા ખરીદ|પાછો ખરીદ/u,
    // plots or flats sold before launch, shares of a society sold at a price or by the number
    /\bpre-?launch\b|प्री-?लॉन्च|प्री-?लाँच|ப்ரீ-?லாஞ்ச்|ప్రీ-?లాంచ్|ಪ್ರೀ-?ಲಾಂಚ್|പ്രീ-?ലോഞ്ച്|প্রি-?লঞ্চ|પ્રી-?લોન્ચ|\bpre-?allotment\b|\b(?:new|unlisted|pre-?ipo) shares\b|(?:\bshares\b|(?<!\bscreen )\bshare\b(?! (?:the|your|my|this|it|otp|screen|code|details|link|location|number|with)\b)).{0,25}(?:₹|\brs\.? ?\d|\binr\b)|\b\d+ shares? (?:lo|le lo|kharido|vaangunga|vangunga|buy)\b|(?<!(?:स्क्रीन|ஸ்கிரீன்|స్క్రీన్|ಸ್ಕ್ರೀನ್|സ്ക്രീൻ|স্ক্রিন|સ્ક્રીન) )(?:शेयर|शेअर|ஷேர்|షేర్|ಷೇರು|ಶೇರು|ഷെയർ|শেয়ার|શેર)(?! ?(?:कर|न |ना |பண்ண|செய்|చేయ|చెయ్య|ಮಾಡ|ചെയ്യ|কর|કર))\S{0,4} .{0,12}(?:₹|\d)|\d+\S{0,3} (?:शेयर|शेअर|ஷேர்|షేర్|ಷೇರು|ഷെയർ|শেয়ার|શેર)/u,
    // stock market, IPO, trading platform, tips
    /stock (?:market|tips|picks|advisory|calls)|share ?market|\bipo\b|\bdemat\b|आईपीओ|आयपीओ|ஐபிஓ|ఐపీఓ|ಐಪಿಒ|ഐപിഒ|আইপিও|આઈપીઓ|आयपीओ|डीमैट|डिमॅट|டீமேட்|డీమ్యాట్|ಡಿಮ್ಯಾಟ್|ഡീമാറ്റ്|ডিম্যাট|ડીમેટ|फॉरेक्स|ஃபாரெக்ஸ்|ఫారెక్స్|ಫಾರೆಕ್ಸ್|ഫോറെക്സ്|ফরেক্স|ફોરેક્સ|म्युच्युअल फंड|म्यूचुअल फंड|மியூச்சுவல் ஃபண்ட்|మ్యూచువల్ ఫండ్|ಮ್ಯೂಚುವಲ್ ಫಂಡ್|മ്യൂച്വൽ ഫണ്ട്|মিউচুয়াল ফান্ড|મ્યુચ્યુઅલ ફંડ|\bforex\b|mutual fund|\bnifty\b|\bsensex\b|\bbank ?nifty\b|intraday|\bf&o\b|\boptions trading\b|block deal|(?:trading|investment|stock|share) (?:app|platform|account|group|tips|calls|advisory|academy|club|community)|\btarget\b.{0,25}\b(?:stop ?loss|sl)\b|\bstop ?loss\b|\bbuy\b.{0,30}\b(?:at|@) ?(?:rs\.? ?|₹)?\d+(?:\.\d+)?.{0,30}\btarget\b|\boperator\b.{0,20}\b(?:entry|stock|call)|शेयर (?:बाजार|मार्केट)|स्टॉक (?:मार्केट|टिप्स)|शेअर (?:बाजार|मार्केट)|பங்கு ?ச்? ?சந்தை|ஷேர் மார்க்கெட்|ஸ்டாக் மார்க்கெட்|షేర్ మార్కెట్|స్టాక్ మార్కెట్|ಷೇರು|ಸ್ಟಾಕ್ ಮಾರ್ಕೆಟ್|ഓഹരി|ഷെയർ മാർക്കറ്റ്|স্টক মার্কেট|শেয়ার বাজার|শেয়ার মার্কেট|शेअर बाजार|શેર બજાર|સ્ટોક માર્કેટ/u,
    // deposit schemes, chit funds, nidhi companies paying a fixed monthly interest
    /\bchit ?fund|\b(?:bachat |chit )?(?:kameti|committee)\b(?<=\b(?:bachat|chit|paisa|paise|monthly|mahine ki) (?:kameti|committee))|(?:बचत|चिट|पैसे की|महीने की) (?:कमेटी|कमिटी)|किटी|भिशी|ભીસી|\bnidhi\b|\bponzi\b|\bmlm\b|\bfixed deposit scheme|(?:monthly|every month|har mahine|har mahina|each month)\b.{0,30}\b(?:interest|byaj|return|munafa|profit)\b.{0,20}\b(?:milega|milta|will be paid|guaranteed|fixed|pakka)|चिट ?फंड|निधि (?:में|योजना)|हर महीने .{0,30}(?:ब्याज|मुनाफ|रिटर्न)|मूलधन|சீட்டு|சிட் ஃபண்ட்|மாதந்தோறும் .{0,30}(?:வட்டி|லாபம்)|చిట్ ఫండ్|చీటీ|ప్రతి నెలా .{0,30}(?:వడ్డీ|లాభం)|ಚಿಟ್ ಫಂಡ್|ಚೀಟಿ|ಪ್ರತಿ ತಿಂಗಳು .{0,30}(?:ಬಡ್ಡಿ|ಲಾಭ)|ചിട്ടി|എല്ലാ മാസവും .{0,30}(?:പലിശ|ലാഭ)|চিট ?ফান্ড|প্রতি মাসে .{0,30}(?:সুদ|লাভ)|दर महिन्याला .{0,30}(?:व्याज|परतावा|नफा)|દર મહિને .{0,30}(?:વ્યાજ|વળતર|નફો)/u,
  ],
  medium: [
    // a tipster's trading calls and the index they are on ("jackpot calls", "F&O jackpot", "intraday tips", Nifty)
    /\b(?:jackpot|sure[- ]?shot|intraday|btst|f&o|option|options|trading|stock|share|premium|vip|positional|swing) (?:calls?|tips?|signals?|trades?)\b|\b(?:f&o|stock|share|trading|intraday|option|options|nifty) jackpot\b|\b(?:nifty|bank ?nifty|sensex)\b|निफ्टी|सेंसेक्स|सेन्सेक्स|நிஃப்டி|சென்செக்ஸ்|నిఫ్టీ|సెన్సెక్స్|ನಿಫ್ಟಿ|ಸೆನ್ಸೆಕ್ಸ್|നിഫ്റ്റി|സെൻസെക്സ്|নিফটি|সেনসেক্স|નિફ્ટી|સેન્સેક્સ/u,
    /\breturns\b|\bprofits?\b|मुनाफ|\bmunaf|रिटर्न|नफा|परतावा|லாபம்|రాబడి|లాభం|లాభాలు|ಲಾಭ|ലാഭ|মুনাফা|লাভ|रिटर्न|નફો|નફા|વળતર/u,
    /\btrading\b|\btrader\b|ट्रेडिंग|ட்ரேடிங்|டிரேடிங்|ట్రేడింగ్|ಟ್ರೇಡಿಂಗ್|ട്രേഡിംഗ്|ট্রেডিং|ट्रेडिंग|ટ્રેડિંગ/u,
    /\bsebi\b|portfolio(?! (?:shoot|photos?|pics|fee))|fund manager|\bdividend|wealth|\bgold (?:plan|scheme|savings|investment|bond)|\b(?:land|plot|sandalwood|teak|diamond|real estate) (?:scheme|plan|investment|project)|\bmaturity\b|\bdownline\b|\blisting (?:gain|price|day)|लिस्टिंग|லிஸ்டிங்|లిస్టింగ్|ಲಿಸ್ಟಿಂಗ್|ലിസ്റ്റിംഗ്|লিস্টিং|લિસ્ટિંગ|शेयर्स|शेअर्स|ஷேர்கள்|షేర్లు|ಷೇರುಗಳು|ഷെയറുകൾ|শেয়ার|શેર્સ|\brefer (?:\d+|two|three) (?:people|members|friends)|\b(?:join|add|jodo|jodoge)\w* \d+ (?:log|people|members|logon)|सदस्य (?:बनाएं|जोड़ें|जोड़ो)|नए सदस्य/u,
    // a share of an asset sold by the unit or the week: fractional ownership, a resort's owner weeks, a
    // rental yield, a royalty paid on a well or a song, units bought, in each script
    /\bfractional (?:ownership|shares?|units?)|\bholiday ownership|\btimeshare|\bowner weeks?\b|\bunit value\b|\b(?:buy|book|purchase) (?:a |one |two |more |your )?units?\b|(?:\bunits?|यूनिट|युनिट|யூனிட்|యూనిట్|ಯೂನಿಟ್|യൂണിറ്റ്|ইউনিট|યુનિટ)\S{0,4} (?:\S{1,12} ){0,2}(?:kharid|khareed|vaang|vang|खरीद|ख़रीद|खरेदी|வாங்க|కొన|ಖರೀದಿ|ಕೊಳ್ಳ|വാങ്ങ|কিন|কেন|ખરીદ|બુક)|(?:आंशिक|अंशतः) (?:मालिकाना|स्वामित्व|मालकी)|பகுதி உரிமை|పాక్షిక యాజమాన్య|ಭಾಗಶಃ ಮಾಲೀಕತ್ವ|ഭാഗിക ഉടമസ്ഥ|(?:ভগ্নাংশ|আংশিক) মালিকানা|આંશિક માલિકી/u,
    // what such a share pays: a royalty, a rental yield
    /\brental yield|\byield\b|\broyalt(?:y|ies)\b|रॉयल्टी|ராயல்டி|రాయల్టీ|ರಾಯಲ್ಟಿ|റോയൽറ്റി|রয়্যালটি|রয়ালটি|રોયલ્ટી/u,
  ],
  weak: [
    /\bwithdraw|\bdashboard\b|\banalyst|\bbrochure\b|relationship manager|premium group|vip group|\bslots?\b|\brefer\b|\bcapital\b|\bmembership\b|\bcalls\b|\bsegment\b|\bscrip\b/u,
  ],
}
