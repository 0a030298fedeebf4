import type { CueSet } from '../cue-set.js'

/**
 * Marks of friends settling up and making plans: paying back what one borrowed, now ("udhaar liye
 * the, wapas bhej raha hoon"; a promise to repay later is what a suitor or an impersonator says
 * too, so it is no mark), salary day, a match, a party, a trip, "kal milte hain". The one
 * returning money speaks in the first person and at his own pace; a scammer's "send it back" is
 * an order to the victim, which stays a scam move in scam-pressure.
 */
export const friendTalk: CueSet = {
  strong: [
    // paying back a friend's loan, in the first person
    /\budh(?:a|aa)r (?:liye|liya|lia|li thi|diye|diya|diye the|liye the)|\b(?:wapas|vapas|return) (?:bhej|kar|de) (?:raha|rahi|rha|rhi) (?:hoon|hu|hun)|\b(?:wapas|vapas) (?:kar|de|bhej) (?:diya|di)\b(?! ja)|\b(?:paying|sending|giving) (?:you )?back (?:the |your |that )?(?:money|amount|loan|\d|rs|₹)|\b(?:returning|return) (?:the |your )?(?:money|loan|amount) (?:i|you) (?:borrowed|lent|gave)|उधार (?:लिए|लिया|ली|दिए)|वापस (?:भेज|कर|दे) (?:रहा|रही) (?:हूँ|हूं)|कर्ज परत (?:करतो|करते|पाठवतो|पाठवते)|கடன் (?:வாங்கின|வாங்கிய).{0,30}திருப்பி (?:அனுப்புகிறேன்|தருகிறேன்)|திருப்பி (?:அனுப்புகிறேன்|தருகிறேன்)|అప్పు (?:తీసుకున్న|ఇచ్చిన)|తిరిగి (?:పంపుతున్నా|ఇస్తున్నా)|ಸಾಲ (?:ತೆಗೆದುಕೊಂಡ|ಪಡೆದ)|ವಾಪಸ್ (?:ಕಳಿಸ್ತಿದ್ದೀನಿ|ಕಳುಹಿಸುತ್ತಿದ್ದೇನೆ)|ಹಿಂದಿರುಗಿಸುತ್ತಿದ್ದೇನೆ|കടം (?:വാങ്ങിയ|തന്ന)|തിരിച്ച് (?:അയക്കുന്നു|തരുന്നു)|ধার (?:নেওয়া|নিয়েছিলাম|দিয়েছিলি)|ফেরত (?:পাঠাচ্ছি|দিচ্ছি)|उधार (?:घेतलेले|घेतले)|परत (?:पाठवत|करत|देत) (?:आहे|आहेस)|ઉધાર (?:લીધા|લીધેલા)|પાછા (?:મોકલું છું|આપું છું|મોકલી રહ્યો)/u,
  ],
  medium: [
    // pay day, said by the one paying
    /\bsalary (?:is |will be |comes |came |is coming )?(?:late|delayed)\b|(?:सैलरी|तनख्वाह|वेतन) (?:देर से|लेट)|पगार उशिरा|சம்பளம் லேட்|జీతం ఆలస్య|ಸಂಬಳ ತಡ|ശമ്പളം വൈകി|(?:মাইনে|বেতন) দেরিতে|પગાર મોડો|\bsalary (?:aayi|aa gayi|aagayi|aa gyi|credited|came|came in|has come)|\bgot (?:my|the) salary|सैलरी (?:आई|आ गई)|तनख्वाह (?:आई|आ गई)|पगार (?:आला|झाला)|சம்பளம் (?:வந்துடுச்சு|வந்தது|வந்துவிட்டது)|జీతం (?:వచ్చింది|పడింది)|ಸಂಬಳ (?:ಬಂತು|ಬಂದಿದೆ)|ശമ്പളം (?:വന്നു|കിട്ടി)|মাইনে (?:পেয়েছি|এসেছে)|বেতন (?:পেয়েছি|এসেছে)|પગાર (?:આવ્યો|આવી ગયો)/u,
    // making plans together
    /\b(?:match|movie|film|party|trip) (?:dekhne|dekhna|pe|par|ke liye|chal|chalna|chalenge|plan)\b|\bkal milte (?:hain|he)\b|\bmilte (?:hain|he) (?:kal|phir|shaam)|\bsee you (?:on|at|tomorrow|tonight|this|next|soon)\b|\bcoming (?:for|to) (?:the )?(?:match|party|movie|dinner|trip)|मैच देखने|कल मिलते (?:हैं|है)|फिर मिलते हैं|उद्या भेटू|सामना पाहायला|நாளை சந்திப்போம்|மேட்ச் பார்க்க|రేపు కలుద్దాం|మ్యాచ్ చూడ|ನಾಳೆ ಸಿಗೋಣ|ಮ್ಯಾಚ್ ನೋಡ|നാളെ കാണാം|മാച്ച് കാണ|কাল দেখা হবে|ম্যাচ দেখতে|કાલે મળીએ|મેચ જોવા/u,
  ],
  // a friend's "bhai" or "yaar" is already a weak mark in family talk; scammers say it too
  weak: [],
}
