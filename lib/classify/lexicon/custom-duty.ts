import type { CueSet } from '../cue-set.js'

/** CUSTOM_DUTY: a parcel or gift held at customs or by a courier until a duty or fine is paid. */
export const customDuty: CueSet = {
  strong: [
    // customs
    /\bcustoms\b|\bcustom (?:duty|department|office|officer|clearance|me|mein|pe|par|ne|se|wale)\b|import duty|कस्टम|सीमा ?शुल्क|சுங்க|కస్టమ్స్|কাস্টমস|ಕಸ್ಟಮ್ಸ್|കസ്റ്റംസ്|કસ્ટમ/u,
    // held at customs or the airport, a clearance fee
    /clearance (?:fee|duty|charge)|(?:stopped|held|seized|detained|stuck|intercepted) (?:at|by) (?:the )?(?:customs|airport)|(?:international|foreign) (?:parcel|package|consignment|shipment)|अंतरराष्ट्रीय पार्सल/u,
  ],
  medium: [
    /\bparcel|\bcourier|\bconsignment|पार्सल|कूरियर|कुरियर|कुरिअर|பார்சல்|கூரியர்|పార్సెల్|పార్శిల్|కొరియర్|পার্সেল|কুরিয়ার|ಪಾರ್ಸೆಲ್|ಕೊರಿಯರ್|പാഴ്സൽ|പാർസൽ|കൊറിയർ|પાર્સલ|કુરિયર/u,
    /\bfedex\b|\bdhl\b|blue ?dart|india post|speed post|\baramex\b|इंडिया पोस्ट|फेडेक्स/u,
    /\bseized\b|confiscat|contraband|passports|foreign currency|जब्त|जप्त|பறிமுதல்|స్వాధీన|বাজেয়াপ্ত|ವಶಪಡಿಸ|പിടിച്ചെടു|જપ્ત/u,
  ],
  weak: [
    /\bpackage\b|\bshipment\b|\bawb\b|airway bill|tracking (?:number|no|id)|gift (?:box|package|parcel)/u,
    /\bduty\b|ड्यूटी|শুল্ক|ட்யூட்டி/u,
  ],
}
