import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

export function mountApp(container: HTMLElement): void {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding between
  // them, instead of one long task that blocks the page (issue 13: total blocking time on a cold load).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
