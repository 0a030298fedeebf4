import type { CueSet } from '../cue-set.js'

/**
 * How the scammer wants to be paid, when that is crypto: bitcoin, USDT, an address on a chain, an
 * exchange to buy from. Weak evidence of a crypto investment scam only: sextortion, customs and
 * job scams ask for bitcoin too. The platform pitch itself (trading, mining, a presale) is the
 * crypto pretext, in `crypto-investment.ts`.
 */
export const paymentChannel: CueSet = {
  strong: [],
  medium: [
    /\bcrypto|bitcoin|\bbtc\b|\busdt\b|tether|ethereum|(?<![-/])\beth\b(?![-/]\w)|(?<![-/])\btrx\b(?![-/]\w)|\btron\b|\bsolana\b|\bsol\b(?= |$)|dogecoin|एथेरियम|இதீரியம்|எத்தீரியம்|ఎథేరియం|ఇథేరియం|ಎಥೆರಿಯಮ್|എതീരിയം|ഇഥീരിയം|ইথেরিয়াম|ઇથેરિયમ|\btrc-?20\b|\berc-?20\b|\bbep-?20\b|क्रिप्टो|बिटकॉइन|बिटकॉईन|बिटकोइन|यूएसडीटी|கிரிப்டோ|க்ரிப்டோ|பிட்காயின்|பிட்கொயின்|க்ரிப்ட்டோ|క్రిప్టో|బిట్‌కాయిన్|బిట్కాయిన్|బిట్ కాయిన్|ক্রিপ্টো|বিটকয়েন|বিটকইন|ಕ್ರಿಪ್ಟೋ|ಬಿಟ್‌ಕಾಯಿನ್|ಬಿಟ್ಕಾಯಿನ್|ಬಿಟ್ ಕಾಯಿನ್|ക്രിപ്റ്റോ|ബിറ്റ്കോയിൻ|ബിറ്റ്‌കോയിൻ|ક્રિપ્ટો|બિટકોઈન|બિટકોઇન/u,
  ],
  weak: [
    /wallet address|\b(?:btc|bitcoin|usdt|eth|crypto|trc-?20|erc-?20) (?:address|wallet)|binance|wazirx|coinbase|coinswitch|coindcx|metamask|trust ?wallet|\bledger\b|\bgift ?cards?\b/u,
  ],
}
