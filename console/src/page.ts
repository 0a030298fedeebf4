import type { Child } from './dom.js'

/** A page: its title, and what it shows for its route once its reads are done. */
export type Page = { readonly title: string; readonly body: Child }
