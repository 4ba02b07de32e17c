import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { nextTask } from './nextTask';
import { buildStartTheme } from './settings/useAppTheme';

export async function mountApp(container: HTMLElement): Promise<void> {
  // Out of the task that evaluated the app's modules, the theme in a task of its own, then the first render.
  await nextTask();
  buildStartTheme();
  await nextTask();
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
