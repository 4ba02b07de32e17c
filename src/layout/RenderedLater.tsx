import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws the fallback first and its children in a render of their own just after, which React splits into
 * slices of a few milliseconds and interrupts for input (a deferred value's render). What mounts big parts
 * of the page in an urgent render (react-query answers through useSyncExternalStore, which React renders
 * in one piece) then mounts only the fallback: a cold load no longer blocks the page for hundreds of
 * milliseconds while the layout and the page mount (issue 13: total blocking time).
 */
export function RenderedLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
