/**
 * Registrable domains of banks, regulators, government services and large brands that scam
 * messages name to look credible ("this is not on https://www.onlinesbi.sbi"). A link on one of
 * them is never reported as phishing. Compared against tldts' registrable domain, so
 * `amazon.in.claim-now.xyz` is not covered by `amazon.in`.
 */
export const officialDomains: ReadonlySet<string> = new Set([
  // banks
  'onlinesbi.sbi', 'sbi.co.in', 'sbi.com', 'sbicard.com', 'yonosbi.com', 'sbilife.co.in', 'sbimf.com',
  'hdfcbank.com', 'hdfc.com', 'hdfcbank.net', 'hdfclife.com', 'hdfcergo.com', 'icicibank.com', 'iciciprulife.com', 'icicilombard.com',
  'axisbank.com', 'kotak.com', 'kotakbank.com', 'pnbindia.in', 'netpnb.com', 'bankofbaroda.in', 'bankofbaroda.com',
  'canarabank.com', 'canarabank.in', 'unionbankofindia.co.in', 'bankofindia.co.in', 'centralbankofindia.co.in',
  'indianbank.in', 'indianbank.net.in', 'iob.in', 'ucobank.com', 'idbibank.in', 'idbi.com', 'yesbank.in', 'indusind.com',
  'federalbank.co.in', 'bandhanbank.com', 'idfcfirstbank.com', 'rblbank.com', 'aubank.in', 'southindianbank.com',
  'karnatakabank.com', 'kvb.co.in', 'cityunionbank.com', 'dbs.com', 'hsbc.co.in', 'sc.com', 'citibank.co.in',
  'bankofmaharashtra.in', 'psbindia.com', 'jkbank.com', 'tmb.in', 'dcbbank.com', 'equitasbank.com', 'ujjivansfb.in',
  'airtel.in', 'paytmbank.com', 'ippbonline.com', 'finobank.com',
  // regulators, payments and government services
  'rbi.org.in', 'sebi.gov.in', 'irdai.gov.in', 'npci.org.in', 'bhimupi.org.in', 'uidai.gov.in', 'incometax.gov.in',
  'incometaxindia.gov.in', 'gst.gov.in', 'cybercrime.gov.in', 'india.gov.in', 'mygov.in', 'digilocker.gov.in',
  'licindia.in', 'licindia.com', 'epfindia.gov.in', 'irctc.co.in', 'indianrail.gov.in', 'indiapost.gov.in',
  'passportindia.gov.in', 'parivahan.gov.in', 'nsdl.co.in', 'protean-tinpan.com', 'utiitsl.com', 'cdslindia.com', 'nseindia.com',
  'bseindia.com', 'amfiindia.com', 'npscra.nsdl.co.in', 'trai.gov.in', 'dot.gov.in', 'sancharsaathi.gov.in',
  // brands, platforms, couriers
  'amazon.in', 'amazon.com', 'amazon.co.uk', 'amzn.to', 'amzn.in', 'flipkart.com', 'fkrt.it', 'myntra.com', 'myntr.it',
  'meesho.com', 'ajio.com', 'nykaa.com', 'snapdeal.com', 'tatacliq.com', 'jiomart.com', 'bigbasket.com', 'blinkit.com',
  'zeptonow.com', 'swiggy.com', 'swig.gy', 'zomato.com', 'zoma.to', 'dmart.in', 'dunzo.com', 'uber.com', 'olacabs.com',
  'rapido.bike', 'makemytrip.com', 'goibibo.com', 'cleartrip.com', 'yatra.com', 'redbus.in', 'ixigo.com', 'airindia.com',
  'goindigo.in', 'jio.com', 'reliancejio.com', 'ril.com', 'vi.in', 'myvi.in', 'bsnl.co.in', 'tatapower.com', 'tatamotors.com',
  'tata.com', 'tcs.com', 'infosys.com', 'wipro.com', 'hcltech.com', 'naukri.com', 'linkedin.com', 'indeed.com',
  'paytm.com', 'paytm.in', 'phonepe.com', 'pay.google.com', 'gpay.app.goo.gl', 'mobikwik.com', 'cred.club', 'bharatpe.com',
  'policybazaar.com', 'zerodha.com', 'groww.in', 'upstox.com', 'angelone.in',
  // insurers, whose own claim pages carry the words a phishing path does
  'newindia.co.in', 'godigit.com', 'starhealth.in', 'bajajallianz.com', 'tataaig.com', 'uiic.co.in', 'acko.com',
  'nivabupa.com', 'careinsurance.com', 'maxlifeinsurance.com', 'iffcotokio.co.in', 'orientalinsurance.org.in',
  'delhivery.com', 'bluedart.com', 'dtdc.in', 'dtdc.com', 'ecomexpress.in', 'xpressbees.com', 'shadowfax.in', 'fedex.com',
  'dhl.com', 'dhl.co.in', 'ups.com', 'shiprocket.in',
  'google.com', 'google.co.in', 'goo.gl', 'g.co', 'youtube.com', 'youtu.be', 'gmail.com', 'microsoft.com', 'live.com',
  'outlook.com', 'office.com', 'apple.com', 'icloud.com', 'whatsapp.com', 'facebook.com', 'fb.com', 'instagram.com',
  'twitter.com', 'x.com', 'wikipedia.org', 'norton.com', 'mcafee.com', 'quickheal.com', 'github.com', 'zoom.us',
  'netflix.com', 'hotstar.com', 'jiocinema.com', 'primevideo.com', 'spotify.com', 'bookmyshow.com', 'practo.com',
  'apollopharmacy.in', 'pharmeasy.in', '1mg.com', 'cowin.gov.in',
  // the few large brands whose own registered name is two hyphen-joined words, which a throwaway
  // scheme site's name otherwise is (`find-links.ts`, a two-word site the victim is sent to)
  'coca-cola.com', 'coca-colaindia.com', 'coca-colacompany.com', 'mercedes-benz.com', 'mercedes-benz.co.in',
  'rolls-royce.com', 'harley-davidson.com', 't-mobile.com', 'marks-and-spencer.com', 'tata-aia.com', 'bajaj-auto.com',
])

/**
 * Public suffixes that only government, education and regulated banking bodies can register.
 * (`.bank.in` is the RBI's reserved space for banks; `.sbi` is the State Bank's own TLD.)
 */
export const officialSuffixes: ReadonlySet<string> = new Set([
  'gov.in', 'nic.in', 'gov', 'mil', 'edu', 'ac.in', 'edu.in', 'res.in', 'bank.in', 'fin.in', 'sbi', 'gov.uk', 'gc.ca',
])
