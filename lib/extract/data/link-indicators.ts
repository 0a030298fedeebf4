/** URL shorteners: the target is hidden, so a shortened link in a scammer's message is reported. */
export const shortenerDomains: ReadonlySet<string> = new Set([
  'bit.ly', 'bitly.com', 'tinyurl.com', 'cutt.ly', 'rb.gy', 'is.gd', 'v.gd', 'ow.ly', 't.co', 'shorturl.at', 'tiny.cc',
  'rebrand.ly', 's.id', 'buff.ly', 't.ly', 'shorte.st', 'adf.ly', 'bl.ink', 'short.io', 'tinu.be', 'surl.li', 'u.to',
  'qr.ae', 'lnkd.in', 'shrtco.de', 'clck.ru', 'inshorturl.com', 'bit.do', 'urlz.fr', 'gg.gg', 'linktr.ee', 'tny.im',
])

/**
 * Country-code TLDs that link shorteners favour for their two- and three-letter names (bit.ly, rb.gy,
 * is.gd, goo.gl, u.to, tny.im, s.id, shorturl.at): a name that short on one of them, with a single
 * short token for its path, is a shortener whether or not it is listed above.
 */
export const shortenerSuffixes: ReadonlySet<string> = new Set(['ly', 'gy', 'gd', 'gl', 'to', 'im', 'id', 'at', 'ee', 'la', 'me'])

/** Hosts that move a victim to a chat channel or an open file host, where scams continue off the record. */
export const offPlatformHosts: ReadonlySet<string> = new Set([
  't.me', 'telegram.me', 'telegram.dog', 'wa.me', 'wa.link', 'api.whatsapp.com', 'chat.whatsapp.com', 'discord.gg',
  'forms.gle', 'sites.google.com', 'firebaseapp.com', 'web.app', 'pages.dev', 'netlify.app', 'vercel.app',
  'ngrok.io', 'ngrok-free.app', 'trycloudflare.com', 'glitch.me', 'herokuapp.com', 'blogspot.com', 'weebly.com',
  'wixsite.com', '000webhostapp.com', 'github.io', 'mediafire.com', 'anonfiles.com',
  // file and form hosts: the page or file is whoever uploaded it, not the host's
  'drive.google.com', 'docs.google.com', 'mega.nz', 'we.tl', 'wetransfer.com', 'gofile.io', 'dropbox.com',
  'dropboxusercontent.com', 'jotform.com', 'form.jotform.com',
])

/**
 * Top-level domains (and pseudo-suffixes such as `in.net`) that phishing kits favour: cheap,
 * loosely policed, or built to look like `.in`/`.com`.
 */
export const suspiciousSuffixes: readonly string[] = Object.freeze([
  'xyz', 'top', 'icu', 'shop', 'online', 'site', 'live', 'club', 'work', 'support', 'help', 'click', 'link', 'loan',
  'win', 'bid', 'buzz', 'rest', 'fit', 'cfd', 'sbs', 'vip', 'tk', 'ml', 'ga', 'cf', 'gq', 'monster', 'store', 'space',
  'fun', 'website', 'host', 'pro', 'app', 'cyou', 'lol', 'quest', 'today', 'mom', 'bond', 'autos', 'zip', 'mov', 'ltd',
  'info', 'biz', 'co', 'cc', 'pw', 'ws', 'su', 'in.net', 'co.com', 'com.co', 'net.co', 'in.co', 'gift', 'claim',
  // the generic TLDs abuse trackers (Spamhaus, Interisle) have long ranked worst for phishing and spam
  'trade', 'review', 'country', 'kim', 'men', 'date', 'party', 'racing', 'science', 'stream', 'download', 'accountant',
  'faith', 'cricket', 'webcam', 'gdn', 'bar', 'best', 'uno', 'sbs', 'beauty', 'hair', 'skin', 'makeup', 'boats',
])

/**
 * Words of a link's path that ask the reader to log in, pay, claim or install
 * (`/verify`, `/pay/30917`, `/app`, `/kyc-update`): on a site that is not the brand's own, the
 * page is there to take something. Help and support pages are not among them.
 */
export const pathWords: readonly string[] = Object.freeze([
  'login', 'signin', 'logon', 'verify', 'verification', 'validate', 'kyc', 'ekyc', 'rekyc', 'update', 'pay', 'payment',
  'payments', 'paynow', 'checkout', 'otp', 'pin', 'upi', 'claim', 'redeem', 'reward', 'rewards', 'refund', 'cashback',
  'wallet', 'unlock', 'unblock', 'activate', 'activation', 'reactivate', 'secure', 'app', 'apk', 'download', 'install',
  'register', 'registration', 'signup', 'deposit', 'withdraw', 'withdrawal', 'invest', 'bonus', 'prize', 'lottery',
  'winner', 'gift', 'fee', 'fees', 'penalty', 'challan', 'settle', 'settlement', 'disbursal', 'disburse', 'disbursement', 'sanction', 'task', 'tasks',
  // the logged-in pages of a fake trading or mining platform
  'dashboard', 'join', 'mining',
  // an application, a contract or agreement to sign: a loan, a job, a mining plan taken up on the spot
  'apply', 'application', 'agreement', 'contract', 'contracts', 'esign', 'enrol', 'enroll',
])

/** Files a link may hand over to be installed or opened: apps, programs, scripts, archives, documents. */
export const payloadExtensions: readonly string[] = Object.freeze([
  'apk', 'xapk', 'exe', 'msi', 'scr', 'bat', 'cmd', 'jar', 'vbs', 'ps1', 'dmg', 'pkg', 'ipa', 'zip', 'rar', '7z', 'pdf',
  'doc', 'docx', 'xls', 'xlsx',
])

/** Brands and bodies that phishing hosts borrow (`sbi-kyc-update.in`, `amaz0n-deals...`). */
export const impersonatedBrands: readonly string[] = Object.freeze([
  'sbi', 'hdfc', 'icici', 'axis', 'kotak', 'pnb', 'canara', 'baroda', 'bob', 'yesbank', 'indusind', 'federal', 'idfc',
  'paytm', 'phonepe', 'gpay', 'googlepay', 'bhim', 'upi', 'npci', 'rbi', 'sebi', 'irdai', 'uidai', 'aadhaar', 'aadhar',
  'incometax', 'itr', 'gst', 'epfo', 'lic', 'irctc', 'indiapost', 'speedpost', 'customs', 'cbi', 'ed', 'police', 'cyber',
  'amazon', 'flipkart', 'myntra', 'meesho', 'dmart', 'jio', 'airtel', 'vodafone', 'bsnl', 'tata', 'tcs', 'infosys',
  'kbc', 'pmkisan', 'pmay', 'mudra', 'yono', 'netflix', 'microsoft', 'windows', 'apple', 'google', 'whatsapp',
  'fedex', 'dhl', 'bluedart', 'delhivery', 'dtdc', 'tneb', 'bescom', 'msedcl', 'bijli', 'electricity', 'gov',
  // insurers and lenders, whose claim and loan desks are faked (`newindia-claimsettlement.in`)
  'newindia', 'godigit', 'starhealth', 'bajajallianz', 'hdfcergo', 'tataaig', 'iciciprulife', 'icicilombard', 'sbilife',
  'maxlife', 'nivabupa', 'policybazaar', 'acko', 'uiic', 'licindia', 'bajajfinserv', 'tatacapital', 'muthoot',
  // coins, exchanges and wallets, whose staking, mining and "connect wallet" pages are faked (`eth-stakepool.finance`)
  'btc', 'eth', 'usdt', 'trx', 'tether', 'ethereum', 'binance', 'coinbase', 'wazirx', 'coindcx', 'metamask',
  'trustwallet',
])

/** Words that phishing hosts and paths are built from. Matched on whole hyphen/dot/slash-separated parts. */
export const phishingWords: readonly string[] = Object.freeze([
  'kyc', 'ekyc', 'verify', 'verification', 'verified', 'update', 'secure', 'security', 'login', 'signin', 'logon',
  'account', 'reward', 'rewards', 'cashback', 'claim', 'prize', 'lucky', 'luckydraw', 'gift', 'offer', 'offers', 'free',
  'bonus', 'refund', 'reversal', 'suraksha', 'activation', 'activate', 'renew', 'renewal', 'unlock', 'unblock', 'blocked',
  'suspend', 'suspended', 'winner', 'lottery', 'jackpot', 'helpdesk', 'care', 'customercare', 'recovery', 'wallet',
  'airdrop', 'presale', 'invest', 'investment', 'trading', 'crypto', 'bitcoin', 'double', 'earnings', 'earn', 'task',
  'tasks', 'parcel', 'warrant', 'notice', 'challan', 'penalty', 'settlement', 'payout', 'deals', 'sale', 'loan',
  'instantloan', 'sanction', 'approval', 'bill', 'billpay', 'pay', 'payment', 'payments', 'otp', 'pin', 'card',
  'remote', 'anydesk', 'teamviewer', 'download', 'apk', 'exe', 'support', 'helpline', 'yojana', 'scheme', 'subsidy',
  'survey', 'anniversary', 'festival', 'diwali', 'onboarding', 'hiring', 'job', 'jobs', 'vip', 'signals', 'profit',
  // the schemes a crypto platform sells
  'mining', 'staking', 'stake', 'yield',
])

/** Digit-for-letter swaps of lookalike hosts (`amaz0n`, `paytrn`, `g00gle`). */
export const lookalikeSwaps: Readonly<Record<string, string>> = Object.freeze({
  '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', '$': 's', rn: 'm', vv: 'w',
})
