import type { CueSet } from '../cue-set.js'

/** INVESTMENT_SCAM: stock tips, IPO quotas, trading apps, "double your money" plans, Ponzi schemes. */
export const investmentScam: CueSet = {
  strong: [
    // invest
    /\binvest(?:ment|ments|ing|or|ors|ed)?\b|\bnivesh\b|निवेश|गुंतवणूक|முதலீடு|పెట్టుబడి|বিনিয়োগ|ಹೂಡಿಕೆ|നിക്ഷേപ|રોકાણ/u,
    // high, guaranteed or doubled returns
    /(?:\d+ ?%|high|guaranteed|assured|daily|weekly|monthly|fixed) (?:daily |monthly )?(?:returns?|profits?)|double (?:your|the) (?:money|investment|amount)|(?:money|paisa|paise|amount) (?:will )?double|\bdouble ho\b|\d+x (?:returns?|profit)|दोगुना|दुप्पट|இரட்டிப்பு|రెట్టింపు|দ্বিগুণ|ದ್ವಿಗುಣ|ഇരട്ടി|બમણા/u,
    // stock market, IPO, trading platform
    /stock (?:market|tips|picks|advisory)|share ?market|\bipo\b|\bdemat\b|\bforex\b|mutual fund|\bnifty\b|\bsensex\b|intraday|block deal|(?:trading|investment) (?:app|platform|account|group)|शेयर (?:बाजार|मार्केट)|शेअर बाजार|பங்கு ?ச்? ?சந்தை|షేర్ మార్కెట్|শেয়ার বাজার|ಷೇರು|ഓഹരി|શેર બજાર/u,
  ],
  medium: [
    /\breturns\b|\bprofits?\b|मुनाफ|\bmunaf|रिटर्न|नफा|परतावा|லாபம்|లాభం|లాభాలు|రాబడి|মুনাফা|ಲಾಭ|ലാഭ|નફો|નફા/u,
    /\btrading\b|\btrader\b|ट्रेडिंग|ட்ரேடிங்|டிரேடிங்|ట్రేడింగ్|ট্রেডিং|ಟ್ರೇಡಿಂಗ್|ട്രേഡിംഗ്|ટ્રેડિંગ/u,
    /\bsebi\b|portfolio|fund manager|\bdividend|wealth|\bgold (?:plan|scheme|savings|investment|bond)|\bmaturity\b/u,
  ],
  weak: [
    /\bwithdraw|\bdashboard\b|\banalyst|\bbrochure\b|relationship manager|premium group|vip group|\bslots?\b|\bbonus\b|\brefer\b|\bcapital\b|வருமானம்|লাভ/u,
  ],
}
