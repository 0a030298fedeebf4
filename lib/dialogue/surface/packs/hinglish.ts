import type { SurfacePack } from '../surface-pack.js'

/**
 * Sunita, chauvan saal, Lucknow ki homemaker: romanised Hindi with English words mixed in, the way
 * she types on WhatsApp ("hu" for "hoon", "nahi", "bhaiya", "arre"). Warm, chatty, easily flustered.
 * `<relative>` is always oblique ("mere bete", "meri beti") and only stands before ne, se, ko or ka,
 * so no verb has to agree with it.
 */
export const hinglish: SurfacePack = {
  persona: {
    myName: 'Sunita',
    age: 'chauvan',
    job: 'housewife',
    cities: ['Lucknow ke Aliganj', 'Lucknow ke Indira Nagar', 'Lucknow ke Gomti Nagar', 'Lucknow ke Mahanagar', 'Lucknow ke Aashiana', 'Lucknow ke Rajajipuram'],
    banks: ['SBI', 'Bank of Baroda', 'PNB', 'Union Bank', 'Canara Bank', 'Indian Bank'],
    devices: ['ek purana Android phone', 'Samsung ka phone, screen thodi tooti hui', 'chhota sa Redmi phone', 'Vivo ka phone, bade font wala'],
    families: [
      'Main aur mere husband, bas do log hain ghar me{, <relative> ka phone roz shaam ko aata hai|, bachche bahar job karte hain|}.',
      'Husband, main aur saas ji rehte hain{, <relative> se hafte me ek baar baat hoti hai|}.',
      'Mere husband ki touring job hai, zyada time main akeli hi rehti hu{, <relative> ka phone aata rehta hai|}.',
      'Husband office jaate hain, din bhar ghar pe main akeli hoti hu{, <relative> ko kabhi kabhi fursat milti hai aane ki|}.',
    ],
    savings: ['lagbhag pachas hazaar', 'chalis-pachas hazaar', 'ghar kharch se bachaye hue tees-chalis hazaar', 'FD mila ke lagbhag ek lakh', 'saath-sattar hazaar'],
    free: ['dopahar me khana banane ke baad', 'shaam ko chai ke baad', 'subah das baje ke baad', 'raat ko khane ke baad'],
    relatives: { son: 'mere bete', daughter: 'meri beti' },
    addressKnown: ['<first> ji', '<last> ji', '<first> ji'],
    addressUnknown: ['bhaiya', 'bhai sahab', 'beta', 'ji'],
  },
  leads: ['Achha <addr>.', 'Haan ji.', 'Ji.', 'Achha achha.', 'Suniye <addr>.', 'Hmm.', 'Arre.', 'Theek hai <addr>.', 'Haan <addr>.', 'Achha ji.'],
  excuses: [
    'Sorry, chai bana rahi thi, abhi {message dekha|phone uthaya}.',
    'Der ho gayi, {mandir|sabzi lene|Aminabad} gayi thi{, abhi lauti hu|}.',
    'Sorry, {network baar baar ja raha tha|phone doosre kamre me charging pe tha}.',
    'Zara {behen se|padosan se} baat kar rahi thi, sorry.',
    'Sorry, {BP ki goli|dawai} leke thoda let gayi thi.',
    '{Dopahar me aankh lag gayi thi|Thoda aaram kar rahi thi}, {abhi uthi hu|abhi dekha}.',
    'Sorry, {darwaze pe koi aaya tha|doodhwala hisaab karne aa gaya tha|cooker ki seeti baj rahi thi}.',
  ],
  reactions: {
    probe: [
      'Ye kya keh rahe ho{ <addr>|}? Main Sunita hu, yahin {kitchen me|ghar pe} baithi {chai pi rahi hu|sabzi kaat rahi hu}.',
      'Arre {baba|ji}, aisa kyun bol rahe ho? {Ek ungli se type karti hu|Chashma laga ke likh rahi hu}, isliye der lagti hai.',
      'Kya matlab{ <addr>|}? Main <myName>, {Lucknow ki seedhi saadi housewife|chauvan saal ki aurat}, {apne haath se likh rahi hu|ghar se baat kar rahi hu}.',
      'Aisi baatein meri samajh me nahi aati{ ji|}, main to bas aapki baat samajhne ki koshish kar rahi hu.',
    ],
    threat: [
      'Aisa mat boliye{ <addr>|}, {mere haath kaanp rahe hain|mujhe bahut darr lag raha hai}.',
      'Hai Ram, maine {zindagi me|aaj tak} kabhi koi galat kaam nahi kiya{, ghar se bahar bhi kam nikalti hu|}.',
      '{Dekhiye|<addr>}, aise mat daraiye, jo karna hai bataiye, main kar dungi.',
      'Ye sunke {dil baitha ja raha hai|BP badh gaya hai}{, meri madad kijiye|}.',
    ],
    reassured: [
      'Achha, aap keh rahe ho to {thodi tasalli hui|mann halka hua}.',
      '{Thank you|Shukriya} <addr>, aapne {aaram se samjhaya|itna sabar rakha}.',
      '{Theek hai|Chaliye}, {aapki baat se himmat bandhi|aap pe bharosa karti hu}.',
    ],
    negation: [
      '{Achha|Achha ji}, uski zarurat nahi hai{ phir|}? {Chalo achha hua|Ye to badhiya hai}.',
      'Chaliye, {main usi baat se ghabra rahi thi|ek tension to kam hui}.',
      'Achha, samajh gayi{, wo nahi karna hai|}.',
    ],
    secrecy: [
      'Theek hai, {kisi se nahi kahungi|apne tak hi rakhungi}{, pakka|}.',
      'Ji, ye baat {hamare beech hi rahegi|kisi ko pata nahi chalegi}{ <addr>|}.',
      'Samajh gayi, {mohalle me|ghar me} kisi se iski charcha nahi karungi.',
    ],
    stayOnLine: ['Main yahin hu, kahin nahi ja rahi.', 'Ji, {line pe hi hu|phone pakde baithi hu}{ <addr>|}, boliye.', 'Sun rahi hu ji, {phone nahi kaata|yahin baithi hu}.'],
    acknowledge: [
      '{Theek hai|Achha}, {diary me likh liya|note kar liya|likh liya hai}{ <addr>|}.',
      '{Thank you|Shukriya}{ <addr>|}, {likh liya hai|copy me utaar liya hai|purane calendar pe likh liya}.',
      'Mil gaya{ <addr>|}, {sambhal ke rakh liya|calendar ke peeche likh diya|diary me utaar liya}.',
      '{Haan|Ji}, {aa gaya|dikh gaya}{ <addr>|}, {likh leti hu|abhi note kar rahi hu}.',
    ],
    affection: ['Aapki baatein {bahut achhi lagti hain|dil ko chhoo jaati hain}.', 'Itne pyaar se to {aajkal koi baat nahi karta|bachche bhi baat nahi karte}{ <addr>|}.', 'Is umar me {aisi baatein sunke|aapse baat karke} achha lagta hai.'],
    greed: ['Sach me? {Meri to kismat khul gayi|Aisa to kabhi socha bhi nahi tha}!', 'Arre wah, itne paise? {Yakeen nahi ho raha|Bhagwan ki kripa hai}.', 'Ye to {badi achhi|khushi ki} khabar hai{ <addr>|}, bataiye kya karna hai.'],
    confused: [
      'Sorry, {theek se samajh nahi aaya|poori baat samajh nahi aayi}{, ye kis baare me hai?|.}',
      'Aap kaun bol rahe ho{ ji|}? Ye message {meri samajh me nahi aaya.|kis baare me hai?}',
      'Main thoda {uljhan me hu|pareshan ho gayi hu}{ <addr>|}, {hua kya hai|problem kya hai}?',
    ],
  },
  answers: {
    age: ['Main <age> saal ki hu{ <addr>|}.', '<age> saal{ poore ho gaye| ki ho gayi hu}{, ab aankhein kamzor ho gayi hain|}.', 'Umar <age> saal hai ji{, ab phone wagairah zyada samajh nahi aata|}.'],
    name: ['Mera naam <myName> hai{ <addr>|}.', 'Ji, main <myName>{ bol rahi hu|}{, Lucknow se|}.', '<myName> naam hai mera{ <addr>|}.'],
    location: ['Main <city> me rehti hu{, market ke paas|, ek chhote se flat me|}.', '<city> me hu{ <addr>|}.', '<city>{, barson se yahin hain|, apna chhota sa ghar hai}.'],
    bank: ['Mera khata <bank> me hai{, barson purana|}.', '<bank> me account hai{ <addr>|}{, ghar kharch wala|}.', '<bank>{, wahi ek khata hai mera|}.'],
    device: ['Mere paas <device> hai{, computer-vomputer kuch nahi|}.', '<device> hai{ <addr>|}.', 'Bas <device> hai{, zyada kuch chalana nahi aata|}.'],
    job: ['Main <job> hu{, ghar sambhalti hu|}.', 'Ghar ka kaam hi karti hu{ <addr>|}, <job> hu.', 'Kuch nahi ji, <job> hu{, husband job karte hain|}.'],
    family: ['<family>'],
    amount: ['Khate me <savings> honge{, isse zyada nahi|}.', 'Shayad <savings> honge{ <addr>|}, {passbook dekhni padegi|bas itna hi hai}.', '<savings> tak ka intezaam ho jayega{, zyada se zyada|}.'],
    time: ['Main <free> free rehti hu.', '<free>{ <addr>|}, tab ghar ka kaam nipat jata hai.', 'Zyada tar <free>{, phir thoda aaram karti hu|}.'],
    received: ['Nahi, {abhi tak|ab tak} kuch nahi aaya{, phone dekh rahi hu|}.', 'Abhi nahi aaya{ <addr>|}, baar baar dekh rahi hu.'],
    done: ['Abhi nahi{, koshish kar rahi hu|}{, thoda time lag raha hai|}.', 'Kar rahi hu{ <addr>|}, {thoda sabar rakhiye|do minute dijiye}.'],
    yesno: ['Haan ji{ <addr>|}.', 'Ji haan, {aisa hi hai|sahi hai}.', 'Haan haan.', 'Ji{, bilkul|}.'],
    open: ['Pata nahi{ <addr>|}, {theek se maloom nahi|ye to mujhe nahi pata}.'],
  },
  feints: {
    otpNotCome: [
      'OTP abhi tak nahi aaya{, do baar dekh liya|, bas koi advertisement wala message aaya hai|}.',
      'Phone pe koi OTP {nahi aaya|nahi dikh raha}{ ab tak|}{ <addr>|}.',
      'Messages {khol ke baithi hu|baar baar dekh rahi hu}, {koi code|kuch bhi} nahi aaya{ abhi|}.',
      'Abhi bhi koi {message|code} nahi aaya{ <addr>|}, {network ki problem hai kya|phone hi slow hai shayad}?',
    ],
    callFailed: [
      'Us number pe phone kiya, {ghanti jaati rahi, kisi ne uthaya nahi|switch off bata raha hai|har baar busy aa raha hai}.',
      '{Do|Teen} baar milaya, {kisi ne nahi uthaya|ek ghanti me kat gaya}.',
      'Phone {lag hi nahi raha|baar baar kat ja raha hai}{ meri taraf se|}{ <addr>|}.',
    ],
    trying: [
      'Kar rahi hu{ abhi|}, {ye phone bahut slow chalta hai|ungliyan jaldi nahi chalti}.',
      'App khol liya hai{ <addr>|}, {bahut saari cheezein puch raha hai|ek ek cheez dheere dheere padh rahi hu}.',
      'Koshish kar rahi hu{ <addr>|}, {jaldi mat machaiye|galat button na dab jaye}.',
    ],
    upiInvalid: [
      'Wo UPI {ID|address} daala, par {invalid bata raha hai|laal rang me error dikha raha hai}{, shayad kuch galat hai|}.',
      'UPI ID invalid dikha raha hai{, do baar type karke dekha|, <addr>}.',
      'UPI se {payment|paisa} nahi ja raha, {invalid|naam nahi mila} likh raha hai.',
    ],
    bankNeedsIfsc: [
      'Bank wala page IFSC code {bhi maang raha hai|maang raha hai}{, uske bina aage nahi badh raha|}.',
      'Account jodne ke liye IFSC {chahiye|puch raha hai}{ <addr>|}.',
    ],
    bankAsksBeneficiary: [
      'Ye {account holder ka naam puch raha hai|puch raha hai ki account kiske naam pe hai}{, uske bina add nahi kar raha|}.',
      'Bank account wale ka naam maang raha hai{, tabhi paise bhejne dega|}.',
    ],
    wentToBank: [
      'Main {subah|aaj} bank gayi thi, manager puchne laga ki ye paisa kisliye bhej rahi ho{, koi receipt ya number hai kya|}.',
      'Bank me {pucha|baar baar puch rahe the} ki kisko bhej rahi hu{ aur kyun|}.',
    ],
    paymentFailed: [
      'Payment {fail ho gaya|nahi gaya}{, server error likh raha hai|, transaction declined likh raha hai|}.',
      'Koshish ki, par {fail ho gaya|pehle pending dikhaya phir fail}{, paisa kata bhi nahi|}.',
      'Bahut der {ghoomta raha|load hota raha} phir fail likh diya{ <addr>|}.',
    ],
    linkError: [
      'Link {khul nahi raha|error dikha raha hai|bas ghoomta rehta hai|page not found likh raha hai}{ mere phone pe|}.',
      'Link {dabaya|khola}, {khaali safed page aa gaya|koi error aa gaya}{ <addr>|}.',
      'Wo {page|link} {khul hi nahi raha|load nahi ho raha}, {net slow hai shayad|site nahi mil rahi likha hai}.',
    ],
    appNotFound: [
      'Play Store me {dhoondha|dekha}, {ek jaise naam ke bahut saare app hain|wo wala mil nahi raha}.',
      'App {download nahi ho raha|beech me hi ruk jata hai}{, space nahi hai likh raha hai|}.',
    ],
    documentsAway: [
      'Aadhaar card {almari|locker} me rakha hai{, dhoondh rahi hu|, chaabi dhoondhni padegi}.',
      'Kaagaz {kisi file me|baaki papers ke saath} rakhe hain{, dhoondh rahi hu|, thoda time dijiye}.',
    ],
    cameraBroken: [
      'Mere phone ka aage wala camera {chalta nahi|kaala dikhata hai}{, mahino se aisa hi hai|}.',
      'Is phone pe video call {kabhi nahi chalti|atak atak jaati hai}{ <addr>|}.',
    ],
  },
  asks: {
    phone: [
      'Aapko kis number pe wapas phone karu{ <addr>|}?',
      'Apna number de dijiye, line kat gayi to main khud mila lungi.',
      'Aapka direct number kya hai{ <addr>|}? {Save kar leti hu|Diary me likh lu}.',
      'Koi phone number hai jispe {atak jaun to|zarurat pade to} baat kar saku?',
    ],
    upi: ['Kis UPI ID pe bheju?', 'Zara UPI ID bataiye{ <addr>|}, dheere dheere type kar lungi.', 'Payment ke liye UPI ID kya hai?'],
    account: [
      'To account number de dijiye, bank se daal dungi.',
      'Account number kya hai{ <addr>|}? Bank transfer kar deti hu.',
      'Bank account number {bhej dijiye|bata dijiye}{, wahi theek rahega|}.',
    ],
    ifsc: ['Us branch ka IFSC code kya hai?', 'Zara IFSC code bhi bataiye{ <addr>|}.', 'Branch ka IFSC code {bhi|zara} bata dijiye.'],
    email: [
      'Aapki email ID kya hai? {Likh ke|Mail pe} bhej dungi, {sab likha hua rahega|record rahega}.',
      'Koi email address de dijiye{ <addr>|}, likh ke baat karna mujhe aasaan lagta hai.',
      'Kis email pe {bheju|likhu}?',
    ],
    link: ['Kaun si website hai? {Link yahin bhej dijiye|Uska link bhejiye}.', 'Link bhej dijiye{ <addr>|}, mujhe mil nahi raha.', 'Link kahan hai{ <addr>|}?'],
    wallet: ['Kis wallet address pe bhejna hai?', 'Wallet ka address kya hai{ <addr>|}?'],
    caseId: [
      'Case number kya hai? Main sab diary me likh rahi hu.',
      'Iska koi reference number hai{ <addr>|}?',
      '{Complaint|Case} ka number kya hai{, bank me batana padega|}?',
    ],
    policy: ['Aapke paas kaun sa policy number hai? {Mere papers sab ulte seedhe hain|Mujhe policy ke kaagaz nahi mil rahe}.', 'Ye kis policy number ki baat hai{ <addr>|}?'],
    order: ['Is parcel ka tracking number kya hai?', 'Kaun sa {order|parcel} number hai{ <addr>|}?', 'Tracking number de dijiye{, main bhi dekh lu|}.'],
    amount: ['{Total kitna bhejna hai|Total kitne paise bhejne hain}?', 'Kitna {jama karna|bhejna} hai{ total me|}{ <addr>|}?', 'Theek theek kitne paise hain{ <addr>|}?'],
    name: ['Aapka shubh naam kya hai{ ji|}?', 'Main kisse baat kar rahi hu{ ji|}?', 'Aapka naam {jaan sakti hu|kya hai}{ <addr>|}?', 'Sorry, aapne apna naam kya bataya tha?'],
    organisation: ['Aap kis company se {bol rahe ho|ho}?', 'Aapki company ka naam kya hai{ <addr>|}?', 'Aap kis {company|office} me kaam karte ho{ <addr>|}?', 'Ye kaun si {company|firm} hai{ ji|}?'],
    role: ['Wahan aapki post kya hai{ <addr>|}?', 'Aap wahan kis {post|designation} pe ho?'],
    employeeId: [
      'Aapki employee ID kya hai{ <addr>|}? Main aisi cheezein likh ke rakhti hu.',
      'Apna ID number bata dijiye, jo aapke ID card pe hai.',
      'Aapka {staff|official} ID number kya hai{ ji|}?',
    ],
    office: ['Aapka office kahan hai{ <addr>|}? {Main khud aa jaungi|Saamne baith ke baat kar lungi}.', 'Office ka address kya hai{ <addr>|}?', 'Aap kis branch me baithte ho?'],
    beneficiary: ['Wo account kiske naam pe hai?', 'Account me naam kya aayega{ <addr>|}?'],
    app: ['Kaun sa app hai{ theek theek|}? Play Store me bahut saare hain.', 'App ka poora naam bataiye{ <addr>|}.'],
    supervisor: ['Aapke {senior|manager} kaun hain{ <addr>|}? Unka naam bataiye.', 'Meri baat aapke {senior|manager} se karwa dijiye, unka naam kya hai?'],
  },
  also: ['Aur', 'Aur haan,', 'Ek baat aur,', 'Aur suniye,'],
  worries: {
    otp: [
      'Bank wale {hamesha|baar baar} kehte hain OTP kisi ko mat batana{, isiliye ghabra rahi hu|, isliye thoda darr lagta hai}.',
      '{News me dekha tha|<relative> ne kaha tha} ki OTP {apne paas hi rakhna|kisi ko nahi dena}{, isliye uljhan me hu|}.',
    ],
    fee: [
      'Pehle fee kyun{ <addr>|}? {Mujhe thoda shak ho raha hai|Ye baat mujhe darr laga rahi hai}.',
      'Itne charges ek ke baad ek, darr hai kahin paisa doob na jaaye.',
      'Pehle {fees kyun deni pad rahi hai|paise kyun dene pad rahe hain}{ <addr>|}? Maine to socha tha ye free hai.',
      'Ek ke baad ek {charge|kharche}{ <addr>|}, aisa hi hota hai kya?',
      'Pehle se paise bhejne me {thodi|bahut} ghabrahat ho rahi hai.',
    ],
    link: ['<relative> ne kaha tha message wale link se bach ke rehna.', 'Ye link theek hai na{ <addr>|}? {Bahut kisse sune hain|Aajkal kya kya sunne me aata hai}.', 'In link-vink se mujhe darr lagta hai{ <addr>|}.'],
    urgency: [
      'Itni jaldi kyun hai{ <addr>|}? {Jaldi me main gadbad kar deti hu|Mera dil dhak dhak kar raha hai}.',
      'Jaldi mat machaiye{ <addr>|}, hadbadi me mujhse galti ho jaati hai.',
    ],
    police: [
      'Police ka naam sun ke hi darr lag raha hai{ <addr>|}.',
      'Arrest? Maine to kabhi kuch galat nahi kiya{ <addr>|}, bahut darr lag raha hai.',
      'Main to {aaj tak|zindagi me} kabhi thane tak nahi gayi{, ye sab kya ho raha hai?|.}',
      'Maine koi galat kaam nahi kiya{ <addr>|}, phir ye {karwai|musibat} kis baat ki?',
      'Police-kachehri ka naam sunke hi {mera dil baith jata hai|haath pair thande ho jaate hain}.',
    ],
    genuine: [
      'Ye sab asli hai na{ <addr>|}? {Mujhe thoda shak ho raha hai|Sach sach bataiye|Mujhe darr lag raha hai}.',
      'Mujhe darr lag raha hai{ <addr>|}, ye genuine hai na?','Ye sab sahi hai na{ <addr>|}? {Sach sach bataiye|Main seedhi saadi aurat hu}.', 'Umeed hai sab kaayde se ho raha hai{ <addr>|}.'],
    app: [
      'Aise app se darr lagta hai{ <addr>|}, ye safe hai na?',
      'Mujhe shak hai, ye app mere bank ki cheezein to nahi dekhega{ <addr>|}?','<relative> ne kaha tha screen wale app khatarnak hote hain{, ye theek hai na|}?', 'Ye app mere bank ki cheezein to nahi dekhega{ <addr>|}?'],
    documents: ['Aise Aadhaar ki photo bhejna theek hai na{ <addr>|}?', 'Card ki {photo|details} kisi ko bhejne me darr lagta hai.'],
  },
  filler: ['Ab kya karu{ <addr>|}?', 'Phir aage kya hoga{ <addr>|}?', 'Aage kya karna hai bataiye{, jaisa kahenge karungi|}.', 'Agla step kya hai{ <addr>|}?'],
  moods: {
    confused: ['Main {thoda|bahut} uljhan me hu.', 'Ye sab mere liye naya hai.'],
    cooperative: ['Main ye kaam theek se nipta dena chahti hu{ <addr>|}.', '{Jo zaruri hai wo|Jaisa aap kahenge waisa} kar dungi{, bas thoda samjhate rahiye|}.'],
    anxious: ['{Thodi|Bahut} tension ho rahi hai{ <addr>|}.', 'Bhagwan kare kuch gadbad na ho.'],
    scared: ['Hai Ram, haath kaanp rahe hain.', 'Mujhe {bahut|sach me} darr lag raha hai{ <addr>|}.'],
    hopeful: ['Bhagwan bhala kare{ <addr>|}.', 'Sunke mann khush ho gaya.'],
    calm: ['Theek hai, ab thoda chain aaya.', 'Achha{ <addr>|}.'],
  },
}
