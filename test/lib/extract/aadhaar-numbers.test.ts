import { checkKind } from './kind-cases.js'

// 234567890124, 414746801715, 567812349877, 314159265351, 876543210988 pass the Verhoeff check.
checkKind(
  'aadhaarNumbers',
  [
    ['Aadhaar 2345 6789 0124 is linked', '2345 6789 0124'],
    ['Aadhaar 2345 6789 0124 is linked', '234567890124'],
    ['आधार नंबर 4147 4680 1715 है', '414746801715'],
    ['aadhar no: 567812349877', '567812349877'],
    ['ஆதார் எண் 3141 5926 5351 சரியா?', '314159265351'],
    ['Your Aadhaar 5678 1234 9876 was misused', '567812349876'],
    [
      'Your Aadhaar-linked SIM card has been used in a crime and is now under investigation by us. Number on file: 4147 4680 1715.',
      '414746801715',
    ],
    ['Aadhaar 8765-4321-0988 found', '876543210988'],
    ['UIDAI record 876543210988', '876543210988'],
    ['ఆధార్ 4147 4680 1715 ధృవీకరించండి', '414746801715'],
    ['your aadhaar card number is 3141 5926 5351', '314159265351'],
    ['আধার 2345 6789 0124 যাচাই', '234567890124'],
    ['"Aadhaar 9786 8274 6038 is on record" [stating data]', '978682746038'],
    ['aadhaar: 5678.1234.9877', '567812349877'],
    ['आपके आधार से जुड़ा नंबर 8765 4321 0988 है', '876543210988'],
  ],
  [
    ['UPI ref no. 414746801715'],
    ['account 4147 4680 1715'],
    ['AWB 414746801715'],
    ['4147 4680 1715'],
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
