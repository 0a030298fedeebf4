/**
 * The auxiliary verbs an English word takes when people write it inside Indic text ("account
 * block ஆகும்", "KYC expire হয়ে যাবে", "video viral చేస్తా", "record ಮಾಡಿದ್ದೇನೆ"): "becomes" or
 * "will be done" for a state, "I will do / did" for an act, in every persona script. A cue joins
 * an English word to one of them, so the loanword is read with the sentence it sits in.
 */
const becomes = [
  'हो जा', 'हो ज', 'होगा', 'होगी', 'होई', 'होणार', 'कर दिया जा', 'कर दी जा', 'केले जा', 'झाल',
  'হয়ে', 'হবে', 'করা হবে', 'হয়ে গেছে',
  'થઈ', 'થશે', 'કરવામાં આવશે',
  'ஆகும்', 'ஆயிடு', 'ஆகிடு', 'ஆகிவிடு', 'ஆகிவிட்ட', 'ஆகியிருக்', 'செய்யப்படு', 'ஆக போகுது', 'ஆகப் போகிறது',
  'అవుతుంది', 'అయిపోతుంది', 'అయింది', 'చేయబడుతుంది', 'అవ్వబోతుంది',
  'ಆಗುತ್ತ', 'ಆಗಲಿದೆ', 'ಆಗಿದೆ', 'ಆಗೋಗುತ್ತ', 'ಮಾಡಲಾಗುವುದು',
  'ആകും', 'ആവും', 'ആയി', 'ആയിപ്പോകും', 'ചെയ്യപ്പെടും',
]
const doing = [
  'कर दूंगा', 'कर दूँगा', 'कर देंगे', 'कर दिया', 'कर ली', 'किया', 'करेन', 'करीन', 'केला', 'केले',
  'করে দেব', 'করব', 'করেছি', 'করে রেখেছি',
  'કરી દઈશ', 'કરીશ', 'કર્યો', 'કર્યું',
  'பண்ணிடுவேன்', 'பண்ணுவேன்', 'பண்ணிட்டேன்', 'பண்ணிருக்கேன்', 'செய்வேன்', 'செய்தேன்', 'செய்திருக்கிறேன்', 'ஆக்கிடுவேன்', 'ஆக்குவேன்',
  'చేస్తా', 'చేస్తాను', 'చేశా', 'చేశాను', 'చేసి',
  'ಮಾಡ್ತೀನಿ', 'ಮಾಡುತ್ತೇನೆ', 'ಮಾಡಿದ್ದೀನಿ', 'ಮಾಡಿದ್ದೇನೆ', 'ಮಾಡಿ',
  'ചെയ്യും', 'ചെയ്തു', 'ചെയ്തിട്ടുണ്ട്', 'ആക്കും',
]

/** A regex fragment: one of the "becomes / will be done" auxiliaries, in any persona script. */
export const BECOMES = `(?:${becomes.join('|')})`
/** A regex fragment: one of the "I will do / I did" auxiliaries, in any persona script. */
export const DOING = `(?:${doing.join('|')})`
