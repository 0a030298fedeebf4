import t from 'tap'
import { judgeLink, namesTwoWords } from '../../../lib/extract/judge-link.js'

t.test('when a link is on an official site', async (t) => {
  for (const link of ['https://www.onlinesbi.sbi', 'https://pmkisan.gov.in/x', 'rbi.org.in', 'https://www.amazon.in/orders', 'https://x.bank.in']) {
    t.equal(judgeLink(link), 'official', `${link} is official`)
  }
})

t.test('when a link borrows an official name', async (t) => {
  for (const link of [
    'http://incometax-refund.gov.in.verify-now.xyz/update',
    'https://pmay-awas.gov-in.co/verify',
    'https://amazon.in.offer-claim.com',
    'http://sbi-kyc-update.in',
  ]) {
    t.equal(judgeLink(link), 'suspicious', `${link} is suspicious`)
  }
})

t.test('when a link hides its target or looks like a brand', async (t) => {
  t.equal(judgeLink('https://bit.ly/abc'), 'suspicious', 'a shortener')
  t.equal(judgeLink('https://t.me/joinchat/x'), 'suspicious', 'a chat invite')
  t.equal(judgeLink('http://10.0.0.7/login'), 'suspicious', 'a bare IP')
  t.equal(judgeLink('http://amaz0n-deals.com'), 'suspicious', 'a digit-for-letter lookalike')
  t.equal(judgeLink('http://xn--sbi-qla.com'), 'suspicious', 'a punycode host')
})

t.test('when a link asks for something on a site that is not the brand\'s', async (t) => {
  t.equal(judgeLink('https://bullrun-institutional.in/app'), 'suspicious', 'an app to install')
  t.equal(judgeLink('bima-dava-nipatan.com/pay'), 'suspicious', 'a payment page')
  t.equal(judgeLink('shubh-nidhi.in/MIP_brochure.pdf'), 'suspicious', 'a document to open')
  t.equal(judgeLink('https://blockpeak-capital.net/dashboard'), 'suspicious', 'the logged-in dashboard of a platform nobody knows')
  t.equal(judgeLink('https://www.amazon.in/pay'), 'official', 'on the brand\'s own site it is the brand\'s page')
})

t.test('when a link borrows a name or is merely unknown', async (t) => {
  t.equal(judgeLink('http://hdfcbankverify.com'), 'suspicious', 'a brand fused with a phishing word')
  t.equal(judgeLink('http://tata-capital-loans.com'), 'suspicious', 'a brand beside other words')
  t.equal(judgeLink('https://www.tatacapital.com'), 'unknown', 'a company\'s own name that contains a brand')
  t.equal(judgeLink('anydesk.com'), 'unknown', 'a vendor\'s home page')
  t.equal(judgeLink('https://anydesk-support.in'), 'suspicious', 'a vendor\'s name in someone else\'s host')
  t.equal(judgeLink('https://www.coca-cola.com'), 'official', 'a brand\'s own site, hyphenated as the brand spells it')
  t.equal(judgeLink('https://www.binance.com/en/support'), 'unknown', 'a help page')
})

t.test('when a site is merely a name nobody knows, strung together or split', async (t) => {
  t.equal(judgeLink('https://star-health-claims.in'), 'suspicious', 'a brand spelt across hyphens')
  t.equal(judgeLink('www.gram-vikas-nidhi.in'), 'suspicious', 'a registered name of three words')
  t.equal(judgeLink('https://coinpeak-staking.io'), 'suspicious', "a coin scheme's word beside a name")
  t.equal(judgeLink('https://easyfunds.in/apply'), 'suspicious', 'an application page')
  t.equal(judgeLink('https://www.coca-cola.com'), 'official', 'two words are still a brand\'s own name, listed as its own')
  t.equal(judgeLink('https://rapid-fin.in'), 'unknown', 'and so is a two-word name with no sign')
})

t.test('when a site\'s name is two hyphen-joined words', async (t) => {
  t.ok(namesTwoWords('https://rapid-fin.in/home'), 'a name nobody knows is a throwaway one, if the message sends the reader there')
  t.ok(namesTwoWords('pragati-kosh.co.in'), 'whatever the public suffix')
  t.notOk(namesTwoWords('https://www.coca-cola.com'), 'a brand so named is its own site')
  t.notOk(namesTwoWords('https://rapidfin.in'), 'one word is a site\'s own name')
  t.notOk(namesTwoWords('https://sbi-kyc.in'), 'a link already suspicious is judged for that')
})
