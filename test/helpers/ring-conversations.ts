import { playConversation } from './a-turn.js'

/**
 * Conversations for the console's tests: three sessions that reuse one UPI id, two of them also one
 * phone number, a fourth with its own details only, and a fifth whose scammer sends markup and a
 * script end tag, which the console must show as text.
 */
export const RING_UPI = 'refund.desk@fakebank'
export const RING_PHONE = '+91-9812345678'
export const HOSTILE_TEXT = 'Sir <img src=x onerror="window.__pwned=1"> urgent </script><script>window.__pwned=2</script> pay to hostile.pay@fakeupi'

export const ringConversations: ReadonlyArray<{ readonly sessionId: string; readonly texts: ReadonlyArray<string> }> = [
  {
    sessionId: 'ring-kyc-1',
    texts: [
      'Dear customer, your SBI account will be blocked today. Complete KYC now or lose access.',
      `Pay the Rs 499 verification fee to ${RING_UPI} immediately.`,
      `If the payment fails call our officer on ${RING_PHONE}.`,
    ],
  },
  {
    sessionId: 'ring-refund-2',
    texts: [
      'Your electricity refund of Rs 2,300 is pending. Share details to receive it today.',
      `Send Rs 10 to ${RING_UPI} so we can verify your UPI, then the refund comes.`,
      `Call ${RING_PHONE} for help, it is urgent.`,
    ],
  },
  {
    sessionId: 'ring-lottery-3',
    texts: ['Congratulations! You won Rs 25 lakh in the KBC lottery. Pay the processing fee to claim.', `Transfer Rs 4,999 to ${RING_UPI} and send the screenshot.`],
  },
  {
    sessionId: 'lone-job-4',
    texts: ['Part-time job: earn Rs 5,000 daily liking videos. Register with a deposit.', 'Deposit Rs 1,000 to jobs.hr@fakeupi and mail hr.desk@fakejobs.example.'],
  },
  { sessionId: 'hostile-5', texts: ['Your parcel is held at customs. Pay the duty now.', HOSTILE_TEXT] },
]

/** Plays every conversation through `post`, the partner's way. */
export const playRings = async (post: (body: unknown) => Promise<{ status: number; body: any }>): Promise<void> => {
  for (const c of ringConversations) await playConversation(post, c.sessionId, c.texts)
}
