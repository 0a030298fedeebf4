import type { CueSet } from '../../cue-set.js'

/**
 * The blackmail lever: the scammer holds (or says he holds) something shameful about the victim
 * and threatens to show it to the people around them unless paid. It is what makes a message
 * sextortion, whoever the scammer claims to be (a stranger, a hacker, a "police" follow-up) and
 * however the money is asked for (UPI, bitcoin, a gift card).
 */
export const blackmail: CueSet = {
  strong: [
    // the word itself
    /\bblackmail|ब्लैकमेल|ब्लॅकमेल|பிளாக்மெயில்|ப்ளாக்மெயில்|బ్లాక్‌మెయిల్|బ్లాక్మెయిల్|ಬ್ಲ್ಯಾಕ್‌ಮೇಲ್|ಬ್ಲಾಕ್‌ಮೇಲ್|ബ്ലാക്ക്മെയിൽ|ব্ল্যাকমেইল|ব্ল্যাকমেল|બ્લેકમેલ/u,
    // shown to the victim's circle: family, wife, friends, contacts, colleagues, everyone they know
    /\b(?:send|sent|sending|share|sharing|forward|show|leak|post|upload|mail|reach|go(?:es)?)\w* (?:it |this |them |the \w+ |your \w+ |everything )?(?:to|with|in front of) (?:(?:all |every(?:one of )?|each of )?(?:your|ur) (?:wife|husband|family|parents|mother|father|friends?|contacts?|relatives|colleagues|office|boss|employer|followers|in-?laws|kids|children|neighbou?rs|contact list|friend list|whatsapp groups?)|every (?:single )?contact|everyone you know|all your contacts)|\b(?:your|ur) (?:wife|husband|family|parents|friends|contacts|relatives|colleagues|boss|followers)\b.{0,40}\b(?:will (?:see|watch|receive|get|know)|gets? (?:it|them|this)|are going to see)|(?:ghar ?waa?lo?n?|gharwalon|family|parivaar|rishtedaar|dosto?n?|contacts?|sab(?:ko|hi ko)|biwi|wife)\w* (?:ko|ke paas|tak) (?:bhej|dikha|pahunch|forward|send|share)|(?:परिवार|घरवालों|घर वालों|रिश्तेदारों|दोस्तों|पत्नी|पति|सबको|सभी को|ऑफिस|दफ़्तर|दफ्तर)\S{0,4} (?:को |तक |वालों (?:को|तक) )?(?:भेज|दिखा|पहुँच|पहुंच|फॉरवर्ड)|(?:குடும்ப|உறவினர்|நண்பர்|மனைவி|கணவர்|எல்லாருக்கும்|எல்லோருக்கும்|அனைவருக்கும்|ஆபீஸ்|அலுவலக)\S{0,8} ?(?:அனுப்ப|காட்ட|போய்|பரப்ப)|(?:ellarukum|ellorukum|family-?kku|amma appa|friends-?kku|office-?kku)\S{0,6} (?:anupp|kaatt|poidum|poyidum|share)|(?:కుటుంబ|బంధువుల|స్నేహితుల|భార్య|భర్త|అందరికీ|అందరికి|ఆఫీస్)\S{0,8} ?(?:పంప|చూపి|షేర్|చేరుతుంది)|(?:ಕುಟುಂಬ|ಸಂಬಂಧಿಕ|ಸ್ನೇಹಿತ|ಹೆಂಡತಿ|ಗಂಡ|ಎಲ್ಲರಿಗೂ|ಆಫೀಸ್)\S{0,8} ?(?:ಕಳುಹಿಸ|ಕಳಿಸ|ತೋರಿಸ|ಶೇರ್)|(?:കുടുംബ|ബന്ധുക്കൾ|ബന്ധു|സുഹൃത്തുക്കൾ|ഭാര്യ|ഭർത്താവ|എല്ലാവർക്കും|ഓഫീസ്)\S{0,8} ?(?:അയയ്ക്ക|അയക്ക|അയച്ചു|കാണിക്ക|ഷെയർ)|(?:পরিবার|আত্মীয়|বন্ধু|বউ|স্ত্রী|স্বামী|সবাইকে|সবার কাছে|অফিস)\S{0,8} ?(?:পাঠা|দেখা|শেয়ার)|(?:sobaike|poribar|bondhu|relatives)\S{0,6} (?:pathi|dekha|share)|(?:कुटुंब|घरच्यांना|नातेवाईक|मित्रांना|बायको|नवर|सगळ्यांना|सर्वांना|ऑफिस)\S{0,8} ?(?:पाठव|दाखव|शेअर)|(?:પરિવાર|સંબંધી|મિત્રો|પત્ની|પતિ|બધાને|ઓફિસ)\S{0,8} ?(?:મોકલ|બતાવ|શેર)/u,
    // made viral or leaked
    /\b(?:make|making|go|goes|going|will go|gone|be) (?:it |this |them |your \w+ )?viral|\bviral (?:kar|ho|kr|karunga|kar dunga|kar denge|pannuven|pannidu|aagidum|kore|karen|karis)|\bleak\w*\b.{0,30}\b(?:video|photos?|pics?|clip|recording|chats?)|\b(?:video|photos?|pics?|clip|recording|chats?)\b.{0,30}\bleak|(?:वायरल|व्हायरल) (?:कर|हो)|வைரல் (?:ஆக்கி|ஆகும்|ஆகிவிடும்|பண்ணு|செய்வேன்)|వైరల్ (?:చేస్తా|చేస్తాను|అవుతుంది|చేసి)|ವೈರಲ್ (?:ಮಾಡ|ಆಗುತ್ತ)|വൈറലാക്ക|വൈറൽ (?:ആക്ക|ആകും)|ভাইরাল (?:করে|হয়ে|করব)|व्हायरल (?:करेन|करीन|होईल|करू)|વાયરલ (?:કરી|થઈ)/u,
    // images faked from the victim's photos
    /\bmorph(?:ed|ing)?\b|edited (?:them |it )?into (?:nude|naked|obscene)|(?:nude|naked|obscene|dirty) (?:pictures|photos|pics|images) of you|photo edit kar|फोटो (?:एडिट|मॉर्फ)|மார்ஃப்|మార్ఫ్|ಮಾರ್ಫ್|മോർഫ്|মর্ফ|मॉर्फ|મોર્ફ/u,
  ],
  medium: [
    // "I have your recording": possession of the material
    /\bi (?:have|got|recorded|saved|captured|kept|made)\b.{0,25}\b(?:your|ur|the|a|that|this)? ?(?:video|recording|clip|photos?|pics?|footage|screen ?recording|everything)|\brecorded (?:you|your|our|the (?:whole )?(?:video )?call|everything)|screen ?record(?:ed|ing)|\b(?:video|recording|clip|photos?) (?:is |are )?(?:with me|in my (?:phone|possession))|(?:recording|video|clip|photos?) (?:mere|hamare|amar|maza|maazha|en(?:ki| kitta)) (?:paas|kache|kade|kitta|kitte)|record pannitt|record kore(?:chi|ch)|(?:रिकॉर्डिंग|वीडियो|वीडिओ|फोटो|तस्वीरें?) (?:मेरे|हमारे) पास|(?:பதிவு|வீடியோ|ரெக்கார்டிங்|புகைப்பட)\S{0,4} என்னிடம்|ரெக்கார்ட் (?:பண்ணி|செய்து)|(?:రికార్డింగ్|వీడియో|ఫోటోలు) నా దగ్గర|రికార్డ్ చేశా|(?:ರೆಕಾರ್ಡಿಂಗ್|ವೀಡಿಯೊ|ವಿಡಿಯೋ|ಫೋಟೋ)\S{0,3} ನನ್ನ (?:ಬಳಿ|ಹತ್ರ|ಹತ್ತಿರ)|ರೆಕಾರ್ಡ್ ಮಾಡಿ|(?:റെക്കോർഡിംഗ്|വീഡിയോ|ഫോട്ടോ)\S{0,3} എന്റെ (?:കയ്യിൽ|പക്കൽ|കൈവശം)|റെക്കോർഡ് ചെയ്ത|(?:রেকর্ডিং|ভিডিও|ছবি)\S{0,3} আমার কাছে|রেকর্ড করে(?:ছি|রেখেছি)|(?:रेकॉर्डिंग|व्हिडिओ|फोटो) माझ्याकडे|रेकॉर्ड केल|(?:રેકોર્ડિંગ|વીડિયો|ફોટા?) મારી પાસે|રેકોર્ડ કર્યું/u,
    // pay and it is deleted; pay or it goes out
    /\b(?:delete|remove|erase|destroy)\w* (?:the |your |this |that |all |it|them|everything)?\s?(?:video|clip|recording|photos?|pics?|footage|everything|it|them)?\b.{0,30}\b(?:pay|paid|payment|money|transfer|send)|\b(?:pay|send (?:the )?money)\b.{0,40}\b(?:or|else|otherwise|warna|illana|illa(?:ya)?na|noile|nahi to|nahin to|varna)\b.{0,40}\b(?:video|photos?|recording|clip|everyone|family|contacts|viral)|video delete|(?:वीडियो|वीडिओ|फोटो|सब कुछ|सब) (?:डिलीट|मिटा)|(?:வீடியோ|புகைப்பட)\S{0,4} (?:அழி|டிலீட்|நீக்கி)|(?:వీడియో|ఫోటో)\S{0,3} (?:డిలీట్|తొలగి)|(?:ವೀಡಿಯೊ|ವಿಡಿಯೋ|ಫೋಟೋ)\S{0,3} (?:ಡಿಲೀಟ್|ಅಳಿಸ)|(?:വീഡിയോ|ഫോട്ടോ)\S{0,3} (?:ഡിലീറ്റ്|മായ്ക്ക)|(?:ভিডিও|ছবি)\S{0,3} (?:ডিলিট|মুছে)|(?:व्हिडिओ|फोटो) (?:डिलीट|नष्ट)|(?:વીડિયો|ફોટા?) (?:ડિલીટ|કાઢી)/u,
    // reputation, shame, a ruined life
    /\breputation\b|\bshame\b|\bhumiliat|ruin (?:your|ur) (?:life|marriage|career|family|name)|\bizz?at\b|\bbadnaa?m|\bmaanam\b|\bmaan ?somman|बदनाम|इज्जत|इज़्ज़त|बदनामी|மானம்|அவமான|పరువు|అవమాన|ಮರ್ಯಾದೆ|ಮಾನ ಹೋ|ಅವಮಾನ|മാനം|നാണക്കേട്|അപമാന|মান(?:-| )?সম্মান|সম্মানহানি|লজ্জা|अब्रू|बदनामी|ઇજ્જત|આબરૂ|બદનામ/u,
  ],
  weak: [
    /\bviral\b|\bprivate (?:video|photos?|pics?|moments?)|वायरल|व्हायरल|வைரல்|వైరల్|ವೈರಲ್|വൈറൽ|ভাইরাল|વાયરલ/u,
  ],
}
