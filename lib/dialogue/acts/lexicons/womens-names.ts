// Given names borne by women, common across India and in the English names scammers take: a
// scammer who introduces herself as "Priya from HR" is addressed as a woman when no verb or
// title has said so. Names borne by men and women alike (Kiran, Madhu, Suman) are left out.
const names = `
aarti aditi aishwarya akanksha akansha amanda ananya angela anita anitha anjali ankita anna anushka aparna archana arti asha ashwini
aisha ayesha babita bhavana bhavani bhavna bhumi bindu catherine chanda charu chitra debjani deepa deepika dhara diana dimple divya durga
ekta elena elizabeth emily emma falguni farah fatima ganga garima gauri gayathri gayatri geeta geetha gita grace hareni harini heena hema
hetal hina hiral indira isha ishita jasmine jaya jennifer jessica jinal juhi jyoti kajal kalpana kamala kamakshi kareena karen katrina
kaveri kavita kavitha kavya keerthana keerthi khushi komal krupa kusum lakshmi lalitha lata laxmi linda lisa madhuri malar malini mamta
manasi manisha mansi margaret maria mary meena meenakshi megha meera mira mital monika moumita mousumi mrunal naina namrata nancy nandini
nandhini natasha nazia neelam neetu neha nidhi nikita nina nirmala nisha olivia padma padmini pallavi parvati pavithra payal payel pinky
pooja poonam prachi prajakta pranali pratibha preeti priscilla priti priya priyanka puja rachel rachna radha radhika rakhi ramya rani
rashmi rebecca reena rekha renu reshma revathi ria rina ritika ritu rituparna riya rose roshni rubina ruchi rupa rupali sadhana saira
sakshi salma sana sangeeta sangeetha sapna sarah saranya sarika sarita savita seema selvi shabnam shaheen shalini shanthi shanti sharmila
shazia sheetal shikha shilpa shobha shreya shruti shweta sima simran sita smita sneha snehal sonal sonam sonia sophia soumya sowmya
sreya srishti sudha suchitra sujata sujatha sunaina sunita sunitha supriya susan sushma swathi swati tanu tanusree tanvi tanya tara
trisha uma usha vaishali vaishnavi vandana varsha vasuki vidya vijaya vineeta vinita yamini yamuna yashika zainab zoya
`
// The same given names as the scripts write them, for a scammer who introduces herself in one
// ("நான் பிரியா ராமன்", "मैं पूजा शर्मा"): a few dozen of the commonest in each.
const scriptNames = `
प्रिया पूजा नेहा अंजलि सुनीता कविता अनीता रेखा सीमा ममता स्नेहा पूनम ज्योति दीपिका श्वेता प्रियंका आरती सोनिया रीना मीना लक्ष्मी गीता
सरिता शालिनी निशा राधा माधुरी वर्षा स्वाति सुप्रिया प्राजक्ता स्नेहल मनीषा वैशाली
பிரியா லட்சுமி லக்ஷ்மி மீனா கவிதா சரண்யா தீபா ரம்யா பவித்ரா கீர்த்தனா சுதா செல்வி மாலினி காவ்யா அனிதா சங்கீதா கமலா ராதா ஸ்வாதி
திவ்யா நந்தினி ரேவதி கோமதி மலர் விஜயா ஜெயா உமா ஷாலினி பூஜா நிஷா
ప్రియా ప్రియ లక్ష్మి కవిత దివ్య స్వాతి శ్రావణి అనిత సునీత రమ్య దీప మాధవి పద్మ సరిత కీర్తి సౌమ్య భవాని హారిక పూజ నిహారిక
ಪ್ರಿಯಾ ಲಕ್ಷ್ಮಿ ಕವಿತಾ ದಿವ್ಯಾ ಸ್ವಾತಿ ಅನಿತಾ ಸುನೀತಾ ರಮ್ಯಾ ದೀಪಾ ಪೂಜಾ ಶ್ವೇತಾ ಸೌಮ್ಯಾ ರೇಖಾ ಭವ್ಯಾ ಅರ್ಚನಾ ಮೇಘನಾ ಸ್ನೇಹಾ
പ്രിയ ലക്ഷ്മി ദിവ്യ അനിത രമ്യ ദീപ സൗമ്യ അഞ്ജലി കാവ്യ മീര രേഖ സുനിത ബിന്ദു ആതിര അശ്വതി ഗീത നീതു
প্রিয়া পূজা মৌমিতা সুমিতা রিয়া দেবযানী অনিতা মিতা তানিয়া সোমা রুমা পায়েল মৌসুমী শর্মিলা লক্ষ্মী দীপিকা স্নেহা ঋতুপর্ণা
પ્રિયા પૂજા નેહા હેતલ ધારા કિંજલ જીનલ મિતલ ફાલ્ગુની હિરલ ભૂમિ કોમલ પાયલ નિશા રેખા ગીતા મીના
`
const womens: ReadonlySet<string> = new Set(`${names} ${scriptNames}`.split(/\s+/u).filter((n) => n !== ''))

/** Whether a claimed name opens with a given name borne by women ("Priya Sharma", "priya"). */
export const isWomansName = (name: string | undefined): boolean => name !== undefined && womens.has((name.split(' ')[0] ?? '').toLowerCase())
