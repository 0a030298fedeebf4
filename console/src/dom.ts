/**
 * The only way the console makes elements. Text goes in as text nodes, never as markup, so what a
 * scammer wrote is shown as written whatever it holds; the page's CSP (Trusted Types, no policy)
 * makes every HTML sink throw should anything try otherwise. Attributes that could run or load
 * something are refused here: event-handler attributes, `style`, and links that leave the console.
 */
export type Child = Node | string | number | null | undefined | false | ReadonlyArray<Child>
export type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>

const append = (parent: Node, child: Child): void => {
  if (child === null || child === undefined || child === false) return
  if (typeof child === 'string' || typeof child === 'number') parent.appendChild(document.createTextNode(String(child)))
  else if (Array.isArray(child)) for (const c of child as ReadonlyArray<Child>) append(parent, c)
  else parent.appendChild(child as Node)
}

const setAttrs = (el: Element, attrs: Attrs): void => {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue
    const lower = name.toLowerCase()
    if (lower.startsWith('on') || lower === 'style' || lower === 'srcdoc') throw new Error(`the console never sets ${name}`)
    if ((lower === 'href' || lower === 'src' || lower === 'action') && !String(value).startsWith('#') && !String(value).startsWith('/console/'))
      throw new Error(`${name} must stay inside the console`)
    el.setAttribute(name, value === true ? '' : String(value))
  }
}

/** An HTML element with attributes and children (text or nodes). */
export const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag)
  setAttrs(el, attrs)
  append(el, children)
  return el
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/** An SVG element, as `h`. */
export const s = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): SVGElementTagNameMap[K] => {
  const el = document.createElementNS(SVG_NS, tag)
  setAttrs(el, attrs)
  append(el, children)
  return el
}

/** Replaces what `parent` holds. */
export const replaceChildren = (parent: Element, ...children: Child[]): void => {
  parent.replaceChildren()
  append(parent, children)
}

/** Listens on an element and returns it, so a listener fits inside an `h(...)` tree. */
export const on = <E extends Element, K extends keyof HTMLElementEventMap>(el: E, type: K, listener: (ev: HTMLElementEventMap[K]) => void): E => {
  el.addEventListener(type, listener as EventListener)
  return el
}
