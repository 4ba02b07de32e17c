/**
 * One failure = one toast. The fetch client toasts every failed call; react-admin's controllers then
 * notify the same failure again ("Element does not exist", the error message, "invalid form"…).
 * An error notification that does not come from the fetch client and arrives shortly after one of its
 * toasts is that echo, and is dropped. Errors that stay red last 5 s.
 */
import type { NotificationPayload } from 'react-admin';
import { ERROR_TOAST_MS, lastErrorToastAt } from '../../api/notify';

/** Marks notifications raised for the fetch client (a data attribute, harmless on the Snackbar's root). */
export const HTTP_TOAST_MARK = 'data-http-toast';
export const ECHO_WINDOW_MS = 2_000;

const decisions = new WeakMap<NotificationPayload, NotificationPayload | null>();

/** The notification to show, or null to drop it; decided once per notification, when first seen. */
export function screenNotification(
  payload: NotificationPayload,
  now = Date.now(),
): NotificationPayload | null {
  const decided = decisions.get(payload);
  if (decided !== undefined) return decided;
  let shown: NotificationPayload | null = payload;
  if (payload.type === 'error') {
    const options = payload.notificationOptions ?? {};
    const fromFetchClient = options[HTTP_TOAST_MARK] === true;
    if (!fromFetchClient && now - lastErrorToastAt() < ECHO_WINDOW_MS) shown = null;
    else if (options.autoHideDuration === undefined) {
      shown = { ...payload, notificationOptions: { ...options, autoHideDuration: ERROR_TOAST_MS } };
    }
  }
  decisions.set(payload, shown);
  return shown;
}
