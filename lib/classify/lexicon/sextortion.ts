import type { CueSet } from '../cue-set.js'

/**
 * SEXTORTION, by its pretext: compromising material (a recorded video call, webcam footage, nude
 * or "morphed" pictures, an adult site the victim visited, a camera the scammer says he watches
 * through). What presses, the threat to show it to family and friends, is the blackmail lever
 * (`lever/blackmail.ts`), which names the type on its own.
 */
export const sextortion: CueSet = {
  strong: [
    // explicit material
    /\bwebcam|\bnude|न्यूड|நியூட்|న్యూడ్|ನ್ಯೂಡ್|ന്യൂഡ്|ন্যুড|ન્યૂડ|\bnaked|\bintimate|\bexplicit|\bporn|\badult (?:sites?|websites?|videos?|content|chat)|\bsex(?:ual|ting)?\b|\bobscene|\bobjectionable (?:video|photos?|content|clip)|\bnang[ai]\b|gandi video|\bashleel|अश्लील|नग्न|अंतरंग|आपत्तिजनक (?:(?:वीडियो|विडियो)|फोटो)|ஆபாச|நிர்வாண|அந்தரங்க|అశ్లీల|నగ్న|సన్నిహిత క్షణ|అభ్యంతరకర|ಅಶ್ಲೀಲ|ನಗ್ನ|ಖಾಸಗಿ ಕ್ಷಣ|ಆಕ್ಷೇಪಾರ್ಹ|അശ്ലീല|നഗ്ന|സ്വകാര്യ നിമിഷ|অশ্লীল|নগ্ন|অন্তরঙ্গ|আপত্তিকর (?:ভিডিও|ছবি)|अश्लील|नग्न|આપત્તિજનક|અશ્લીલ|નગ્ન|અંગત પળ/u,
    // a hidden camera in a changing room, a hotel or a washroom, and porn as each script spells it; the victim
    // caught changing clothes on it ("कपड़े बदलते", "உடை மாற்றுவது", "വസ്ത്രം മാറുന്നത്")
    /\bhidden (?:camera|cam)\b|\bspy ?cam|छुपा कैमरा|छिपा कैमरा|छुपे कैमरे|गुप्त कैमरा|पोर्न|மறைவான கேமரா|ரகசிய கேமரா|போர்ன்|రహస్య కెమెరా|దాచిన కెమెరా|పోర్న్|ಗುಪ್ತ ಕ್ಯಾಮೆರಾ|ರಹಸ್ಯ ಕ್ಯಾಮೆರಾ|ಪೋರ್ನ್|ഒളിക്യാമറ|ഒളി ക്യാമറ|പോൺ|পর্ন|গোপন ক্যামেরা|লুকানো ক্যামেরা|लपवलेला कॅमेरा|छुपा कॅमेरा|છુપો કેમેરા|છુપાયેલ કેમેરા|પોર્ન|\b(?:changing|trial) room\b.{0,30}\bcam|\b(?:caught|recorded|filmed) you (?:changing|undressing)|\bkapde badal|कपड़े बदल(?:ते|ती)|कपडे बदलता|உடை மாற்று|டிரஸ் மாத்து|\bdress maathu|బట్టలు మార్చుకో|ಬಟ್ಟೆ ಬದಲಾಯಿಸ|വസ്ത്രം മാറ|(?:জামা|কাপড়) বদলা|કપડાં બદલ/u,
    // a camera or device the scammer says he watched through
    /(?:watching|watched|recording|recorded|seen) you (?:through|via|on|from) (?:your )?(?:camera|webcam|phone|device|screen)|(?:installed|planted) (?:a |an )?(?:rat|malware|spyware|program|software|trojan|virus) on (?:your )?(?:device|phone|computer|laptop|pc)|access to your (?:device|camera|phone|computer)|(?:कैमरे से|कैमरे के (?:जरिए|ज़रिए|द्वारा)) .{0,40}(?:देख|रिकॉर्ड)|वेबकैम (?:देख|से)|(?:கேமரா மூலம்|கேமரா வழியா(?:க)?) .{0,40}(?:பார்த்|பதிவு|ரெக்கார்ட்)|(?:కెమెరా ద్వారా|కెమెరాతో) .{0,40}(?:చూశా|రికార్డ్)|(?:ಕ್ಯಾಮೆರಾ ಮೂಲಕ|ಕ್ಯಾಮೆರಾದಿಂದ|ಕ್ಯಾಮರಾ ಮೂಲಕ) .{0,40}(?:ನೋಡ|ರೆಕಾರ್ಡ್)|(?:ക്യാമറ വഴി|ക്യാമറയിലൂടെ) .{0,40}(?:കണ്ട|റെക്കോർഡ്)|(?:ক্যামেরা দিয়ে|ক্যামেরার মাধ্যমে) .{0,40}(?:দেখ|রেকর্ড)|(?:कॅमेऱ्यातून|कॅमेऱ्याने|कॅमेऱ्यामधून) .{0,40}(?:पाहि|बघित|रेकॉर्ड)|(?:કેમેરા દ્વારા|કેમેરાથી|કેમેરામાંથી) .{0,40}(?:જોય|રેકોર્ડ)/u,
  ],
  medium: [
    // an adult site or video in each script's own words or spelt from English ("प्रौढ साइट", "પુખ્ત વેબસાઇટ",
    // "ವಯಸ್ಕರ ಸೈಟ್"): what the victim is said to have watched
    /(?:वयस्क|एडल्ट|प्रौढ|अॅडल्ट) (?:साइट|साईट|वेबसाइट|वेबसाईट|संकेतस्थळ|(?:वीडियो|विडियो|व्हिडिओ)|फिल्म|चित्रपट|कंटेंट)|(?:வயது வந்தோர்|அடல்ட்) (?:தள|இணையதள|வெப்சைட்|சைட்|வீடியோ)|(?:పెద్దల|అడల్ట్) (?:సైట్|వెబ్‌సైట్|వెబ్సైట్|వీడియో)|(?:ವಯಸ್ಕರ|ಅಡಲ್ಟ್) (?:ಸೈಟ್|ವೆಬ್‌ಸೈಟ್|ವೆಬ್ಸೈಟ್|ವಿಡಿಯೋ|ವೀಡಿಯೊ)|(?:മുതിർന്നവർക്കുള്ള|അഡൽട്ട്) (?:സൈറ്റ്|വെബ്സൈറ്റ്|വീഡിയോ)|(?:প্রাপ্তবয়স্ক|অ্যাডাল্ট|এডাল্ট) (?:সাইট|ওয়েবসাইট|ভিডিও)|(?:પુખ્ત|એડલ્ટ) (?:સાઇટ|સાઈટ|વેબસાઇટ|વેબસાઈટ|(?:વીડિયો|વિડિયો|વિડીયો))/u,
    // the hacker who says he hacked the victim's device, in the first person ("I hacked your computer",
    // "मी तुमचा संगणक हॅक केला", "ಹ್ಯಾಕ್ ಮಾಡಿದ್ದೇನೆ"); a device "has been hacked" is tech support's story
    /\bi(?:'ve| have)? (?:hacked|compromised) (?:your|ur)\b|\b(?:maine|humne|hamne) (?:aapka|aapke|apka|apke|tumhara|tumhare|tera|tere) \w+ (?:\w+ )?hack (?:kar liya|kar diya|kiya)\b|(?:मैंने|हमने) (?:आपका|आपके|तुम्हारा|तुम्हारे|तेरा|तेरे) \S+ (?:\S+ )?हैक (?:कर लिया|कर दिया|किया)|(?:(?<![\u0900-\u097F])मी (?:तुमचा|तुमचे|तुमची|तुझा|तुझे|तुझी) \S+|(?:तुमचा|तुमचे|तुमची|तुझा|तुझे|तुझी) \S+ मी) हॅक (?:केल|करून)|(?:મેં (?:તમારો|તમારું|તમારી|તારો|તારું|તારી) \S+|(?:તમારો|તમારું|તમારી|તારો|તારું|તારી) \S+ મેં) હેક (?:કર્ય|કરી)|হ্যাক করে(?:ছি| ফেলেছি| রেখেছি)|ஹேக் (?:பண்ணிட்டேன்|பண்ணிருக்கேன்|பண்ணியிருக்கேன்|செய்துவிட்டேன்|செய்தேன்|செய்திருக்கிறேன்|செஞ்சிட்டேன்)|హ్యాక్ (?:చేశా|చేసా)|ಹ್ಯಾಕ್ (?:ಮಾಡಿದ್ದೇನೆ|ಮಾಡಿದ್ದೀನಿ|ಮಾಡಿದೀನಿ)|ഞാൻ (?:നിന്റെ|നിങ്ങളുടെ) \S+ (?:\S+ )?ഹാക്ക്/u,
    // a recorded video call, a chat that turned private
    /\bvideo ?call\b.{0,60}\b(?:record|screen ?shot|captured|saved|yaad|nyabagam|mone ache|aathavtoy)|\brecord(?:ed|ing)? (?:of )?(?:the |our |your |last night'?s? |kal (?:raat )?ki )?video ?call|video call (?:ki|ka|ke) recording|(?:वीडियो|विडियो) कॉल (?:की|का) (?:रिकॉर्डिंग|(?:वीडियो|विडियो))|(?:वीडियो|विडियो) कॉल .{0,40}रिकॉर्ड|வீடியோ கால் .{0,40}(?:பதிவு|ரெக்கார்ட்)|వీడియో కాల్ .{0,40}(?:రికార్డ్|రికార్డింగ్)|ವೀಡಿಯೊ ಕಾಲ್ .{0,40}ರೆಕಾರ್ಡ್|ವಿಡಿಯೋ ಕಾಲ್ .{0,40}ರೆಕಾರ್ಡ್|വീഡിയോ കോൾ .{0,40}റെക്കോർഡ്|ভিডিও কল.{0,40}রেকর্ড|व्हिडिओ कॉल.{0,40}रेकॉर्ड|(?:વીડિયો|વિડિયો|વિડીયો) કોલ.{0,40}રેકોર્ડ/u,
    /\bprivate (?:video|photos?|pics?|moments?|chats?)|\bpersonal (?:video|photos?)|निजी (?:(?:वीडियो|विडियो)|फोटो|तस्वीरें)|தனிப்பட்ட (?:வீடியோ|புகைப்பட)|వ్యక్తిగత (?:వీడియో|ఫోటో)|ಖಾಸಗಿ (?:ವೀಡಿಯೊ|ವೀಡಿಯೋ|ವಿಡಿಯೋ|ವಿಡಿಯೊ|ಫೋಟೋ)|സ്വകാര്യ (?:വീഡിയോ|ഫോട്ടോ)|ব্যক্তিগত (?:ভিডিও|ছবি)|গোপন (?:ভিডিও|ছবি)|गुप्त (?:(?:वीडियो|विडियो)|फोटो)|ரகசிய (?:வீடியோ|புகைப்பட)|రహస్య (?:వీడియో|ఫోటో)|ರಹಸ್ಯ (?:ವೀಡಿಯೊ|ಫೋಟೋ)|രഹസ്യ (?:വീഡിയോ|ഫോട്ടോ)|गुप्त (?:व्हिडिओ|फोटो)|ગુપ્ત (?:(?:વીડિયો|વિડિયો|વિડીયો)|ફોટા)|खाजगी (?:व्हिडिओ|फोटो)|અંગત (?:(?:વીડિયો|વિડિયો|વિડીયો)|ફોટા)/u,
  ],
  weak: [
    /\bvideo (?:call|chat)\b|\bfacebook\b|\binstagram\b|social media|\brecording\b|\bcontacts\b|\bfollowers\b|(?:वीडियो|विडियो) कॉल|வீடியோ கால்|వీడియో కాల్|ভিডিও কল|ವೀಡಿಯೊ ಕರೆ|ವಿಡಿಯೋ ಕಾಲ್|വീഡിയോ കോൾ|व्हिडिओ कॉल|(?:વીડિયો|વિડિયો|વિડીયો) કોલ/u,
  ],
}
