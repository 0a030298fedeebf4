/**
 * The investigator key, typed once and kept in this tab's sessionStorage: it goes with the tab,
 * is never written to a cookie, localStorage or a URL, and is sent only as the `x-api-key` header.
 */
const KEY = 'honeypot.investigatorKey'

export const readKey = (): string | undefined => {
  const k = sessionStorage.getItem(KEY)
  return k === null || k === '' ? undefined : k
}
export const keepKey = (key: string): void => sessionStorage.setItem(KEY, key)
export const forgetKey = (): void => sessionStorage.removeItem(KEY)
