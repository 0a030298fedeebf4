import { tellCategories } from '../../helpers/tell-categories.js'

// The categories the fourth blind corpus (corpus-i) found unread, each told again in every persona
// language and English, in sentences written for this test, not taken from the corpus: a pretext or
// a lever in the everyday words a scammer (or a relative) uses, the English words kept in the script.
tellCategories(new URL('./categories-of-corpus-i.json', import.meta.url), true)
