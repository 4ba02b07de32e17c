/** `items[index]` where the index is in range by construction (a lookup table's entry); a bug otherwise. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index} of ${items.length}`);
  return item;
}
