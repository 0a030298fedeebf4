/** What a handler answers, free of any HTTP framework. */
export type HttpResult = {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}
