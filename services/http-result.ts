/** What a handler answers, free of any HTTP framework. */
export type HttpResult = {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
  /**
   * Why a client's request was refused, for the operator: the HTTP edge logs it at WARN with the
   * request's trace. Set on refusals a client cannot tell apart by status alone (a 403's failed
   * check); never carries a secret or the input it judged.
   */
  readonly refusal?: string
}
