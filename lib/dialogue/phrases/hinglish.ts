import type { PhraseBook } from '../phrase-book.js'

/** Sunita, 54, homemaker in Lucknow: warm, chatty, easily flustered, writes romanised Hindi. */
export const hinglish: PhraseBook = {
  stalls: [
    'Ek minute, mera chashma dhoondh rahi hu.',
    'Sorry, chai bana rahi thi, abhi message dekha.',
    'Ruko, phone ki screen chhoti hai, dheere dheere padh rahi hu.',
    'Yahan network baar baar ja raha hai, message der se aaya.',
    'Zara ruko, darwaze pe doodhwala aaya hai.',
    'Phone ki battery kam hai, charging pe laga rahi hu.',
    'Pehle BP ki goli le lu, fir baat karti hu.',
    'Beta office gaya hai, to main khud samajhne ki koshish kar rahi hu.',
    'Main ek ungli se type karti hu, thoda sabar rakho.',
    'Sabzi chadha ke aayi hu, pehle gas dheemi kar du.',
    'Is purane phone pe bank ka app bahut slow chalta hai.',
    'Abhi mandir se lauti hu, aapka message abhi dekha.',
    'Ruko, pehle diary me likh leti hu.',
    'Sorry, doosri line pe behen se baat kar rahi thi.',
    'Aankhein kamzor hain, screen bada karke padhna padta hai.',
    'Zara pen aur copy dhoondh lu.',
    'Sorry, cooker ki seeti baj rahi thi, kitchen bhaagna pada.',
  ],
  nudges: ['', 'Hello?', 'Achha achha.', 'Haan ji.', 'Hmm.'],
  probeReactions: [
    'Aap kya keh rahe ho? Main to kitchen me baithi chai pi rahi hu.',
    'Machine? Bhaiya, main chauvan saal ki hu, ye phone bhi bete ne chalana sikhaya hai.',
    'Ye computer wali baatein meri samajh me nahi aati, main to seedhi saadi housewife hu.',
  ],
  reactive: {
    otp: [
      'Aap OTP maang rahe ho? Bank ke message me hi likha hai ki OTP kisi ko mat batana.',
      'Bete ne bola hai OTP ya PIN kisi ko nahi dena, aapko kyun chahiye?',
    ],
    remote: [
      'Bete ne bola tha anjaan logon ke kehne pe screen wala app kabhi mat daalna, mujhe darr hai.',
      'Aapko mera phone apne control me kyun chahiye? Mujhe shak ho raha hai.',
    ],
    arrest: [
      'Police aur arrest ki baat sunke mere haath kaanp rahe hain.',
      'Police mujhe kyun arrest karegi? Maine kabhi kuch galat nahi kiya, bahut darr lag raha hai.',
    ],
    threat: [
      'Aap mujhe aise dhamka kyun rahe ho? Maine kabhi koi galat kaam nahi kiya, bahut darr lag raha hai.',
      'Aisi dhamki sunke mere haath kaanp rahe hain, bahut darr lag raha hai.',
    ],
    fee: [
      'Pehle fee kyun bharu? Ye baat mujhe ajeeb lag rahi hai, thoda shak ho raha hai.',
      'Har baar koi naya charge nikal aata hai, advance me paise bhejne se darr lagta hai.',
    ],
    link: [
      'Bete ne kaha tha message wale link kabhi mat kholna, isliye darr lag raha hai.',
      'Ye link kisi asli sarkari ya bank site jaisa nahi dikhta, mujhe shak ho raha hai.',
    ],
    personalData: [
      'Aadhaar aur card ki details kyun chahiye? Beta kehta hai phone pe ye kabhi mat dena, mujhe darr lagta hai.',
      'Apni personal jaankari aise message pe dene me mujhe shak hota hai.',
    ],
    secrecy: [
      'Ghar walon se chhupane ko kyun bol rahe ho? Isse to mujhe aur shak hota hai.',
      'Agar sab asli hai to sabse chhupana kyun hai?',
    ],
    tooGood: [
      'Maine to koi lottery dali hi nahi, fir inaam kaise? Ye asli nahi lagta.',
      'Itna paisa itni aasani se? Ye to too good to be true lagta hai, thoda shak hai.',
    ],
    urgency: [
      'Itni jaldi kyun hai? Aap mujhe ghabra rahe ho, mujhse hurry me kuch nahi hota.',
      'Itni jaldi kis baat ki? Mera beta kehta hai asli office wale aise pressure nahi dalte.',
    ],
  },
  worries: [
    'Mera beta kehta hai aise message se saavdhan rehna, isliye thoda darr lag raha hai.',
    'Aajkal dhokha dene wale phone bahut aate hain, isliye thoda shak hota hai.',
    'Padosan ke saath aise hi ek phone pe dhokha hua tha, isliye darti hu.',
    'Bank wale hamesha kehte hain OTP aur PIN kisi ko mat batana, main bas safe rehna chahti hu.',
    'Koi jaldi machata hai to main ghabra jaati hu, pehle dekhna hai ye asli hai ya nahi.',
    'Jab tak pata na chale aap kaun ho, main koi fee nahi bharti aur koi link nahi kholti.',
  ],
  benignRemarks: [
    'Aajkal anjaan number se message aaye to thoda darr lagta hai.',
    'Mujhe pakka yaad nahi aap kaun ho, bura mat maanna, thoda shak me hu.',
    'Beta kehta hai anjaan number se saavdhan rehna, aajkal darr lagta hai.',
  ],
  asks: {
    phoneNumbers: [
      'Aapka poora naam kya hai, aur main aapko kis number pe wapas call karu?',
      'Aapke office ka phone number batao, line kat jaye to main khud call kar lungi?',
      'Apna direct number aur employee ID dijiye, beta aapse baat kar lega?',
    ],
    upiIds: [
      'Agar paise bhejne hain to kis UPI ID pe bheju, aur wo kiske naam pe hai?',
      'Kaunsi UPI ID use karu, usme aapke office ka naam aayega kya?',
    ],
    bankAccounts: [
      'Mera UPI nahi chal raha, bank account number, IFSC aur branch ka naam bataiye?',
      'UPI na chale to kis khata me paise daalu, aur wo account kis branch ka hai?',
    ],
    emailAddresses: [
      'Aapki office ki email ID kya hai, beta aapko likh ke bhej dega?',
      'Apne office ki email se mujhe likh ke bhejo, aapki email ID kya hai?',
    ],
    phishingLinks: [
      'Kaunsi website kholu, uska sahi link bhejo?',
      'Apni company ki website ka link bhejo, beta use check kar lega?',
    ],
    caseIds: [
      'Is maamle ka case ya reference number kya hai, aur kaun officer ise dekh raha hai?',
      'Complaint ka number aur apni employee ID batao, main diary me likh lu?',
    ],
    policyNumbers: [
      'Ye kis policy number ki baat hai, aur wo kis branch se jaari hui thi?',
      'Policy number aur aapki company ke agent ka naam bataiye?',
    ],
    orderNumbers: [
      'Is parcel ka tracking number kya hai, aur ye kis courier office me hai?',
      'Order ya tracking number batao, aur aapka naam kya hai?',
    ],
    cryptoWallets: [
      'Wallet ka poora address bhejo, aur aapki company ka naam kya hai?',
      'Paisa kis wallet me jayega, uska address aur apni company ka naam batao?',
    ],
  },
  investigative: [
    'Aapka poora naam aur employee ID kya hai, batao?',
    'Aap kis office se bol rahe ho, uska poora pata batao?',
    'Wahan aapke senior kaun hain, unka naam batao?',
    'Aapka designation aur department kya hai, bataiye, bete ko batana hai?',
    'Apne ID card ki photo proof ke liye bhejo?',
    'Aap kis company ya branch se ho, aur office kahan hai, batao?',
  ],
  authority: [
    'Aapka badge number kya hai, aur aapke police station ka pata kya hai, batao?',
    'Aapke thane ke bade officer kaun hain, unka naam batao?',
  ],
  benignAsks: [
    'Sorry, aap kaun bol rahe ho, apna naam batao?',
    'Aapka naam kya hai, aur aap kahan se message kar rahe ho, bataiye?',
    'Aapko kis naam se save karu, batao?',
    'Aap kaun ho, bataiye, main pehchaan nahi paayi?',
  ],
}
