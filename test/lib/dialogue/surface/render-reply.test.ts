import t from 'tap'
import { emptyUnderstanding } from '../../../../lib/dialogue/acts/understanding.js'
import type { Moves } from '../../../../lib/dialogue/moves.js'
import { surfacePacks } from '../../../../lib/dialogue/surface/packs/index.js'
import { fuse, renderReply, type SurfaceInput } from '../../../../lib/dialogue/surface/render-reply.js'
import type { AskKind } from '../../../../lib/dialogue/vocabulary.js'

const quiet: Moves = { answers: [], reactions: [], feint: null, asks: [], worry: null, excuse: false, stated: [], mood: 'cooperative' }
const render = (
  language: keyof typeof surfacePacks,
  sessionId: string,
  moves: Partial<Moves>,
  given: ReadonlyArray<AskKind> = [],
  known: SurfaceInput['known'] = {},
  claims: SurfaceInput['claims'] = emptyUnderstanding().claims,
  speaker: SurfaceInput['speaker'] = null,
): string =>
  renderReply({
    sessionId,
    turn: 3,
    pack: surfacePacks[language],
    moves: { ...quiet, ...moves },
    claims,
    avoid: [],
    recentReplies: [],
    choice: null,
    wasSaid: () => false,
    given: (k) => given.includes(k),
    known,
    speaker,
  } satisfies SurfaceInput)
const sessions = Array.from({ length: 60 }, (_, i) => `render-${i}`)

t.test('when two parts could run on with a comma', async (t) => {
  const always = () => 0
  const lower = (p: string): string => p.charAt(0).toLowerCase() + p.slice(1)
  t.same(fuse(['Okay, I have noted it.', 'The payment failed.'], always, lower), ['Okay, I have noted it, the payment failed.'], 'two statements run on as one sentence')
  t.same(fuse(['The UPI ID says invalid.', 'Can I pay a little later?'], always, lower), ['The UPI ID says invalid.', 'Can I pay a little later?'], 'a question keeps its own sentence, so it is not read as asking about the obstacle')
  const ask = 'Tell me the account number, I will go to the bank.'
  t.same(fuse([ask, 'Links like this scare me.'], always, lower, new Set([ask])), [ask, 'Links like this scare me.'], 'nothing runs on after an ask, so a worry is not heard as part of it')
  t.same(fuse(['Okay.', ask], always, lower, new Set([ask])), ['Okay.', ask], 'and an ask runs on after nothing')
})

t.test('when the persona worries about a link the scammer already sent', async (t) => {
  for (const language of ['English', 'Hindi', 'Hinglish', 'Tamil'] as const) {
    for (const sessionId of sessions) {
      const reply = render(language, sessionId, { worry: 'link', asks: ['phone'] }, ['link'])
      t.ok(reply.split('?').length - 1 <= 1, `${language} ${sessionId}: only the ask may be a question, the worry about the link is said, not asked again ("${reply}")`)
    }
  }
  const asked = sessions.map((s) => render('English', s, { worry: 'link', asks: ['phone'] }))
  t.ok(asked.some((r) => r.split('?').length - 1 === 2), 'with no link given yet, the worry may still be a question')
  const spoken = sessions.map((s) => render('English', s, { worry: 'link', asks: ['phone'] }, ['link']))
  t.ok(spoken.filter((r) => /link/iu.test(r)).length > sessions.length / 2, 'and the worry is still said, in most sessions')
})

t.test('when the scammer asks which state, or whether there is anyone', async (t) => {
  const states = /Maharashtra|Madhya Pradesh|Karnataka|Uttarakhand|Gujarat|Kerala|Tamil Nadu/u
  for (const sessionId of sessions) t.match(render('English', sessionId, { answers: ['region'], asks: ['name'] }), states, `${sessionId}: the state is named`)
  t.match(render('Hindi', 'render-1', { answers: ['region'], asks: ['name'] }), /उत्तर प्रदेश|मध्य प्रदेश/u, 'Hindi: the state is named')
  const nobody: Record<string, RegExp> = { English: /\b(?:no|not|nobody)\b/iu, Hindi: /कोई नहीं/u, Hinglish: /koi nahi/iu, Tamil: /யாரும்/u }
  for (const [language, no] of Object.entries(nobody)) {
    t.match(render(language as keyof typeof surfacePacks, 'render-2', { answers: ['anyone'], asks: ['name'] }), no, `${language}: "is there anyone…?" is answered no`)
  }
})

t.test('when an obstacle concerns a UPI id or a number the scammer gave', async (t) => {
  for (const language of ['English', 'Hindi', 'Hinglish', 'Tamil'] as const) {
    for (const sessionId of sessions.slice(0, 20)) {
      const upi = render(language, sessionId, { feint: 'upiInvalid', asks: ['account'] }, ['upi'], { upi: 'sana.k9921@ybl' })
      t.ok(upi.includes('sana.k9921@ybl'), `${language} ${sessionId}: the UPI id that "failed" is said back, as written ("${upi}")`)
      const phone = render(language, sessionId, { feint: 'callFailed', asks: ['email'] }, ['phone'], { phone: '+916205481937' })
      t.ok(phone.includes('+916205481937'), `${language} ${sessionId}: so is the number that did not answer`)
      t.notMatch(phone.replace('+916205481937', ''), /\p{Nd}/u, `${language} ${sessionId}: and no other digit`)
    }
  }
  const unknown = render('English', 'render-1', { feint: 'upiInvalid', asks: ['account'] }, ['upi'])
  t.notMatch(unknown, /<|>|\p{Nd}/u, 'with no value known, the obstacle is said without one')
})

t.test('when the bank "asks who the beneficiary is" and the scammer gave his name', async (t) => {
  // Tamil asks "does the money go in your name?" to his face: his full name in the third person reads oddly there.
  for (const language of ['English', 'Hindi', 'Hinglish'] as const) {
    const reply = render(language, 'render-4', { asks: ['beneficiary'] }, ['account', 'name'], {}, { name: 'Arvind Khanna' })
    t.ok(reply.includes('Arvind Khanna'), `${language}: the persona asks whether the account is in his name ("${reply}")`)
  }
})

t.test('when the scammer asks a yes-or-no question about the persona, or asks it to agree', async (t) => {
  // "Do you have any other loan running?" is not answered "Oh yes, that is correct".
  const agreeing = /that is (right|correct|so)|right you are|quite right|suppose so|believe so|think so|as far as I/i
  for (const sessionId of sessions) {
    t.notMatch(render('English', sessionId, { answers: ['yesno'], asks: ['name'] }), agreeing, `${sessionId}: a plain yes to a question about the persona`)
  }
  const agreed = sessions.map((sessionId) => render('English', sessionId, { answers: ['confirm'], asks: ['name'] }))
  t.ok(agreed.some((r) => agreeing.test(r)), '"…, right?" may be answered "yes, that is right"')
  t.match(render('Hindi', 'render-4', { answers: ['yesno'], asks: ['name'] }), /^(हां जी|जी हां|हां हां|जी)।/u, 'Hindi: a plain yes')
})

t.test('when the scammer asks "are you doubting me?"', async (t) => {
  const no: Record<string, RegExp> = { English: /\bno\b|not at all/iu, Hindi: /नहीं/u, Hinglish: /nahi/iu, Tamil: /இல்லீங்க/u }
  for (const [language, pattern] of Object.entries(no)) {
    const reply = render(language as keyof typeof surfacePacks, 'render-3', { answers: ['doubt'], asks: ['name'] })
    t.match(reply, pattern, `${language}: the answer is a no, with a reason ("${reply}")`)
  }
})

t.test('when the scammer wants the savings moved, not a fee paid', async (t) => {
  const reply = render('English', 'render-5', { worry: 'transfer', asks: ['ifsc'] }, ['account'])
  t.match(reply, /savings|my own money/u, `the worry is about moving one's savings, not about a fee ("${reply}")`)
  t.notMatch(render('Telugu', 'render-5', { worry: 'transfer', asks: ['ifsc'] }, ['account']), /[<>{}]/u, 'a pack without those lines says its fee worry instead')
})

t.test('when every wording of a worry was said lately', async (t) => {
  const recent = [
    'Why should I move my own savings, it is all I have?',
    'I am scared to move all my savings like this.',
    'Is it really safe to take my savings out of my own account?',
    'Will I really get my own money back? It is all I have, that is why I am scared.',
  ]
  const reply = renderReply({
    sessionId: 'render-6', turn: 3, pack: surfacePacks.English, moves: { ...quiet, worry: 'transfer', asks: ['ifsc'] }, claims: emptyUnderstanding().claims,
    avoid: [], recentReplies: recent, choice: null, wasSaid: () => false, given: () => false, known: {}, speaker: null,
  })
  t.notMatch(reply, /savings|my own money/u, `the worry goes unsaid rather than said again ("${reply}")`)
})

t.test('when the scammer speaks as a woman', async (t) => {
  const male = /भाई साहब|बेटा|साहब|bhaiya|bhai sahab|young man|\bsir\b/u
  for (const [language, claims] of [['Hindi', {}], ['Hinglish', {}], ['English', {}], ['English', { name: 'Priya Sharma' }]] as const) {
    const replies = sessions.slice(0, 20).map((id) => render(language, id, { reactions: ['acknowledge'], asks: ['phone'] }, [], {}, claims, 'woman'))
    t.notOk(replies.some((r) => male.test(r)), `${language}${claims.name === undefined ? '' : ' with a name'}: no reply addresses her as a man`)
  }
  const named = sessions.slice(0, 20).map((id) => render('English', id, { reactions: ['acknowledge'], asks: ['phone'] }, [], {}, { name: 'Priya Sharma' }, 'woman'))
  t.notOk(named.some((r) => /Mr Sharma/u.test(r)), 'a woman named Priya Sharma is never "Mr Sharma"')
})

t.test('when two parts of a reply could end alike', async (t) => {
  // Three words running, within a sentence, one of them of four letters or more.
  const runs = (text: string): string[] =>
    text.split(/[.?!।]/u).flatMap((sentence) => {
      const w = sentence.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []
      return w.slice(0, -2).map((_, i) => w.slice(i, i + 3)).filter((r) => r.some((x) => x.length >= 4)).map((r) => r.join(' '))
    })
  const pairs: ReadonlyArray<readonly [AskKind, AskKind]> = [['name', 'employeeId'], ['caseId', 'email'], ['phone', 'email'], ['account', 'ifsc'], ['organisation', 'office']]
  for (const language of ['English', 'Hindi', 'Hinglish'] as const) {
    let repeated = 0
    for (const id of sessions) for (const asks of pairs) {
      const seen = runs(render(language, id, { asks: [...asks], worry: 'genuine', feint: 'paymentFailed' }))
      if (new Set(seen).size < seen.length) repeated++
    }
    t.ok(repeated <= 3, `${language}: at most a few of ${sessions.length * pairs.length} replies say three words twice (${repeated})`)
  }
})

t.test('when a reply could say again four words a recent reply said', async (t) => {
  const runs4 = (text: string): string[] =>
    text.split(/[.?!।,]/u).flatMap((sentence) => {
      const w = sentence.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []
      return w.slice(0, -3).map((_, i) => w.slice(i, i + 4)).filter((r) => r.some((x) => x.length >= 4)).map((r) => r.join(' '))
    })
  for (const language of ['English', 'Hindi', 'Hinglish', 'Tamil'] as const) {
    let shared = 0
    for (const id of sessions) {
      const moves = { reactions: ['acknowledge' as const], asks: ['phone' as const, 'email' as const], worry: 'urgency' as const }
      const recent = [render(language, id, moves), render(language, `${id}-b`, moves)]
      const reply = renderReply({
        sessionId: `${id}-c`, turn: 3, pack: surfacePacks[language], moves: { ...quiet, ...moves }, claims: emptyUnderstanding().claims,
        avoid: [], recentReplies: recent, choice: null, wasSaid: () => false, given: () => false, known: {}, speaker: null,
      })
      const before = new Set(recent.flatMap(runs4))
      if (runs4(reply).some((r) => before.has(r))) shared++
    }
    t.ok(shared <= 6, `${language}: few of ${sessions.length} replies say four words running of the last two (${shared})`)
  }
})

t.test('when a recent reply said an ask without the name this one would insert', async (t) => {
  // "Who is your senior there, Ravi, I would like to speak to him too?" after "Who is your senior there?"
  // is the same question to a reader, the name in it or not.
  const recentReplies = ['Who is your manager there?', 'Who is your supervisor there?', 'Who is your senior there?']
  const claims = { ...emptyUnderstanding().claims, name: 'Ravi Kumar' }
  for (let i = 0; i < 200; i++) {
    const reply = renderReply({
      sessionId: `render-side-${i}`, turn: 3, pack: surfacePacks.English, moves: { ...quiet, asks: ['supervisor'] }, claims, avoid: [], recentReplies,
      choice: null, wasSaid: () => false, given: () => false, known: {}, speaker: null,
    } satisfies SurfaceInput)
    if (/Who is your (manager|supervisor|senior) there/u.test(reply)) t.fail(`render-side-${i}: said again with the name in it: ${reply}`)
  }
  t.pass('never said again')
})

t.test('when a second ask opens with an acronym or a name', async (t) => {
  // The joiner before a second ask lowers a plain first word ("And, which…"), never an acronym or a name.
  for (const language of Object.keys(surfacePacks) as Array<keyof typeof surfacePacks>) {
    const kinds = Object.keys(surfacePacks[language].asks) as AskKind[]
    let lowered = 0
    for (const second of kinds) {
      for (const sessionId of sessions.slice(0, 20)) {
        const reply = render(language, sessionId, { asks: [second === 'name' ? 'phone' : 'name', second] }, [], {}, { name: 'Priya Nair' })
        if (/(?:^|[^\p{L}])(?:uPI|iFSC|pAN|oTP|aTM|kYC|priya)(?:[^\p{L}]|$)/u.test(reply)) {
          lowered++
          t.fail(`${language} ${second} ${sessionId}: ${reply}`)
        }
      }
    }
    t.equal(lowered, 0, `${language}: no acronym or name lowered`)
  }
})

t.test('when the firm is asked once the office is known', async (t) => {
  const office = /office|ऑफिस|दफ्तर|ஆபீஸ|ఆఫీస్|অফিস|ઓફિસ/iu
  for (const language of ['Hindi', 'Hinglish', 'Marathi', 'Telugu', 'Bengali', 'Gujarati', 'Tamil'] as const) {
    const said = sessions.map((s) => render(language, s, { asks: ['organisation'] }, ['office']))
    t.notOk(said.some((r) => office.test(r)), `${language}: the firm is never asked as "which office are you from?"`)
  }
  const before = sessions.map((s) => render('Marathi', s, { asks: ['organisation'] }))
  t.ok(before.some((r) => /ऑफिस/u.test(r)), 'before the office is known, an office may name the firm')
})
