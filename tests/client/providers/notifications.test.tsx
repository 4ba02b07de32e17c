import { act, render, screen } from '@testing-library/react';
import { AdminContext, useNotificationContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { emitErrorToast, resetToasts } from '../../../src/api/notify';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { AppNotification } from '../../../src/providers/notifications/AppNotification';
import { ECHO_WINDOW_MS, screenNotification } from '../../../src/providers/notifications/echoFilter';

let notify: ReturnType<typeof useNotify> = () => {};
let queued = 0;
function CaptureNotify() {
  notify = useNotify();
  queued = useNotificationContext().notifications.length;
  return null;
}

const renderNotifications = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <CaptureNotify />
      <AppNotification />
    </AdminContext>,
  );

afterEach(() => resetToasts());

describe('AppNotification', () => {
  it('shows a fetch-client toast once, dropping the screen echo of the same failure', async () => {
    renderNotifications();
    await act(async () => {
      emitErrorToast('Province still referenced');
      notify('Province still referenced', { type: 'error' });
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
    });
    expect(await screen.findByText('Province still referenced')).toBeTruthy();
    expect(screen.getAllByText('Province still referenced')).toHaveLength(1);
    expect(screen.queryByText('Element does not exist')).toBeNull();
    // Nothing left waiting behind the toast: the echoes were dropped, not postponed.
    expect(queued).toBe(0);
  });

  it('delivers toasts raised before it mounted', async () => {
    emitErrorToast('Early failure');
    renderNotifications();
    expect(await screen.findByText('Early failure')).toBeTruthy();
  });

  it('shows app notifications that are not echoes', async () => {
    renderNotifications();
    await act(async () => {
      notify('Record restored', { type: 'info' });
    });
    expect(await screen.findByText('Record restored')).toBeTruthy();
  });
});

describe('screenNotification', () => {
  it('drops an error right after a toast, keeps it later, and makes errors last 5 s', () => {
    emitErrorToast('x');
    const now = Date.now();
    expect(screenNotification({ message: 'echo', type: 'error' }, now)).toBeNull();
    const later = screenNotification({ message: 'later', type: 'error' }, now + ECHO_WINDOW_MS + 1);
    expect(later?.notificationOptions?.autoHideDuration).toBe(5000);
    const info = { message: 'ok', type: 'info' as const };
    expect(screenNotification(info, now)).toBe(info);
  });
});
