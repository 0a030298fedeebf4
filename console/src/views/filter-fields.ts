import { h } from '../dom.js'
import { linkingKinds } from '../format.js'

/** A `<select>` with a label, its first option "any" (the empty value). */
export const selectField = (id: string, label: string, options: ReadonlyArray<readonly [string, string]>, selected: string | undefined, any = 'Any'): HTMLElement =>
  h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    h('select', { id, name: id }, h('option', { value: '' }, any), options.map(([value, text]) => h('option', { value, selected: value === selected }, text))),
  )

/** An `<input>` with a label. */
export const inputField = (id: string, label: string, type: 'text' | 'search' | 'date', value: string | undefined, extra: Readonly<Record<string, string>> = {}): HTMLElement =>
  h('div', { class: 'field' }, h('label', { for: id }, label), h('input', { id, name: id, type, value: value ?? '', autocomplete: 'off', spellcheck: 'false', ...extra }))

export const kindField = (id: string, selected: string | undefined, any = 'Any kind'): HTMLElement => selectField(id, 'Evidence kind', linkingKinds, selected, any)

/** The trimmed value of a form's field, or undefined when it is empty. */
export const fieldValue = (form: HTMLFormElement, name: string): string | undefined => {
  const el = form.elements.namedItem(name)
  const v = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value.trim() : ''
  return v === '' ? undefined : v
}
