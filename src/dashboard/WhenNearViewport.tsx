/**
 * Draws its children only once their place on the page is in view, or within a screen of it once the user
 * scrolls, as Grafana does for the panels of a dashboard: the map and the four charts sit below the fold
 * once the cards above have loaded, and drawing them up front (leaflet, recharts, thousands of SVG nodes) held a phone's main thread for
 * seconds before the cards at the top could be used (issue 13: a cold /dashboard at Lighthouse ≥ 75).
 * Until then the placeholder keeps their height, so nothing below jumps when they arrive.
 *
 * A keyboard user tabbing through the page, or printing it, gets everything at once: what is not drawn
 * cannot take the focus or be printed.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * How far ahead of the viewport a part starts drawing once the user scrolls: one screen, so a scroll rarely
 * catches it unready. Before any scroll only what is in the viewport draws: while the cards above are still
 * loading the page is short, and a look-ahead would draw everything at once.
 */
const AHEAD = '100% 0px';

function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const reveal = () => setNear(true);
    const watch = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && reveal(),
        {
          rootMargin,
        },
      );
      observer.observe(element);
      return observer;
    };
    const observers = [watch('0px')];
    const lookAhead = () => observers.push(watch(AHEAD));
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && reveal();
    // Captured at the document: the page itself or any scrolling box inside it.
    document.addEventListener('scroll', lookAhead, { capture: true, once: true, passive: true });
    document.addEventListener('keydown', onKey);
    window.addEventListener('beforeprint', reveal);
    return () => {
      for (const observer of observers) observer.disconnect();
      document.removeEventListener('scroll', lookAhead, { capture: true });
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeprint', reveal);
    };
  }, [near]);

  return [ref, near];
}

export function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ref, near] = useNearViewport();
  if (near) return children;
  return (
    <div ref={ref} aria-hidden="true" data-near-viewport="waiting">
      {placeholder}
    </div>
  );
}
