import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** The frame index.html's inline script draws into #root before any module loads (issue 13). */
const SHELL_SELECTOR = '#root .shell';

/**
 * Keeps index.html's app shell on screen (the very nodes its inline script drew) while the app cannot draw
 * the page yet: React's first commit empties #root, and this puts the shell back before the browser paints.
 * So a cold load goes from the shell to the layout with nothing in between, and the layout can mount in a
 * render of its own. The shell is looked up while rendering, before a commit removes it; once React has
 * replaced it for good (or on a load without it) `otherwise` is drawn instead.
 */
export function AppShellStill({ otherwise = null }: { otherwise?: ReactNode }) {
  const [shell] = useState(() => document.querySelector<HTMLElement>(SHELL_SELECTOR));
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shell) place.current?.append(shell);
  }, [shell]);
  return shell ? <div ref={place} /> : otherwise;
}
