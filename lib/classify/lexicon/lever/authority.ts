import type { CueSet } from '../../cue-set.js'

/**
 * The fear-of-authority lever: arrest, a warrant, a case or FIR against the victim, jail, a court,
 * an interrogation on a video call they must not leave. It makes a message a digital arrest
 * whoever the caller claims to be (police, CBI, ED, NCB, TRAI, a tax officer, a "customs" officer).
 */
export const authority: CueSet = {
  strong: [
    // arrest, in every language
    /\barrest|non-?bailable|\bgiraft?aa?r|गिरफ्तार|गिरफ़्तार|अरेस्ट|अटक (?:होईल|करण्यात|वॉरंट|केली जाईल)|கைது|அரெஸ்ட்|arrest pann|அரஸ்ட்|అరెస్ట్|అరెస్టు|నిర్బంధ|ಬಂಧನ|ಬಂಧಿಸ|ಅರೆಸ್ಟ್|അറസ്റ്റ്|গ্রেফতার|গ্রেপ্তার|অ্যারেস্ট|গ্রেফতারি|ધરપકડ|અરેસ્ટ/u,
    // digital arrest or custody, a statement or interrogation on a video call
    /digital(?:ly)? (?:arrest|custody|house arrest)|डिजिटल (?:अरेस्ट|हिरासत|गिरफ्तारी)|டிஜிட்டல் (?:கைது|அரெஸ்ட்)|డిజిటల్ అరెస్ట్|ಡಿಜಿಟಲ್ (?:ಅರೆಸ್ಟ್|ಬಂಧನ)|ഡിജിറ്റൽ അറസ്റ്റ്|ডিজিটাল (?:অ্যারেস্ট|গ্রেফতার)|डिजिटल अटक|ડિજિટલ (?:અરેસ્ટ|ધરપકડ)/u,
    // a case, FIR or complaint registered against the victim
    /\b(?:case|fir|complaint|charges?|ncr) (?:has been |have been |is |was |will be )?(?:registered|filed|lodged|booked|framed)\b.{0,25}\b(?:against (?:you|your)|in your name|on your (?:name|aadhaa?r|pan))|\bagainst you\b.{0,30}\b(?:case|fir|complaint|warrant|charges?)\b|\b(?:case|fir) (?:darj|dakhal|file) (?:ho|kar|hua|hoga)|(?:मामला|केस|मुकदमा|गुन्हा|एफआईआर|शिकायत)\S{0,3} .{0,40}(?:दर्ज|दाखल)|(?:வழக்கு|எஃப்ஐஆர்|புகார்)\S{0,4} .{0,40}(?:பதிவு|தொடர)|case (?:podu|podr|pottu|file pann)|(?:కేసు|ఎఫ్ఐఆర్|ఫిర్యాదు)\S{0,3} .{0,40}(?:నమోదు|ఫైల్)|(?:ಪ್ರಕರಣ|ಕೇಸ್|ಎಫ್ಐಆರ್|ದೂರು)\S{0,3} .{0,40}(?:ದಾಖಲ|ಫೈಲ್)|(?:കേസ്|എഫ്ഐആർ|പരാതി)\S{0,3} .{0,40}(?:രജിസ്റ്റർ|ഫയൽ|എടുത്ത)|(?:মামলা|কেস|এফআইআর|অভিযোগ)\S{0,3} .{0,40}(?:দায়ের|রুজু|নথিভুক্ত|ফাইল)|(?:ગુનો|કેસ|એફઆઈઆર|ફરિયાદ)\S{0,3} .{0,40}(?:દાખલ|નોંધ)/u,
    // a warrant issued, jail, prison; a warranty (वारंटी, ವಾರಂಟಿ, ওয়ারেন্টি) is a device's, not a court's: the
    // warrant's stem takes no i or ii after it, in the scripts where the two are spelt alike
    /\b(?:arrest |non-?bailable )?warrant\b|\bjail\b|\bprison\b|\block-?up\b|\bbehind bars\b|\b(?:police|judicial|cbi|ed) custody\b|वारंट(?![िी])|वॉरंट(?![िी])|(?<![\p{L}\p{M}])जेल|हिरासत|कारागृह|तुरुंग|வாரண்ட(?:்|(?=[ாைே]))|பிடிவாரண்ட்|சிறை|జైలు|వారెంట(?:్|(?=[ాుూేైొో]))|ಜೈಲು|ವಾರಂಟ(?:್|(?=[ಾುೂೆೇೈೊೋ]))|ജയിൽ|വാറണ്ട(?:്|(?=[ാുൂെേൈൊോ]))|(?<![\p{L}\p{M}])জেল|কারাগার|ওয়ারেন্ট(?![িী])|হেফাজত|(?<![\p{L}\p{M}])જેલ|વોરંટ(?![િી])/u,
  ],
  medium: [
    // the crimes a victim is said to be tied to
    /money[- ]?launder|hawala|human trafficking|drug trafficking|\bsmuggl|terror(?:ist)? (?:funding|financing)|narcotics|\bdrugs\b|\bmdma\b|illegal (?:transaction|activit|funds|parcel|items)|मनी लॉन्ड्रिंग|मनी लांड्रिंग|तस्करी|ड्रग्स|नशीले|हवाला|பணமோசடி|மனி லாண்டரிங்|கடத்தல்|போதைப்பொருள்|மனி லான்டரிங்|మనీ లాండరింగ్|అక్రమ రవాణా|మాదకద్రవ్య|డ్రగ్స్|ಅಕ್ರಮ ಹಣ|ಮನಿ ಲಾಂಡರಿಂಗ್|ಕಳ್ಳಸಾಗಣೆ|ಮಾದಕ|ಡ್ರಗ್ಸ್|കള്ളപ്പണ|മണി ലോണ്ടറിംഗ്|കള്ളക്കടത്ത്|ലഹരി|മയക്കുമരുന്ന്|মানি লন্ডারিং|পাচার|মাদক|ড্রাগস|মনি লন্ডারিং|मनी लाँड्रिंग|तस्करी|अमली पदार्थ|મની લોન્ડરિંગ|દાણચોરી|ડ્રગ્સ|નશીલા/u,
    // a court, a judge, legal proceedings, a summons
    /\bcourt\b|\bjudge\b|\bmagistrate\b|\bsummons?\b|legal (?:action|proceedings?|case)|criminal (?:case|proceedings?|charges?)|prosecut|अदालत|न्यायालय|कोर्ट|समन|कानूनी कार्रवाई|कायदेशीर कारवाई|நீதிமன்ற|கோர்ட்|சம்மன்|சட்ட நடவடிக்கை|కోర్టు|న్యాయస్థాన|సమన్లు|చట్టపరమైన చర్య|ನ್ಯಾಯಾಲಯ|ಕೋರ್ಟ್|ಸಮನ್ಸ್|ಕಾನೂನು ಕ್ರಮ|കോടതി|സമൻസ്|നിയമനടപടി|നിയമ നടപടി|আদালত|কোর্ট|সমন|আইনি ব্যবস্থা|আইনানুগ ব্যবস্থা|न्यायालय|कोर्ट|અદાલત|કોર્ટ|સમન્સ|કાનૂની કાર્યવાહી/u,
    // under investigation, a suspect, an interrogation, the call they must not leave
    /\byou (?:are|r) (?:a |the )?(?:prime |main )?(?:suspect|accused)|under investigation|interrogat|stay on (?:the |this )?(?:video )?call|(?:do not|don'?t) (?:disconnect|cut|end) (?:the |this )?(?:video )?call|video (?:call )?(?:statement|verification|interrogation|enquiry)|\b(?:your|ur) (?:aadhaa?r|pan|sim|number|account|name) (?:is |was |has been )?(?:used|linked|involved|found) (?:in|with|for) (?:a |an )?(?:crime|fraud|illegal|money|scam|case)|(?:आपके|आपका|तुमच्या|तुमचा) (?:आधार|पैन|सिम|नंबर|खाते|खाता)\S{0,3} .{0,30}(?:अपराध|गैरकानूनी|गुन्ह|इस्तेमाल|वापर)|संदिग्ध (?:हैं|आहात)|पूछताछ|चौकशी|விசாரணைக்கு|விசாரிக்க|சந்தேக நபர்|విచారణ|నిందితుడ|ವಿಚಾರಣೆ|ಆರೋಪಿ|ചോദ്യം ചെയ്യ|പ്രതിയാണ്|জিজ্ঞাসাবাদ|অভিযুক্ত|पूछताछ|आरोपी|પૂછપરછ|આરોપી/u,
    // a relative held in custody, bail refused, the case "settled" for money: the police call about a
    // son or husband caught, whatever the crime named
    /\b(?:in|into) (?:our |police |judicial |their )?custody\b|\bcustody (?:me|mein|mai|la|le|il|madhe|ma|te)\b|\bbail\b|\b(?:jamanat|zamanat)\b|\bsettle (?:the |this |your (?:son'?s?|daughter'?s?|husband'?s?|brother'?s?) )?(?:case|matter|fir)\b|\b(?:case|matter|mamla|maamla|fir) (?:\w+ )?(?:settle|rafa[- ]dafa)|जमानत|ज़मानत|(?:मामला|मामले|केस) (?:को )?(?:यहीं )?(?:रफा-दफा|रफ़ा-दफ़ा|सेटल|निपटा)|ஜாமீன்|காவலில் (?:இருக்க|வைத்திருக்க|உள்ள)|கஸ்டடி|(?:கேஸ்|வழக்க)\S{0,3} (?:முடித்து|செட்டில்)|బెయిల్|కస్టడీ|(?:కేసు|కేస్) (?:సెటిల్|మాఫీ)|ಜಾಮೀನು|ಕಸ್ಟಡಿ|ವಶದಲ್ಲಿ|(?:ಕೇಸ್|ಪ್ರಕರಣ)\S{0,3} (?:ಸೆಟಲ್|ಮುಚ್ಚ)|ജാമ്യ|കസ്റ്റഡി|കേസ് (?:സെറ്റിൽ|ഒതുക്ക)|জামিন|হেফাজতে|(?:কেস|মামলা) (?:সেটল|মিটিয়ে)|जामीन|ताब्यात|(?:केस|प्रकरण) (?:सेटल|मिटव)|કસ્ટડી|જામીન|અટકાયત|(?:કેસ|મામલો) (?:સેટલ|પતાવ)/u,
  ],
  weak: [
    /\binvestigation\b|\benquiry\b|\bconfidential\b|\bsecret (?:investigation|enquiry|case)|जांच|जाँच|गोपनीय|तपास|விசாரணை|ரகசிய|దర్యాప్తు|రహస్య|ತನಿಖೆ|ರಹಸ್ಯ|അന്വേഷണ|രഹസ്യ|তদন্ত|গোপন|તપાસ|ગુપ્ત/u,
  ],
}
