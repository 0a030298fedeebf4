import { matchesOf, type Span } from './spans.js'

const maxHits = 1024

// A calendar date, day-month-year or year-month-day, with `-`, `/` or `.`, optionally followed by
// a clock time; or a clock time alone. Every quantifier is bounded and each alternative starts on
// a digit the previous one could not end on, so a scan reads each character a bounded number of times.
const date = String.raw`\d{1,2}([-/.])\d{1,2}\1(?:\d{4}|\d{2})|\d{4}([-/.])\d{1,2}\2\d{1,2}`
const time = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`
const dateTime = new RegExp(String.raw`(?<![\w/.:-])(?:(?:${date})(?:(?:,?\s{1,3}|T|\s{1,3}at\s{1,3})${time})?|${time})(?![\w/:]|[-.]\d)`, 'g')

const isDay = (n: number): boolean => n >= 1 && n <= 31
const isMonth = (n: number): boolean => n >= 1 && n <= 12

/** Whether the digits read as a real day and month, either way round (`14-02-2026`, `02/14/2026`, `2026-02-14`). */
const isCalendarDate = (s: string): boolean => {
  const parts = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})/.exec(s)
  if (parts === null) return true // a clock time alone
  const [a, b, c] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if ((parts[1] ?? '').length === 4) return isMonth(b) && isDay(c)
  return (isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b))
}

const isClock = (s: string): boolean => {
  const m = /(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(s)
  return m === null || (Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3] ?? 0) <= 59)
}

/**
 * Dates and times as bank alerts and notices write them (`14-02-2026 10:42:15`, `2026-03-11`,
 * `11:59 PM`): found so that their digits are masked before the number runs are read, and never
 * become an account, a phone or a case id. Only real calendar days and clock times count, so a
 * phone written `98-76-54` is left alone.
 */
export const findDateTimes = (text: string): Span[] =>
  matchesOf(dateTime, text, maxHits)
    .filter((m) => isCalendarDate(m[0]) && isClock(m[0]))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
