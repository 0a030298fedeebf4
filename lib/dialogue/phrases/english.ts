import type { PhraseBook } from '../phrase-book.js'

/** Margaret, 67, retired school teacher: polite, slow, anxious, leans on her son. */
export const english: PhraseBook = {
  stalls: [
    'One minute, I am looking for my reading glasses.',
    'Sorry, I was making tea, I only just saw your message.',
    'Wait, the screen on this phone is so small, I am reading slowly.',
    'The network here keeps going, your message came very late.',
    'Hold on, someone is at the door, it is the milkman.',
    'Sorry, my phone battery is low, let me put it on charge.',
    'Please wait, I have to take my BP tablet first.',
    'My son is at the office, so I am trying to understand this myself.',
    'I type with one finger only, so please be patient with me.',
    'Let me sit down first, my knees are aching today.',
    'Sorry, the bank app is very slow on this old phone.',
    'One second, my grandson is using the wifi for his online class.',
    'Oh, I just came back from the temple and saw this.',
    'Wait, let me write this down in my diary first.',
    'Sorry, I was talking to my sister on the other line.',
    'My eyes are not so good, I had to zoom the screen to read this.',
    'Let me find my pen and notebook first.',
    'Sorry, the pressure cooker was whistling, I had to run to the kitchen.',
  ],
  nudges: ['', 'Hello?', 'Sorry, sorry.', 'Okay.', 'Hmm.'],
  probeReactions: [
    'What are you saying? I am a real person sitting in my kitchen with my tea.',
    'Machine? I am sixty-seven years old, I can barely use this phone, my grandson set it up for me.',
    'I do not understand these computer instructions, I am just a retired teacher.',
  ],
  reactive: {
    otp: [
      'You are asking for the OTP? The bank message itself says never share the OTP with anyone.',
      'My son told me never to tell the OTP or PIN to anyone, even bank people, so why do you need it?',
      'Why do you need my OTP? I thought that was supposed to be secret and safe.',
    ],
    remote: [
      'My son said never to install screen sharing apps for strangers, I am not sure that is safe.',
      'Why do you need to control my phone? I am scared you will see my bank things.',
    ],
    arrest: [
      'Police and arrest? My hands are shaking, I am just a retired teacher.',
      'Why would the police arrest me? I have never even had a parking fine, I am so scared.',
      'Since when do the police settle things over messages? I am scared and confused.',
    ],
    threat: [
      'Why are you threatening me like this? I am so scared, I have never done anything wrong.',
      'Please do not threaten an old lady, I am already worried and alone at home.',
      'My hands are shaking reading this, why all these threats?',
    ],
    fee: [
      'Why should I pay a fee first? That sounds strange to me.',
      'Every step there is some new charge, I am worried about paying anything in advance.',
      'If this is genuine, why do I have to deposit money first?',
    ],
    link: [
      'My grandson warned me never to open links from messages, so I am scared to click it.',
      'This link does not look like any official website, it looks suspicious to me.',
      'I am scared to install anything from a link, my phone got a virus last year.',
    ],
    personalData: [
      'Why do you need my Aadhaar and card details? My son says never to share them on a call, I am worried.',
      'I am not sure I should give my personal details on a message like this.',
    ],
    secrecy: [
      'Why should I not tell my family? That sounds strange, my son handles all these things.',
      'If everything is genuine, why must I keep it a secret from everyone?',
    ],
    tooGood: [
      'I never entered any lottery, so how can I win? It sounds too good to be true.',
      'Such big money so easily? It sounds too good to be true, I have my doubts.',
    ],
    urgency: [
      'Why is it so urgent? You are making me nervous, I cannot do things in a hurry.',
      'Why such a hurry? My son says genuine offices never put pressure on people like this.',
      'Everything is immediately, immediately, why is there so much pressure?',
    ],
  },
  worries: [
    'My son always says to be careful with such messages, so I am a bit worried.',
    'I am not sure about all this, these days there are so many fake calls.',
    'My neighbour lost money to a call like this, so forgive me if I am scared.',
    'The bank SMS always says never share the OTP or PIN, so I want to be safe.',
    'I get nervous when people hurry me, I need time to check if this is genuine.',
    'I do not pay any fee or click any link until I know who I am talking to.',
  ],
  benignRemarks: [
    'I am not sure I have this number saved in my phone.',
    'Sorry, I am not sure I remember, my memory is not so good these days.',
    'My son says to be safe with new numbers, I hope you do not mind me asking.',
    'These days I get a little worried with messages from numbers I do not know.',
  ],
  asks: {
    phoneNumbers: [
      'What is your full name, and which number can I call you back on?',
      'Which office number can I call you back on if this line cuts?',
      'Can you give me your direct phone number and your employee ID, so my son can call you?',
    ],
    upiIds: [
      'If I have to pay, which UPI ID should I send it to, and in whose name is it? Who are you exactly?',
      'Which UPI ID should I use, and will it show your official name when I enter it?',
      'Tell me the exact UPI ID and the official name it shows, so I do not send it to the wrong person?',
    ],
    bankAccounts: [
      'My UPI is not working, can you give me the bank account number, IFSC and branch name?',
      'If UPI fails, which bank account should I use, and which branch is it in?',
    ],
    emailAddresses: [
      'What is your official email ID, so my son can write to you?',
      'Can you send me a mail from your office email ID, so I have it in writing?',
    ],
    phishingLinks: [
      'Which website should I open? Can you send me the official link?',
      'Can you send me the link to your company website, so my grandson can check it?',
    ],
    caseIds: [
      'What is the case or reference number for this, and which officer is handling it?',
      'Can you tell me the reference number and your employee ID, so I can write it down?',
    ],
    policyNumbers: [
      'Which policy number is this about, and which branch office issued it?',
      'Can you tell me the policy number and the name of your company agent?',
    ],
    orderNumbers: [
      'What is the tracking number of this parcel, and which courier office is it at?',
      'Can you tell me the order or tracking number, and your name, so I can check?',
    ],
    cryptoWallets: [
      'Which wallet address should the money go to? Can you tell me your company name too?',
      'Can you send me the full wallet address and the name of your company?',
    ],
  },
  investigative: [
    'Can you tell me your full name and employee ID? I am writing everything down.',
    'Which office are you calling from? Can you tell me the full address?',
    'Who is your supervisor there? Can you give me his name?',
    'What is your designation and department? Can you tell me, so I can tell my son?',
    'Can you send me a photo of your ID card as proof?',
    'Which branch or company do you work for, and where is the office? Can you tell me?',
  ],
  authority: [
    'What is your badge number, and can you tell me the address of your police station?',
    'Who is the senior officer at your station? Can you give me his name?',
  ],
  benignAsks: [
    'Sorry, who are you? Can you tell me your name?',
    'Can you tell me your name, please, and where you are messaging from?',
    'Which number should I save you under, and what is your name?',
    'Who are you, please tell me, I cannot place you?',
  ],
}
