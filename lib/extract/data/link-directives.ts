/**
 * Words by which a message sends its reader to a site to act there: open, visit or see it, fill a
 * form, apply, register, pay, invest, track or start, or the site called "our website", "details"
 * or "information" ("more info at", "माहितीसाठी"). Lower case, matched as substrings of the text
 * around a link, in the ten languages the service meets (English and romanised Hindi first, then
 * each script). Not "download" or "install": a vendor's own site is where its tool is downloaded
 * from, so they mark no throwaway site.
 */
export const linkDirectives: readonly string[] = Object.freeze([
  // English
  'visit', 'open', 'go to', 'click', 'tap ', 'fill', 'apply', 'register', 'sign up', 'pay ', 'track', 'invest',
  'start', 'see ', 'check', 'view', 'website', 'site', 'page', 'portal', 'form', 'details',
  'here', 'copy', 'use ', 'info', 'registration',
  // romanised Hindi and the other languages as chat writes them
  'dekho', 'dekhiye', 'dekhen', 'kholo', 'kholiye', 'bharo', 'bhariye', 'bhar do', 'bhar dijiye', 'jao', 'jaiye',
  'paarunga', 'parunga', 'chudandi', 'nodi', 'nokku', 'dekhun', 'bagha', 'apply karo', 'register karo',
  // Hindi
  'देख', 'खोल', 'भर', 'आवेदन', 'रजिस्टर', 'जाएं', 'जाइए', 'क्लिक', 'वेबसाइट', 'साइट', 'लिंक', 'भुगतान',
  'निवेश', 'फॉर्म', 'विवरण', 'ट्रैक', 'जानकारी',
  // Marathi
  'पहा', 'बघा', 'उघडा', 'अर्ज', 'नोंदणी', 'भरा', 'माहिती',
  // Tamil
  'பாரு', 'பார்', 'திற', 'கிளிக்', 'இணையதள', 'தளம்', 'விண்ணப்', 'பதிவு', 'நிரப்', 'லிங்க்', 'முதலீ',
  'விவரம்', 'விவரங்', 'தகவல',
  // Telugu
  'చూడ', 'ఓపెన్', 'తెరవ', 'క్లిక్', 'వెబ్‌సైట్', 'వెబ్సైట్', 'దరఖాస్తు', 'నమోదు', 'నింప', 'లింక్', 'వివరాలు',
  'పెట్టుబడి', 'సమాచార',
  // Kannada
  'ನೋಡಿ', 'ಓಪನ್', 'ತೆರೆ', 'ಕ್ಲಿಕ್', 'ವೆಬ್‌ಸೈಟ್', 'ವೆಬ್ಸೈಟ್', 'ಅರ್ಜಿ', 'ನೋಂದಣಿ', 'ತುಂಬಿ', 'ಲಿಂಕ್', 'ವಿವರ',
  'ಹೂಡಿಕೆ', 'ಮಾಹಿತಿ',
  // Malayalam
  'നോക്ക', 'കാണു', 'തുറ', 'ക്ലിക്ക്', 'വെബ്സൈറ്റ്', 'വെബ്‌സൈറ്റ്', 'അപേക്ഷ', 'രജിസ്റ്റർ', 'പൂരിപ്പിക്ക', 'ലിങ്ക്', 'വിവര', 'നിക്ഷേപ',
  // Bengali
  'দেখুন', 'দেখো', 'খুলুন', 'ক্লিক', 'ওয়েবসাইট', 'সাইট', 'আবেদন', 'রেজিস্টার', 'পূরণ', 'লিংক', 'লিঙ্ক',
  'বিস্তারিত', 'বিনিয়োগ', 'তথ্য',
  // Gujarati
  'જુઓ', 'ખોલો', 'ક્લિક', 'વેબસાઇટ', 'સાઇટ', 'અરજી', 'રજીસ્ટર', 'ભરો', 'લિંક', 'વિગત', 'રોકાણ', 'માહિતી',
])
