import type { CueSet } from '../cue-set.js'

/**
 * INSURANCE_SCAM, by its pretext: an insurer, LIC, IRDAI or a "claim settlement" desk about the
 * victim's policy: a matured bonus, a lapsed policy to revive, a renewal, a claim to release.
 */
export const insuranceScam: CueSet = {
  strong: [
    // insurance, but not the cover a carrier charges for goods on the way ("transport ... insurance ge ₹3,500",
    // "courier insurance charges", "डिलीवरी और बीमा शुल्क"): that is a delivery's fee, no insurer's story
    // (the Marathi, Kannada and Bengali stems not where they spell an aeroplane: विमान, ವಿಮಾನ, বিমান;
    // Kannada's "ವಿಮಾ" is the word's form before a noun, as in "ಆರೋಗ್ಯ ವಿಮಾ ಕ್ಲೈಮ್")
    /\binsurance\b(?<!\b(?:transport|transit|shipping|courier|cargo|delivery|parcel|freight|consignment|pet travel)\b.{0,25}insurance)|\binsurer\b|\bbima\b|\b(?:new india|life|general|oriental|india first|max life|aviva life) assurance\b|\bassurance (?:co|company|ltd|limited)\b|(?<!(?:डिलीवरी|डिलिवरी|डिलिव्हरी|कूरियर|कुरियर|कुरिअर|ट्रांसपोर्ट|ट्रान्सपोर्ट|पार्सल|शिपिंग|டெலிவரி|கூரியர்|கொரியர்|பார்சல்|ட்ரான்ஸ்போர்ட்|డెలివరీ|కొరియర్|పార్సెల్|ట్రాన్స్‌పోర్ట్|ಡೆಲಿವರಿ|ಕೊರಿಯರ್|ಪಾರ್ಸೆಲ್|ಟ್ರಾನ್ಸ್‌ಪೋರ್ಟ್|ഡെലിവറി|കൊറിയർ|പാർസൽ|ডেলিভারি|কুরিয়ার|পার্সেল|ડિલિવરી|કુરિયર|પાર્સલ)\S{0,4} (?:\S+ ){0,2})(?:एश्योरेंस|एश्योरन्स|अ‍ॅश्युरन्स|अॅश्युरन्स|அஷ்யூரன்ஸ்|అష్యూరెన్స్|ಅಶ್ಯೂರೆನ್ಸ್|അഷ്വറൻസ്|অ্যাসিওরেন্স|অ্যাসুরেন্স|এশিওরেন্স|એશ્યોરન્સ|એશ્યુરન્સ|बीमा|विमा(?!न)|विम्या|காப்பீடு|இன்சூரன்ஸ்|బీమా|ఇన్సూరెన్స్|ವಿಮೆ|ವಿಮಾ(?!ನ)|ಇನ್ಶೂರೆನ್ಸ್|ಇನ್ಸೂರೆನ್ಸ್|ഇൻഷുറൻസ്|ഇൻഷൂറൻസ്|বিমা(?!ন)|বীমা|ইন্স্যুরেন্স|ইনস্যুরেন্স|ইন্সুরেন্স|વીમ|ઇન્સ્યોરન્સ)/u,
    // LIC, IRDAI
    /\blic\b|life insurance corporation|\birdai?\b|एलआईसी|एलआयसी|எல்ஐசி|எல்.ஐ.சி|ఎల్ఐసీ|ఎల్‌ఐసీ|ಎಲ್ಐಸಿ|ಎಲ್‌ಐಸಿ|എൽഐസി|এলআইসি|એલઆઈસી/u,
    // a policy and its holder, claims
    /policy ?holder|policy (?:number|no|has matured|bonus|lapse|renewal|revival|maturity)|claim settlement|(?:death|maturity|accident|health|crop|vehicle|motor) claim|(?:health|motor|vehicle|term|life|crop|accident) (?:insurance|cover|policy)|पॉलिसी|पालिसी|பாலிசி|పాలసీ|ಪಾಲಿಸಿ|പോളിസി|পলিসি|पॉलिसीधारक|પોલિસી/u,
    // a claim's settlement, an accident or death claim, as the scripts spell the English word (the
    // claim after the accident is looked ahead at, so that the cue runs only where an accident is named)
    /(?:क्लेम|क्लेइम|दावा|க்ளைம்|க்ளெய்ம்|క్లెయిమ్|క్లెయిం|ಕ್ಲೈಮ್|ಕ್ಲೇಮ್|ക്ലെയിം|ক্লেইম|ক্লেম|ક્લેમ|ક્લેઈમ)\S{0,4} (?:सेटलमेंट|निपटान|செட்டில்மென்ட்|செட்டில்மெண்ட்|సెటిల్మెంట్|సెటిల్‌మెంట్|ಸೆಟಲ್ಮೆಂಟ್|ಸೆಟಲ್‌ಮೆಂಟ್|ಸೆಟ್ಲ್ಮೆಂಟ್|സെറ്റിൽമെന്റ്|সেটেলমেন্ট|সেটলমেন্ট|સેટલમેન્ટ)|(?:दुर्घटना|अपघात|मृत्यु|मृत्यू|விபத்து|மரண|ప్రమాద|మరణ|ಅಪಘಾತ|ಮರಣ|അപകട|മരണ|দুর্ঘটনা|মৃত্যু|અકસ્માત|મૃત્યુ)\S{0,4} (?=claim|क्लेम|दावा|க்ளைம்|க்ளெய்ம்|క్లెయిమ్|ಕ್ಲೈಮ್|ಕ್ಲೇಮ್|ക്ലെയിം|ক্লেইম|ক্লেম|ક્લેમ)/u,
  ],
  medium: [
    /\bpolicy\b|surrender value|\bnominee\b(?<!\b(?:savings|bank|a\/c|accounts?|deposit|fd)\b.{0,40}nominee)|\bdeductible\b|\bscreen damage\b|\b(?:gadget|device|mobile|phone) (?:protect(?:ion)?|insurance|cover)\b|\bsettlement desk\b|\blapsed?\b|\brevival\b|\bsum assured\b/u,
    /\bpremium\b(?! (?:membership|group|advisory|plan|tasks?|account|members?|channel|calls?|tips?|(?:\w+ )?packs?)\b)|प्रीमियम|பிரீமியம்|ప్రీమియం|ಪ್ರೀಮಿಯಂ|പ്രീമിയം|প্রিমিয়াম|प्रीमियम|પ્રીમિયમ/u,
    /\bmatur(?:ed|ity)\b|परिपक्व|मैच्योरिटी|முதிர்வு|மெச்சூரிட்டி|మెచ్యూరిటీ|ಮೆಚ್ಯೂರಿಟಿ|ಪರಿಪಕ್ವ|മെച്യൂരിറ്റി|കാലാവധി പൂർത്തി|মেয়াদপূর্তি|ম্যাচিউরিটি|मुदतपूर्ती|મેચ્યોરિટી|પાકતી/u,
    // a claim approved or numbered, a cover named for an illness or a hospital stay, as each script writes the claim
    /\b(?:approved|sanctioned|pending) claim\b|\bclaim (?:amount )?(?:will be |is |gets )?(?:credited|released|disbursed)\b|\bclaim (?:no|number|id|ref)\b|\b(?:dengue|malaria|hospital|hospitalisation|hospitalization|covid|cancer|critical illness|cashless) (?:cover|policy|plan|insurance)\b|(?:क्लेम|क्लेइम|दावा|दाव्या|க்ளைம்|க்ளெய்ம்|క్లెయిమ్|క్లెయిం|ಕ್ಲೈಮ್|ಕ್ಲೇಮ್|ക്ലെയിം|ক্লেইম|ক্লেম|ક્લેમ|ક્લેઈમ)\S{0,4} (?:नंबर|संख्या|क्रमांक|எண்|நம்பர்|నంబర్|సంఖ్య|ಸಂಖ್ಯೆ|ನಂಬರ್|നമ്പർ|നമ്പര്|নম্বর|নং|નંબર|ક્રમાંક)/u,
  ],
  weak: [/\bbonus\b|\brenew(?:al|ed)?\b|\bclaim\b|दावा|दाव्या|क्लेम|க்ளைம்|క్లెయిమ్|ಕ್ಲೈಮ್|ക്ലെയിം|ক্লেইম|ક્લેમ|रिन्यूअल|नवीनीकरण|புதுப்பித்தல்|రెన్యూవల్|ರಿನ್ಯೂವಲ್|നവീകരണ|নবীকরণ|नूतनीकरण|નવીકરણ/u],
}
