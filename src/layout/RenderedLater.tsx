import { type ReactNode, useDeferredValue, useEffect } from 'react';

/**
 * Whether children of a RenderedLater have been drawn before in this page load. Only the first mount is
 * deferred: a later one (a language switch remounts the whole app under react-admin's I18nContextProvider)
 * drawing the fallback first would empty the page for a commit, and the browser would put the reader back
 * at its top.
 */
let drawnBefore = false;

/**
 * Draws the fallback first and its children in a render of their own just after, which React splits into
 * slices of a few milliseconds and interrupts for input (a deferred value's render). What mounts big parts
 * of the page in an urgent render (react-query answers through useSyncExternalStore, which React renders
 * in one piece) then mounts only the fallback: a cold load no longer blocks the page for hundreds of
 * milliseconds while the layout and the page mount (issue 13: total blocking time).
 */
export function RenderedLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, drawnBefore);
  useEffect(() => {
    if (ready) drawnBefore = true;
  }, [ready]);
  return ready ? children : fallback;
}
