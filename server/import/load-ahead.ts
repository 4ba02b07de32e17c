/**
 * Items loaded one ahead: while the caller works on an item, the next one is already loading. An import
 * checks a batch in the server's CPU while the database answers the next batch's look-ups; on one
 * connection those look-ups then run before the current batch's write instead of waiting behind it.
 */
export async function* loadAhead<T, R>(
  items: AsyncIterable<T>,
  load: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const iterator = items[Symbol.asyncIterator]();
  const start = async () => {
    const next = await iterator.next();
    return next.done ? null : { loaded: await load(next.value) };
  };
  let pending = start();
  // A caller who stops early still gets the failure of the item it holds, not an unhandled one ahead.
  pending.catch(() => {});
  try {
    for (;;) {
      const current = await pending;
      if (!current) return;
      pending = start();
      pending.catch(() => {});
      yield current.loaded;
    }
  } finally {
    // The load ahead may be using the caller's transaction: it must end before the caller leaves it.
    await pending.catch(() => {});
  }
}
