import type { CueSet } from '../cue-set.js'

/** SEXTORTION: a recorded call or "webcam footage" that will reach family and friends unless paid. */
export const sextortion: CueSet = {
  strong: [
    // explicit material
    /\bwebcam|\bnude|न्यूड|நியூட்|న్యూడ్|ನ್ಯೂಡ್|ന്യൂഡ്|ন্যুড|ન્યૂડ|\bnaked|\bintimate|\bexplicit|\bporn|\badult (?:sites?|videos?|content)|\bsex(?:ual|ting)?\b|\bobscene|\bnang[ai]\b|gandi video|\bashleel|अश्लील|नग्न|ஆபாச|நிர்வாண|அந்தரங்க|అశ్లీల|నగ్న|অশ্লীল|নগ্ন|ಅಶ್ಲೀಲ|ನಗ್ನ|അശ്ലീല|നഗ്ന|અશ્લીલ|નગ્ન/u,
    // a recording that will be sent or leaked
    /(?:video|clip|recording|footage).{0,50}(?:send|sent|share|leak|upload|post|viral|forward|bhej|daal)|recorded you|recording mere paas|video (?:viral|sabko)|sabko bhej d|(?:वीडियो|वीडिओ|व्हिडिओ|रिकॉर्डिंग).{0,50}(?:वायरल|व्हायरल|भेज|पाठव)|(?:வீடியோ|వీడియో|ভিডিও|ವೀಡಿಯೊ|ವಿಡಿಯೋ|വീഡിയോ|વીડિયો|વિડિયો).{0,50}(?:வைரல்|அனுப்ப|వైరల్|పంప|ভাইরাল|পাঠি|ವೈರಲ್|ಕಳುಹಿಸ|വൈറൽ|അയയ്ക്ക|વાયરલ|મોકલ)/u,
    // blackmail, "pay and I delete it"
    /\bblackmail|(?:delete|remove) (?:the |your |this |that )?(?:video|clip|recording|photos?|footage|everything)|video delete|ब्लैकमेल|బ్లాక్‌మెయిల్|బ్లాక్మెయిల్|ব্ল্যাকমেইল|ಬ್ಲ್ಯಾಕ್‌ಮೇಲ್|ബ്ലാക്ക്മെയിൽ|બ્લેકમેલ/u,
  ],
  medium: [
    // "I have your recording"
    /i (?:have|saved|kept|recorded) (?:your |the |that |a )?(?:video|clip|recording|footage|everything)|(?:recording|video|clip) (?:is )?with me|recording (?:mere|hamare) paas|(?:रिकॉर्डिंग|वीडियो) (?:मेरे|हमारे) पास|(?:பதிவு|வீடியோ) என்னிடம்|(?:రికార్డింగ్|వీడియో) నా దగ్గర|(?:রেকর্ডিং|ভিডিও) আমার কাছে|(?:ರೆಕಾರ್ಡಿಂಗ್|ವೀಡಿಯೊ) ನನ್ನ ಬಳಿ|(?:റെക്കോർഡിംഗ്|വീഡിയോ) എന്റെ കയ്യിൽ|(?:રેકોર્ડિંગ|વીડિયો) મારી પાસે/u,
    /(?:send|show|forward|share)\w* (?:it|this|them|the \w+) to your (?:wife|husband|family|parents|friends|contacts|boss|colleagues|relatives)|everyone you know|your (?:family|friends|contacts|relatives|colleagues|wife|husband|parents|followers)(?: list)?.{0,40}(?:see|send|sent|know|share|watch|group)|(?:family|friends) (?:group|list)|(?:रिश्तेदारों|परिवार|दोस्तों|घरवालों).{0,30}(?:भेज|दिखा)|(?:உறவினர்|குடும்ப|நண்பர்).{0,30}(?:அனுப்ப|காட்ட)|(?:బంధువుల|కుటుంబ|స్నేహితుల).{0,30}(?:పంప|చూపి)|(?:আত্মীয়|পরিবার|বন্ধু).{0,30}(?:পাঠা|দেখা)/u,
    /\bviral\b|\breputation\b|\bizz?at\b|\bbadnaa?m|बदनाम|इज्जत|வைரல்|వైరల్|ভাইরাল|ವೈರಲ್|വൈറൽ|વાયરલ/u,
  ],
  weak: [
    /\bvideo (?:call|chat)\b|\bfacebook\b|\binstagram\b|social media|\brecording\b|\bcontacts\b|\bprivate\b|वीडियो कॉल|வீடியோ கால்|వీడియో కాల్|ভিডিও কল|ವೀಡಿಯೊ ಕರೆ|വീഡിയോ കോൾ|વીડિયો કોલ/u,
  ],
}
