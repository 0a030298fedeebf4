import type { CueSet } from '../cue-set.js'

/** CRYPTO_INVESTMENT: coins, tokens, presales, arbitrage and "mining" platforms paid in crypto. */
export const cryptoInvestment: CueSet = {
  strong: [
    // crypto, bitcoin
    /\bcrypto|bitcoin|\bbtc\b|क्रिप्टो|बिटकॉइन|बिटकॉईन|बिटकोइन|கிரிப்டோ|க்ரிப்டோ|பிட்காயின்|క్రిప్టో|బిట్‌కాయిన్|బిట్కాయిన్|ক্রিপ্টো|বিটকয়েন|ಕ್ರಿಪ್ಟೋ|ಬಿಟ್‌ಕಾಯಿನ್|ക്രിപ്റ്റോ|ബിറ്റ്കോയിൻ|ક્રિપ્ટો|બિટકોઈન|બિટકોઇન/u,
    // other coins and networks
    /ethereum|\beth\b|\busdt\b|tether|\btrc-?20\b|\berc-?20\b|\bbep-?20\b|altcoin|dogecoin|\bsolana\b/u,
    // exchanges, wallets, presales
    /binance|wazirx|coinbase|coinswitch|metamask|trust ?wallet|blockchain|\bdefi\b|\bnft\b|\bpresale\b|\bairdrop/u,
    // wallet secrets
    /seed phrase|recovery (?:words|phrase)|private key|\d+ (?:recovery|secret|seed) words/u,
  ],
  medium: [
    /\btokens?\b|\bcoins\b|टोकन|டோக்கன்|టోకెన్|টোকেন|ಟೋಕನ್|ടോക്കൺ|ટોકન/u,
    /\bmining\b|\bstaking\b|\barbitrage\b|\bp2p\b|माइनिंग/u,
    /wallet address|connect (?:your )?wallet|\bwhitelist|lists? on (?:major |top )?exchanges|\bexchange listing\b/u,
  ],
  weak: [/\bwallet\b|\bexchange\b|\bsignals?\b|\bmentor\b|trading bot|\bai trading\b/u],
}
