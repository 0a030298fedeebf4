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
const womens: ReadonlySet<string> = new Set(names.split(/\s+/u).filter((n) => n !== ''))

/** Whether a claimed name opens with a given name borne by women ("Priya Sharma", "priya"). */
export const isWomansName = (name: string | undefined): boolean => name !== undefined && womens.has((name.split(' ')[0] ?? '').toLowerCase())
