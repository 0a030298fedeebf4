import type { CueSet } from '../cue-set.js'

/**
 * CRYPTO_INVESTMENT, by its pretext: a crypto platform that grows the victim's money: trading or
 * arbitrage bots, mining and staking, presales, token listings, airdrops. A coin named only as the
 * way to pay (bitcoin for a sextortion, USDT for a customs fee) is the payment channel
 * (`payment-channel.ts`), weak evidence of this type.
 */
export const cryptoInvestment: CueSet = {
  strong: [
    // crypto as the thing invested in or traded
    /\b(?:crypto|bitcoin|btc|usdt|eth|ethereum|coin|token)s? ?(?:currency )?(?:trading|investment|invest|arbitrage|mining|platform|exchange|bot|fund|scheme|plan|signals|profits?|returns|project|portfolio|staking|pool|market)\b|\b(?:invest|trade|trading|arbitrage|mining|profits?|returns?) (?:in|with|on|from|through) (?:crypto|bitcoin|btc|usdt|eth|tokens?|coins?)\b|(?:क्रिप्टो|बिटकॉइन|बिटकॉईन|यूएसडीटी) ?(?:करेंसी )?(?:ट्रेडिंग|निवेश|माइनिंग|मायनिंग|माईनिंग|प्लेटफॉर्म|में निवेश|गुंतवणूक|बॉट|रोबोट)|(?:கிரிப்டோ|க்ரிப்டோ|பிட்காயின்)\S{0,4} ?(?:டிரேடிங்|ட்ரேடிங்|முதலீடு|மைனிங்|வர்த்தக|பாட்|ரோபோ)|(?:క్రిప్టో|బిట్‌కాయిన్)\S{0,4} ?(?:ట్రేడింగ్|పెట్టుబడి|మైనింగ్|బాట్)|(?:ಕ್ರಿಪ್ಟೋ|ಬಿಟ್‌ಕಾಯಿನ್)\S{0,4} ?(?:ಟ್ರೇಡಿಂಗ್|ಹೂಡಿಕೆ|ಮೈನಿಂಗ್|ಬಾಟ್)|(?:ക്രിപ്റ്റോ|ബിറ്റ്കോയിൻ)\S{0,4} ?(?:ട്രേഡിംഗ്|നിക്ഷേപ|മൈനിംഗ്|മൈനിങ്|ബോട്ട്)|(?:ক্রিপ্টো|বিটকয়েন)\S{0,4} ?(?:ট্রেডিং|বিনিয়োগ|মাইনিং|বট)|(?:ક્રિપ્ટો|બિટકોઈન|બિટકોઇન|બીટકોઈન)\S{0,4} ?(?:ટ્રેડિંગ|રોકાણ|માઇનિંગ|માઈનિંગ|માયનિંગ|બોટ)/u,
    // a coin in Latin letters with the scheme in the script: "USDT ఆర్బిట్రేజ్", "crypto ट्रेडिंग"
    /\b(?:crypto|bitcoin|btc|usdt|eth|ethereum|tether)\b ?\S{0,4} ?(?:ट्रेडिंग|आर्बिट्रेज|माइनिंग|मायनिंग|माईनिंग|निवेश|गुंतवणूक|டிரேடிங்|ட்ரேடிங்|ஆர்பிட்ரேஜ்|மைனிங்|முதலீடு|ట్రేడింగ్|ఆర్బిట్రేజ్|మైనింగ్|పెట్టుబడి|ಟ್ರೇಡಿಂಗ್|ಆರ್ಬಿಟ್ರೇಜ್|ಮೈನಿಂಗ್|ಹೂಡಿಕೆ|ട്രേഡിംഗ്|ആർബിട്രേജ്|മൈനിംഗ്|മൈനിങ്|നിക്ഷേപ|ট্রেডিং|আর্বিট্রেজ|মাইনিং|বিনিয়োগ|ટ્રેડિંગ|આર્બિટ્રેજ|માઇનિંગ|માઈનિંગ|માયનિંગ|રોકાણ)/u,
    // presales, listings, airdrops, DeFi, NFTs, mining and staking
    /स्टेकिंग|ஸ்டேக்கிங்|స్టేకింగ్|ಸ್ಟೇಕಿಂಗ್|സ്റ്റേക്കിംഗ്|স্টেকিং|સ્ટેકિંગ|\bpresale\b|\bpre-sale\b|\bico\b|\bairdrop|\bdefi\b|\bnft\b|\bstaking\b|\bliquidity pool|\bwhitelist|lists? on (?:major |top |big )?exchanges|\bexchange listing\b|\bnew (?:coin|token)\b|\btoken (?:launch|sale|price)|\bcloud mining\b|\bmining (?:rigs?|pool|plan|contract|machines?|app)\b|(?:माइनिंग|मायनिंग|माईनिंग|மைனிங்|మైనింగ్|ಮೈನಿಂಗ್|മൈനിംഗ്|മൈനിങ്|মাইনিং|માઇનિંગ|માઈનિંગ|માયનિંગ) ?(?:मशीन|रिग|மெஷின்|மிஷின்|ரிக்|మెషిన్|మెషీన్|ರಿಗ್|ಮೆಷಿನ್|ಮಷಿನ್|മെഷീൻ|മെഷീന്|মেশিন|রিগ|મશીન)/u,
  ],
  medium: [
    // a token as a coin, not as the "token amount" of a booking (a token of ₹25,000, the token received or
    // forfeited) nor a card's token for paying in apps
    /\btokens?\b(?<!\bcard[- ]?tokens?|\b(?:for|pay|paid|as|small) (?:a |the )?tokens?)(?! (?:amount|money|advance|fee|payment|charges?|deposit|number|no|of (?:₹|rs|inr)|request|desk|link|received|paid|refund|(?:is |will be |gets )?forfeit))|(?:टोकन|டோக்கன்|టోకెన్|ಟೋಕನ್|ടോക്കൺ|টোকেন|ટોકન)(?<!(?:कार्ड|கார்டு|கார்ட்|కార్డ్|ಕಾರ್ಡ್|കാർഡ്|কার্ড|કાર્ડ|card)\S{0,4} (?:टोकन|டோக்கன்|టోకెన్|ಟೋಕನ್|ടോക്കൺ|টোকেন|ટોકન))(?!\S{0,3} (?:राशि|रक्कम|अमाउंट|மணி|தொகை|మొత్తం|ಮೊತ್ತ|തുക|টাকা|রাশি|રકમ|amount|money|advance))|\bcoins\b|\bblockchain\b|\bweb3\b|ब्लॉकचेन|பிளாக்செயின்|బ్లాక్‌చెయిన్|ಬ್ಲಾಕ್‌ಚೈನ್|ബ്ലോക്ക്ചെയിൻ|ব্লকচেইন|બ્લોકચેન/u,
    /\bmining\b|\barbitrage\b|\bp2p\b|trading bot|\bai (?:trading|bot)|\bsignals? group|माइनिंग|मायनिंग|माईनिंग|आर्बिट्रेज|மைனிங்|மைனிங்க்|ஆர்பிட்ரேஜ்|ఆర్బిట్రేజ్|ಆರ್ಬಿಟ್ರೇಜ್|ആർബിട്രേജ്|আর্বিট্রেজ|આર્બિટ્રેજ|మైనింగ్|ಮೈನಿಂಗ್|മൈനിംഗ്|മൈനിങ്|মাইনিং|માઇનિંગ|માઈનિંગ|માયનિંગ/u,
    /connect (?:your )?wallet|\bplatform wallet\b|\bgas fee\b/u,
  ],
  weak: [/\bwallet\b|\bexchange\b|\bsignals?\b|\bmentor\b/u],
}
