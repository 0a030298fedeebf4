/** Currency markers written before an amount (`Rs 500`, `₹500`, `INR 500`). */
export const currencyBefore: readonly string[] = Object.freeze([
  '₹', 'rs', 'rs.', 'rs/-', 'inr', 'rupees', 'rupee', 'rupaye', 'rupaiye', 'rupay', 'रु.', 'रु', 'रुपये', 'रुपए', 'ரூ.', 'ரூ',
  'రూ.', 'রু.',
])

/** Currency words written after an amount (`500 rupees`, `500 रुपये`, `500 ரூபாய்`). */
export const currencyAfter: readonly string[] = Object.freeze([
  'rupees', 'rupee', 'rupaye', 'rupaiye', 'rupay', 'rupiya', 'rupya', 'rs', 'rs.', 'inr', '₹', '/-',
  'रुपये', 'रुपए', 'रुपया', 'रुपयों', 'रु.', 'रु', 'ரூபாய்', 'ரூபாய', 'రూపాయలు', 'రూపాయల', 'টাকা', 'রুপি', 'ರೂಪಾಯಿ',
  'രൂപ', 'રૂપિયા', 'ਰੁਪਏ',
])

/** Indian multipliers, by power of ten: `2.5 lakh` is 250000, `1 crore` is 10000000. */
export const multipliers: Readonly<Record<string, number>> = Object.freeze({
  k: 3, thousand: 3, hazar: 3, hazaar: 3, 'हज़ार': 3, 'हजार': 3, 'ஆயிரம்': 3, 'వేలు': 3, 'হাজার': 3,
  lakh: 5, lakhs: 5, lac: 5, lacs: 5, 'लाख': 5, 'லட்சம்': 5, 'லட்ச': 5, 'లక్ష': 5, 'লাখ': 5, 'ಲಕ್ಷ': 5, 'ലക്ഷം': 5,
  crore: 7, crores: 7, cr: 7, 'करोड़': 7, 'करोड': 7, 'கோடி': 7, 'కోట్ల': 7, 'కోటి': 7, 'কোটি': 7, 'ಕೋಟಿ': 7, 'കോടി': 7,
})
