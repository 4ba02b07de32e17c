type Tree = { [key: string]: Tree | string | undefined };

/** Nested catalogue → dotted keys, the shape polyglot looks phrases up in. */
export function flattenMessages(tree: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    if (typeof value === 'string') flat[prefix + key] = value;
    else if (value) Object.assign(flat, flattenMessages(value, `${prefix}${key}.`));
  }
  return flat;
}
