/** Builds the sign-in page's elements by hand: the page downloads no UI library (issue 13, /login ≥ 90). */
type Attributes = Record<string, string | boolean | undefined>;

/** An element with its attributes (`false` or `undefined` leave one out) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children);
  return node;
}

export function setAttributes(node: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) node.removeAttribute(name);
    else node.setAttribute(name, value === true ? '' : value);
  }
}
