import t from 'tap'
import { readEvidence } from '../../../lib/extract/extract-evidence.js'
import { checkKind } from './kind-cases.js'

// Addresses from the Bitcoin wiki and BIP-173/350, the EIP-55 test vectors, and Tron's USDT contract.
checkKind(
  'cryptoWallets',
  [
    ['send BTC to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH: 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy.', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bech32 bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['"bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr"', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'],
    ['deposit at 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 today', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['segwit bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['ETH 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ERC20 to 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['(0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB)', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['वॉलेट 0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb पर भेजें', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['all caps 0x52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['no checksum written 0xde709f2102306220921060314715629080e2fb77', '0xde709f2102306220921060314715629080e2fb77'],
    ['USDT TRC20: TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['Tron TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7 only', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['முகவரி TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9 க்கு அனுப்பவும்', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9'],
  ],
  [
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['0xzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'],
    ['T0000000000000000000000000000000000'],
    ['Tomorrow is the last day'],
    ['1234567890123456789012345678'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNL'],
    ['bitcoin address will be shared later'],
    ['PAN ABNPV2231K'],
    ['bc1 only'],
    ['0xDEADBEEF'],
  ],
)

t.test('when a wallet the scammer gives fails its checksum', async (t) => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['Deposit to our platform wallet 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['प्लेटफ़ॉर्म वॉलेट: TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u पर USDT भेजें', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['ETH இங்கே அனுப்புங்க 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['platform wallet-e pathan bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx'],
  ]
  for (const [text, wallet] of cases) {
    const { evidence, leads } = readEvidence(text)
    t.same(evidence.cryptoWallets, [], `not reported as a wallet: ${text}`)
    t.same(leads, [{ kind: 'cryptoWallets', value: wallet }], `kept as a lead: ${text}`)
  }
  t.same(readEvidence('Tomorrow is the last day, ref T0000000000000000000000000000000000').leads, [], 'a word or a run of zeros is no lead')
  t.same(readEvidence('TRANSACTIONREFERENCENUMBERISHERE12345').leads, [], 'a shouted id in one case is no lead')
})
