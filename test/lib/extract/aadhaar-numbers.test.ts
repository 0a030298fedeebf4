import t from 'tap'
import { readEvidence } from '../../../lib/extract/extract-evidence.js'
import { checkKind } from './kind-cases.js'

// 234567890124, 414746801715, 567812349877, 314159265351, 876543210988, 735194628039, 620471853900,
// 384610275598, 917360245185 pass the Verhoeff check; 567812349876, 978682746038, 735194628032,
// 620471853903, 384610275591, 452183907618 fail it.
checkKind(
  'aadhaarNumbers',
  [
    ['Aadhaar 2345 6789 0124 is linked', '2345 6789 0124'],
    ['Aadhaar 2345 6789 0124 is linked', '234567890124'],
    ['आधार नंबर 4147 4680 1715 है', '414746801715'],
    ['aadhar no: 567812349877', '567812349877'],
    ['ஆதார் எண் 3141 5926 5351 சரியா?', '314159265351'],
    [
      'Your Aadhaar-linked SIM card has been used in a crime and is now under investigation by us. Number on file: 4147 4680 1715.',
      '414746801715',
    ],
    ['Aadhaar 8765-4321-0988 found', '876543210988'],
    ['UIDAI record 876543210988', '876543210988'],
    ['ఆధార్ 4147 4680 1715 ధృవీకరించండి', '414746801715'],
    ['your aadhaar card number is 3141 5926 5351', '314159265351'],
    ['আধার 2345 6789 0124 যাচাই', '234567890124'],
    ['"Aadhaar 7351 9462 8039 is on record" [stating data]', '735194628039'],
    ['aadhaar: 5678.1234.9877', '567812349877'],
    ['आपके आधार से जुड़ा नंबर 8765 4321 0988 है', '876543210988'],
    // printed as the card prints it, the checksum holding: a reply to an earlier "your Aadhaar?"
    ['Ok sir, 6204 7185 3900 correct. Ippo link-la poi fill pannunga', '620471853900'],
    ['4147 4680 1715', '414746801715'],
    // in a Hindi digital-arrest call, with the nukta spelling
    ['आपका आधार नंबर 3846 1027 5598 है न? इसी नंबर पर एफ़आईआर दर्ज है', '384610275598'],
    ['మీ ఆధార్ సంఖ్య 9173 6024 5185 కదా?', '917360245185'],
    // a card or identity number in a message about Aadhaar, its check digit holding
    ['आपका आधार कार्ड नंबर 6204 7185 3900 है', '620471853900'],
    ['உங்கள் ஆதார் அடையாள எண் 3846 1027 5598 தானே?', '384610275598'],
    ['Aadhaar (ID: 7351 9462 8039) is linked to the SIM', '735194628039'],
  ],
  [
    ['UPI ref no. 414746801715'],
    ['account 4147 4680 1715'],
    ['AWB 414746801715'],
    ['414746801715'],
    // the Verhoeff check digit fails: not an Aadhaar, whatever the label says
    ['Your Aadhaar 5678 1234 9876 was misused'],
    ['"Aadhaar 9786 8274 6038 is on record" [stating data]'],
    ['ఆధార్ నంబర్ 7351 9462 8032 మీ పేరు మీద ఉంది'],
    ['आपका आधार नंबर 6204 7185 3903 है'],
    ['উনার আধার 3846 1027 5591 দিয়ে সিম নেওয়া হয়েছে'],
    ['4521 8390 7618 correct'],
    ['आपका आधार कार्ड नंबर 6204 7185 3903 है'],
    ['OTP 620471853900 for login'],
    ['Aadhaar 0123 4567 8901'],
    ['Aadhaar 1234 5678 901'],
    ['Aadhaar ending 1715'],
    ['call +91 87654 09321, aadhaar pending'],
    ['Aadhaar mobile 91-9559012873'],
    ['Your Aadhaar OTP is 482913'],
    ['card number 4147 4680 1715 2222'],
    ['send me your aadhaar number'],
    ['https://uidai-update.xyz/414746801715'],
    ['policy 414746801715'],
    ['Aadhaar update pending. Ticket 8765 4321 0988'],
  ],
)

t.test('when a number said to be Aadhaar fails its check digit', async (t) => {
  const { evidence, leads } = readEvidence('ఆధార్ నంబర్ 7351 9462 8032 మీ పేరు మీద ఉంది, ఖాతా 50100234567812')
  t.same(evidence.aadhaarNumbers, [], 'it is not reported as an Aadhaar')
  t.same(evidence.bankAccounts, ['50100234567812'], 'nor is it read as an account, while a real account beside it is')
  t.same(leads, [{ kind: 'aadhaarNumbers', value: '7351 9462 8032' }], 'it is kept as a lead, as written')
})
