import type { CueSet } from '../cue-set.js'

/**
 * Marks of the genuine notices a bank, courier, utility or insurer sends: a receipt ("payment
 * received, thank you"), a credit or debit alert, a delivery update, a reminder that says to
 * ignore it once paid, a warning never to share details. They name a scam's topic (parcel,
 * electricity, policy, account) without its pressure, so they count as benign marks; a scam that
 * opens with such a notice still turns into its type once it demands money or a code.
 */
export const everydayNotice: CueSet = {
  strong: [
    // never share your details, whatever the details: a warning no scammer gives
    /\b(?:never|do not|don'?t|please do not) (?:share|disclose|reveal|give out) (?:your |the |this |any )?(?:\w+ ){0,2}(?:details|information|credentials|password|pin|otp)\b.{0,20}\b(?:with|to) (?:anyone|anybody|unknown|strangers|third part|people)|\b(?:bank|we|company|\w+ staff|our (?:staff|executives?|employees)|[A-Z][\w&]*) (?:will )?never (?:ask|call|asks|calls)\b(?: (?:you )?(?:for )?(?:your )?(?:\w+ ){0,2}(?:otp|pin|password|cvv|details)\b(?:(?:,| or| and|\/) ?(?:your )?(?:\w+ )?(?:otp|pin|password|cvv|details)\b)*)?|किसी (?:के साथ|को) (?:भी )?(?:साझा|शेयर) न (?:करें|करे)|யாருடனும் பகிர (?:வேண்டாம்|கூடாது)|ఎవరితోనూ (?:పంచుకోవద్దు|షేర్ చేయవద్దు)|ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ|ആരുമായും പങ്കിടരുത്|কারও (?:সাথে|সঙ্গে) শেয়ার করবেন না|(?:कोणालाही|कोणाशीही) शेअर करू नका|કોઈની સાથે શેર ન કરો/u,
    // a reminder that tells you to ignore it if you have paid
    /\b(?:please |kindly )?(?:ignore|disregard) (?:this (?:message|reminder|sms|mail) )?if (?:you have )?(?:already )?(?:paid|renewed)|if (?:you have )?already (?:paid|renewed),? (?:please |kindly )?(?:ignore|disregard)|no action (?:is )?(?:needed|required)|पहले ही (?:भुगतान|भर) (?:कर )?(?:दिया|चुके)|(?:भुगतान|भर) (?:कर )?(?:दिया|चुके) (?:है|हैं) तो|ஏற்கனவே (?:செலுத்தியிருந்தால்|செலுத்தி இருந்தால்)|ఇప్పటికే చెల్లించి|ಈಗಾಗಲೇ ಪಾವತಿಸಿದ್ದರೆ|ഇതിനകം അടച്ചിട്ടുണ്ടെങ്കിൽ|ইতিমধ্যে (?:পরিশোধ|জমা) (?:করে|দিয়ে) থাকলে|आधीच (?:भरले|भरणा केला) असल्यास|પહેલેથી ચૂકવ/u,
    // the OTP is for the delivery person at the door
    /(?:otp|ओटीपी|ஓடிபி|ఓటీపీ|ಒಟಿಪಿ|ഒടിപി|ওটিপি|ઓટીપી).{0,60}(?:delivery (?:person|agent|partner|boy|executive)|डिलीवरी|டெலிவரி நபர|డెలివరీ|ಡೆಲಿವರಿ|ഡെലിവറി|ডেলিভারি|ડિલિવરી)|(?:at|on|during) (?:the time of )?delivery.{0,20}(?:otp|code)|\b(?:otp|code)\b.{0,30}\bonly (?:at|on|during) (?:the time of )?delivery|डिलीवरी के (?:समय|वक्त)|டெலிவரி செய்யும் ?போது|டெலிவரியின் ?போது|డెలివరీ సమయంలో|ಡೆಲಿವರಿ ಸಮಯದಲ್ಲಿ|ഡെലിവറി സമയത്ത്|ডেলিভারির সময়|ડિલિવરી સમયે/u,
  ],
  medium: [
    // a receipt: payment received, thank you
    /\bthank you for (?:your |the )?(?:payment|paying|renewing|order|purchase|shopping|choosing|banking|booking|being)|\bpayment (?:of .{0,30})?(?:has been |is |was )?(?:received|successful|confirmed)|received with thanks|successfully (?:paid|received|renewed|booked|recharged)|(?:order|booking|appointment) (?:is |has been )?(?:confirmed|placed)|भुगतान (?:प्राप्त|सफल)|सफलतापूर्वक|வெற்றிகரமாக|பெறப்பட்டது|విజయవంతంగా|స్వీకరించబడింది|ಯಶಸ್ವಿಯಾಗಿ|സ്വീകരിച്ചു|വിജയകരമായി|সফলভাবে|গৃহীত হয়েছে|यशस्वीरित्या|प्राप्त झाले|સફળતાપૂર્વક|પ્રાપ્ત થઈ/u,
    // a credit or debit alert, in the words banks use
    /\b(?:has been|is|was) (?:successfully )?(?:debited|credited)\b|\b(?:debited|credited) (?:from|to|in|with) (?:your )?(?:a\/c|account|acct)|avl\.? (?:bal|limit)|available (?:balance|limit)|\bspent (?:on|at|using)\b|(?:खाते|खाता).{0,40}(?:जमा|डेबिट|क्रेडिट) (?:किए|की|हो)|उपलब्ध (?:शेष|बैलेंस)|வரவு வைக்கப்பட்ட|பற்று வைக்கப்பட்ட|கிடைக்கும் இருப்பு|జమ (?:చేయబడింది|అయింది)|డెబిట్ (?:చేయబడింది|అయింది)|ಜಮಾ (?:ಆಗಿದೆ|ಮಾಡಲಾಗಿದೆ)|ಡೆಬಿಟ್ ಆಗಿದೆ|ക്രെഡിറ്റ് ചെയ്ത|ഡെബിറ്റ് ചെയ്ത|জমা হয়েছে|ডেবিট হয়েছে|জমা করা হয়েছে|जमा झाले|जमा (?:केले|करण्यात आले)|જમા થયા|ઉધાર થયા/u,
    // a delivery update
    /out for delivery|\b(?:is|are) being (?:prepared|packed|cooked)|(?:delivery (?:partner|agent|executive|boy)|rider|valet)\b.{0,20}\bon (?:the|his|her) way|\border (?:has been |was |is )?delivered|\border (?:is )?on (?:the|its) way|estimated delivery (?:in|by|time)|\brate (?:your|the) (?:food|meal|rider)|तैयार किया जा रहा है|रास्ते में है|तयार केली जात आहे|தயாராகிக் கொண்டிருக்கிறது|வழியில் (?:இருக்கிறார்|உள்ளார்)|సిద్ధం చేయబడుతోంది|దారిలో ఉన్నారు|ಸಿದ್ಧಪಡಿಸಲಾಗುತ್ತಿದೆ|ದಾರಿಯಲ್ಲಿದ್ದಾರೆ|തയ്യാറാക്കിക്കൊണ്ടിരിക്കുന്നു|വഴിയിലാണ്|তৈরি হচ্ছে|পথে আছেন|તૈયાર થઈ રહ્યો છે|રસ્તામાં છે|(?:has been|was|will be) (?:successfully )?(?:delivered|dispatched|shipped)|delivered successfully|successfully delivered|thank you for shopping|rate your (?:experience|purchase|order|delivery)|track (?:it|your (?:order|parcel|shipment))|डिलीवर (?:हो गया|कर दिया|किया जाएगा|हो जाएगा)|डिलीवरी के लिए निकल|டெலிவரி செய்யப்பட்ட|டெலிவரி செய்யப்படும்|டெலிவரிக்கு வெளியே|அனுப்பப்பட்டது|డెలివరీ చేయబడ|డెలివరీకి బయలుదేరింది|ಡೆಲಿವರಿ ಮಾಡಲಾಗ|ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ|ഡെലിവറി ചെയ്ത|ഡെലിവറിക്കായി പുറപ്പെട്ട|ডেলিভারি (?:হয়েছে|করা হয়েছে|করা হবে)|ডেলিভারির জন্য বেরিয়েছে|डिलिव्हर (?:झाले|केले)|ડિલિવર (?:થયું|કરવામાં આવ્યું)/u,
    // no extra charge
    /\bno (?:extra|additional|hidden) (?:charges?|fees?|cost)|free of (?:cost|charge)|कोई (?:अतिरिक्त|एक्स्ट्रा) (?:शुल्क|चार्ज)|கூடுதல் கட்டணம் (?:எதுவும் )?(?:இல்லை|கிடையாது)|అదనపు (?:ఛార్జీ|రుసుము) (?:లేదు|ఏమీ లేదు)|ಹೆಚ್ಚುವರಿ ಶುಲ್ಕ (?:ಇಲ್ಲ|ಇರುವುದಿಲ್ಲ)|അധിക (?:ചാർജ്|ഫീസ്) (?:ഇല്ല|ഈടാക്കില്ല)|কোনো অতিরিক্ত (?:চার্জ|ফি) নেই|कोणतेही अतिरिक्त शुल्क नाही|કોઈ વધારાનો ચાર્જ નથી/u,
    // a scheduled bill, statement or premium, paid through the usual channel
    /statement (?:for \w+ )?is (?:ready|generated)|minimum (?:amount )?due|(?:payment )?due date|(?:bill|premium|instal?ment|emi) (?:is |will be )?(?:due|generated) (?:on|by)|\b(?:is|are|falls) due (?:on|by) \d|next (?:bill|premium|instal?ment|emi)|\bauto-?(?:debit|pay)\b|\b(?:ecs|nach|standing instruction|e-?mandate)\b|pay (?:via|through|using) (?:the )?(?:official (?:app|website)|net ?banking|mobile ?banking)|अगला (?:बिल|प्रीमियम)|देय तिथि|को देय है|அடுத்த (?:பில்|பிரீமியம்)|செலுத்த வேண்டிய தேதி|తదుపరి (?:బిల్లు|ప్రీమియం)|గడువు తేదీ|ಮುಂದಿನ (?:ಬಿಲ್|ಪ್ರೀಮಿಯಂ)|ಕೊನೆಯ ದಿನಾಂಕ|അടുത്ത (?:ബിൽ|പ്രീമിയം)|അവസാന തീയതി|পরবর্তী (?:বিল|প্রিমিয়াম)|শেষ তারিখ|पुढील (?:बिल|हप्ता)|अंतिम तारीख|આગામી (?:બિલ|પ્રીમિયમ)|છેલ્લી તારીખ/u,
  ],
  weak: [
    // feedback, helpline, the sender's signature
    /\bfeedback\b|\bhelpline\b|customer care|for (?:any )?(?:queries|complaints|assistance)|\brate (?:us|our)\b|\bregards\b|प्रतिक्रिया|ग्राहक सेवा|கருத்து தெரிவிக்க|வாடிக்கையாளர் சேவை|అభిప్రాయ|కస్టమర్ కేర్|ಪ್ರತಿಕ್ರಿಯೆ|ഫീഡ്ബാക്ക്|প্রতিক্রিয়া|অভিযোগের জন্য|अभिप्राय|પ્રતિસાદ/u,
    /\bthank you\b|\bthanks\b|धन्यवाद|நன்றி|ధన్యవాదాలు|ಧನ್ಯವಾದ|നന്ദി|ধন্যবাদ|आभार|આભાર/u,
  ],
}
