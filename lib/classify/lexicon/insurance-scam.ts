import type { CueSet } from '../cue-set.js'

/** INSURANCE_SCAM: matured-policy bonuses, lapsed policies, renewals and claims that need a fee. */
export const insuranceScam: CueSet = {
  strong: [
    // insurance
    /\binsurance\b|बीमा|विमा|காப்பீடு|இன்சூரன்ஸ்|బీమా|ఇన్సూరెన్స్|বিমা|বীমা|ইন্স্যুরেন্স|ইনস্যুরেন্স|ইন্সুরেন্স|ವಿಮೆ|ಇನ್ಶೂರೆನ್ಸ್|ഇൻഷുറൻസ്|વીમ/u,
    // LIC, IRDAI
    /\blic\b|life insurance corporation|\birdai?\b|एलआईसी|எல்ஐசி|ఎల్ఐసీ|এলআইসি|ಎಲ್ಐಸಿ|എൽഐസി|એલઆઈસી/u,
    // a policy and its holder
    /policy ?holder|policy (?:number|no|has matured|bonus|lapse|renewal)|(?:health|motor|vehicle|term|life) (?:insurance|cover|policy)|पॉलिसी|पालिसी|பாலிசி|పాలసీ|পলিসি|ಪಾಲಿಸಿ|പോളിസി|પોલિસી/u,
  ],
  medium: [
    /\bpolicy\b|surrender value|\bnominee\b|claim settlement|\bsettlement desk\b|\blapsed?\b/u,
    /\bpremium\b|प्रीमियम|பிரீமியம்|ప్రీమియం|প্রিমিয়াম|ಪ್ರೀಮಿಯಂ|പ്രീമിയം|પ્રીમિયમ/u,
    /\bmatur(?:ed|ity)\b|परिपक्व|முதிர்வு|మెచ్యూరిటీ|মেয়াদপূর্তি/u,
  ],
  weak: [/\bbonus\b|\brenew(?:al|ed)?\b|रिन्यूअल|नवीनीकरण|రెన్యూవల్|புதுப்பித்தல்/u],
}
