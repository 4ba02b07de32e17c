/**
 * A tiny notifier so the fetch client can raise toasts outside React.
 * Toasts raised before anything listens are kept and delivered to the first subscriber.
 */

export const ERROR_TOAST_MS = 5_000;

export interface Toast {
  id: number;
  text: string;
  severity: 'error';
  durationMs: number;
}

type Listener = (toast: Toast) => void;

const listeners = new Set<Listener>();
let undelivered: Toast[] = [];
let lastId = 0;
let lastEmittedAt = Number.NEGATIVE_INFINITY;

/** When the last toast was raised (ms since epoch), so a screen's echo of the same failure can be dropped. */
export const lastErrorToastAt = (): number => lastEmittedAt;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  const pending = undelivered;
  undelivered = [];
  pending.forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitErrorToast(text: string): Toast {
  lastId += 1;
  lastEmittedAt = Date.now();
  const toast: Toast = { id: lastId, text, severity: 'error', durationMs: ERROR_TOAST_MS };
  if (listeners.size === 0) undelivered.push(toast);
  else for (const listener of listeners) listener(toast);
  return toast;
}

/** For tests: forget listeners and undelivered toasts. */
export function resetToasts(): void {
  listeners.clear();
  undelivered = [];
  lastEmittedAt = Number.NEGATIVE_INFINITY;
}
