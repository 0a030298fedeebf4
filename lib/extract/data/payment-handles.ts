/**
 * UPI handles of the payment apps and banks (the part after `@`). Only used to accept a UPI id
 * written loosely (`name at ybl`, `name @ paytm`); a plain `name@anything` is accepted whatever
 * the provider, since scammers use made-up ones (`@fakebank`).
 */
export const upiHandles: ReadonlySet<string> = new Set([
  'ybl', 'ibl', 'axl', 'paytm', 'pthdfc', 'ptsbi', 'ptyes', 'ptaxis', 'okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'upi',
  'apl', 'yapl', 'rapl', 'abfspay', 'axisbank', 'axisb', 'icici', 'hdfcbank', 'sbi', 'kotak', 'kmbl', 'yesbank', 'yesbankltd',
  'pnb', 'barodampay', 'boi', 'cnrb', 'cbin', 'idbi', 'indus', 'federal', 'fbl', 'idfcbank', 'idfcfirst', 'aubank', 'rbl',
  'airtel', 'airtelpaymentsbank', 'jio', 'freecharge', 'mobikwik', 'ikwik', 'waicici', 'wahdfcbank', 'waaxis', 'wasbi',
  'amazonpay', 'apay', 'slice', 'jupiteraxis', 'fam', 'timecosmos', 'postbank', 'uco', 'unionbank', 'uboi', 'mahb',
  'kvb', 'kbl', 'sib', 'dbs', 'hsbc', 'sc', 'citi', 'equitas', 'jkb', 'tmb', 'dcb', 'indianbank', 'iob', 'centralbank',
])

/** Second-level names of common mail providers, to read `name at gmail dot com` as an address. */
export const mailProviders: ReadonlySet<string> = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'outlook', 'hotmail', 'live', 'msn', 'rediffmail', 'rediff', 'protonmail',
  'proton', 'tutanota', 'icloud', 'me', 'aol', 'zoho', 'zohomail', 'yandex', 'gmx', 'mail',
])
