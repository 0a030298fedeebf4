/**
 * Scammer sides of the conversations the load generator plays, in the partner's style: an LLM
 * scammer quoting itself, adding [stage directions], revealing payment details over the turns, in
 * English, Hinglish, Hindi and Tamil. Written for the benchmark, not taken from any scenario set.
 */
export type Conversation = {
  readonly channel: string
  readonly language: string
  readonly turns: ReadonlyArray<string>
}

export const conversations: ReadonlyArray<Conversation> = Object.freeze([
  {
    channel: 'SMS',
    language: 'English',
    turns: [
      '"Dear customer, your HDFC Bank KYC has expired and your account will be blocked today at 6 PM. Update immediately to avoid suspension." [urgent tone]',
      '"I am Vikram Sethi from the HDFC KYC desk. You can verify me on +91-9823456710. Do not visit the branch, the online window closes soon."',
      '"Your service request number is HDFC/KYC/2025/55120. Keep it ready when our officer calls you."',
      '"Complete the update here: http://hdfc-kyc-update.in/verify and enter your debit card number and expiry." [sharing link]',
      '"An OTP will come to your phone now. Please tell me the 6-digit code so I can finish the verification from my side." [pushing for OTP]',
      '"If the link is slow, no tension. Pay a refundable verification fee of Rs 499 to kyc.hdfc@okaxis and I will activate manually."',
      '"Sir the fee is mandatory as per RBI circular. After payment your account will be fully restored in 10 minutes."',
      '"You can also transfer to account 50100234567891, IFSC HDFC0001234, name KYC Verification Cell." [revealing account]',
      '"Why are you delaying? Many customers have already lost money because they did not update in time."',
      '"Final reminder. Pay Rs 499 to kyc.hdfc@okaxis now or your account and card will be permanently blocked." [final pressure]',
    ],
  },
  {
    channel: 'WhatsApp',
    language: 'Hinglish',
    turns: [
      'Hello ji! Ghar baithe part time job, roz ka 3000 se 8000 kamao. Sirf YouTube videos like karne hain. Interested ho?',
      'Bahut easy hai madam. Pehle 3 task free hain, har like ka Rs 150 milega. Aapka naam aur UPI ID bhejo payment ke liye.',
      'Main Priya, HR executive, DigiGrowth Media se. Humari company registered hai, website dekho: https://digigrowth-tasks.online',
      'Aapka pehla payment Rs 450 bhej diya gaya hai. Ab Telegram group join karo premium tasks ke liye: https://t.me/dgm_tasks_vip',
      'Premium task mein Rs 2000 invest karo, 30 minute mein Rs 2800 wapas milega. Guaranteed return hai ji.',
      'Payment is UPI pe karo: dgm.tasks@ybl. Screenshot bhejna mat bhoolna. [sending payment details]',
      'Aapka task pending hai kyunki reset fee Rs 5000 baaki hai. Fee bharte hi pura amount withdraw ho jayega.',
      'Kisi ko batana mat, yeh limited seats wala offer hai. Mera number save karo: 7892345610',
      'Madam aapka account freeze ho jayega agar 1 ghante mein fee nahi bhari. Jaldi karo please.',
      '"Last chance ji. Rs 5000 bhejo dgm.tasks@ybl pe, phir total Rs 12,400 turant withdraw." [urgency]',
    ],
  },
  {
    channel: 'WhatsApp',
    language: 'Hindi',
    turns: [
      'नमस्ते, मैं मुंबई साइबर क्राइम ब्रांच से इंस्पेक्टर राजेश शर्मा बोल रहा हूँ। आपके आधार नंबर से एक पार्सल में ड्रग्स मिले हैं।',
      'आपके खिलाफ FIR नंबर MH/CYB/2025/44871 दर्ज हुई है। अगर आप सहयोग नहीं करेंगे तो आपको डिजिटल अरेस्ट किया जाएगा।',
      'यह कॉल रिकॉर्ड हो रही है। किसी को भी इसके बारे में मत बताइए, वरना आपके परिवार पर भी केस होगा। [intimidation]',
      'अपनी पहचान साबित करने के लिए अपना आधार और पैन नंबर भेजिए। हमारे अधिकारी से बात करें: +91 98201 45678',
      'जाँच पूरी होने तक आपके खाते का पैसा RBI के सुरक्षित खाते में रखना होगा। यह पूरी तरह कानूनी प्रक्रिया है।',
      'सुरक्षित खाता: 918020045671234, IFSC: UTIB0000456, नाम: Central Verification Account. तुरंत ट्रांसफर करें।',
      'ट्रांसफर की राशि ₹2,50,000 है। जाँच के बाद 24 घंटे में पूरी रकम वापस मिल जाएगी।',
      'अगर आपने 30 मिनट में ट्रांसफर नहीं किया तो पुलिस टीम आपके घर पहुँच जाएगी। [threat]',
      'ईमेल पर अपना कन्फर्मेशन भेजिए: cbi.verification.cell@gmail.com',
      'यह आपकी आखिरी चेतावनी है। तुरंत पैसे भेजिए वरना गिरफ्तारी वारंट जारी होगा।',
    ],
  },
  {
    channel: 'Email',
    language: 'English',
    turns: [
      'Congratulations! Your mobile number has won Rs 25,00,000 in the KBC Lucky Draw 2025. Lottery number KBC-8891-2025.',
      '"To claim the prize you must pay the GST and processing charge first. This is as per government rules." [official tone]',
      'I am Mr. Rana Pratap, claims manager. Contact me on WhatsApp +91 7006543219 for the claim form.',
      'The processing charge is only Rs 12,500. Pay to the claims UPI: kbc.claims@paytm and send the screenshot.',
      'Fill your details on our portal: http://kbc-lottery-claim.xyz/form and upload your Aadhaar card photo.',
      '"Sir, many winners have already collected. Do not miss this golden chance." [building trust]',
      'Your cheque is ready, only the courier charge of Rs 3,200 remains. Transfer to 33445566778 IFSC SBIN0004321.',
      'Reply with your bank details so we can send the prize amount directly to your account.',
      'If you do not pay within today, the prize will be transferred to the next winner on the list.',
      '"Final notice: pay Rs 12,500 to kbc.claims@paytm now. Case reference KBC/CLM/77120." [final pressure]',
    ],
  },
  {
    channel: 'Telegram',
    language: 'English',
    turns: [
      'Hi, I am Ananya, a crypto trader with Binance VIP. I made 40% profit this month, want to learn my strategy?',
      'The platform is https://bitprofit-pro.net, minimum deposit only $100 and daily returns of 5% guaranteed.',
      '"Just deposit USDT to this wallet: TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE and the bot starts trading for you." [sharing wallet]',
      'You can also send BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh if you prefer bitcoin.',
      'Look at your dashboard, your balance is already $480. To withdraw you need to pay 10% tax first.',
      'The tax is $48, send it to the same USDT wallet. Withdrawal is processed within 2 hours.',
      'My manager can help you: +44 7700 900123 on WhatsApp. He handles all VIP accounts.',
      'Your account is flagged for verification. Pay the verification fee of $150 to unlock withdrawals.',
      '"Dont worry dear, everyone pays this once. After this you can withdraw anytime." [reassuring]',
      'Send now or your profits will be frozen. Time is running out!',
    ],
  },
  {
    channel: 'SMS',
    language: 'Tamil',
    turns: [
      'வணக்கம், நான் இந்தியா போஸ்ட் கஸ்டம்ஸ் பிரிவில் இருந்து பேசுகிறேன். உங்கள் பெயரில் ஒரு பார்சல் சுங்கத்தில் நிறுத்தப்பட்டுள்ளது.',
      'பார்சல் டிராக்கிங் எண்: EE123456789IN. அதில் வெளிநாட்டு பொருட்கள் உள்ளன, சுங்க வரி கட்ட வேண்டும்.',
      'சுங்க வரி Rs 6,850 மட்டும். இன்று கட்டவில்லை என்றால் பார்சல் திருப்பி அனுப்பப்படும்.',
      'பணம் இந்த UPI-க்கு அனுப்புங்கள்: customs.clear@okicici [payment request]',
      'விவரங்களுக்கு இந்த லிங்கை பாருங்கள்: http://indiapost-customs.top/track',
      'என் அதிகாரி எண்: 9445012345. அவரை அழைத்து உறுதிப்படுத்துங்கள்.',
      'பார்சலில் உள்ள பொருட்கள் சட்டவிரோதமாக இருந்தால் உங்கள் மீது வழக்கு பதிவு செய்யப்படும்.',
      'இப்போதே கட்டினால் 2 மணி நேரத்தில் டெலிவரி செய்யப்படும்.',
      'கட்டணம் கட்டிய ஸ்கிரீன்ஷாட்டை customs.desk@indiapost-help.com க்கு அனுப்புங்கள்.',
      'இது கடைசி அறிவிப்பு. உடனே Rs 6,850 கட்டுங்கள்.',
    ],
  },
  {
    channel: 'Phone',
    language: 'English',
    turns: [
      'Hello, this is Microsoft Windows technical support. Our server detected a virus on your computer sending your bank data.',
      '"Please do not switch off the computer, it will damage all your files." [creating panic]',
      'Download AnyDesk from https://anydesk-support-help.com so our engineer can fix the problem remotely.',
      'Tell me the 9-digit AnyDesk code shown on your screen. Our engineer John will connect now.',
      'The firewall licence has expired. The renewal charge is Rs 9,999 for lifetime protection.',
      'Open your net banking so we can check if hackers took any money. Do not close the AnyDesk window.',
      'We found an unauthorised transaction. To reverse it, pay Rs 1 to refund.desk@upi to verify the account.',
      'Your support ticket is MS-TKT-558201. Call our toll free line +1 888 555 0147 for any doubt.',
      '"Sir it is very urgent, hackers are active right now on your account." [urgency]',
      'Pay the Rs 9,999 now or Microsoft will block your Windows licence permanently.',
    ],
  },
  {
    channel: 'WhatsApp',
    language: 'English',
    turns: [
      'Instant personal loan of up to Rs 5,00,000 approved for you without CIBIL check. Interest only 2% per annum.',
      'I am Sneha from QuickCash Finance. Just send your Aadhaar and PAN card photo to start processing.',
      'Your loan of Rs 3,00,000 is approved! Loan ID QCF/LN/2025/9034. Pay the file charge of Rs 2,999 to release.',
      'Pay the file charge to quickcash.finance@ybl or account 60123456789 IFSC ICIC0002345.',
      '"Sir the amount will be credited within 30 minutes of payment, guaranteed." [reassurance]',
      'Our official website is http://quickcash-loans.co/apply and our email is support@quickcash-loans.co',
      'The insurance charge of Rs 4,500 is also required as per RBI guidelines for unsecured loans.',
      'Call my manager on 8123456790 if you have any doubts. He will confirm everything.',
      'If you do not pay today, your loan approval will be cancelled and your CIBIL score will drop.',
      'Last chance sir, pay Rs 4,500 now and get Rs 3,00,000 in your account today.',
    ],
  },
] satisfies ReadonlyArray<Conversation>)
