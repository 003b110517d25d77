/**
 * A few DOM helpers instead of a framework: the client is a handful of panels that re-render
 * their own parts, and a phone inside an iframe should not pay for a virtual DOM.
 */
type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;

/** Creates an element: `on*` attributes become listeners, `true` a bare attribute, falsy ones are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' styles allows (a style attribute it refuses).
    else if (name === 'style' && typeof value === 'string') element.style.cssText = value;
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The SVG twin of h(), for the symbols and the plinko board. */
export function svg(
  tag: string,
  attributes: Record<string, string | number> = {},
  ...children: SVGElement[]
): SVGElement {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') element.style.cssText = String(value);
    else element.setAttribute(name, String(value));
  }
  for (const child of children) element.appendChild(child);
  return element;
}

/** Whether the player asked the system for less motion: animations then jump to their end. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
