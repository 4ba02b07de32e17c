/** react-admin's notification area, fed with the fetch client's toasts and cleared of their echoes. */
import { useEffect, useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, useNotify } from 'react-admin';
import { subscribeToasts } from '../../api/notify';
import { HTTP_TOAST_MARK, screenNotification } from './echoFilter';

/** Shows each toast of the fetch client as a red react-admin notification. */
function HttpToastBridge() {
  const notify = useNotify();
  useEffect(
    () =>
      subscribeToasts((toast) =>
        notify(toast.text, {
          type: 'error',
          autoHideDuration: toast.durationMs,
          messageArgs: { _: toast.text },
          [HTTP_TOAST_MARK]: true,
        }),
      ),
    [notify],
  );
  return null;
}

function useScreenedNotifications() {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const kept = useMemo(
    () =>
      notifications.flatMap((original) => {
        const shown = screenNotification(original);
        return shown ? [{ original, shown }] : [];
      }),
    [notifications],
  );
  useEffect(() => {
    if (kept.length < notifications.length) {
      setNotifications((queue) => queue.filter((payload) => screenNotification(payload) !== null));
    }
  }, [kept, notifications, setNotifications]);
  return useMemo(
    () => ({
      ...context,
      notifications: kept.map(({ shown }) => shown),
      takeNotification: () => {
        const next = kept[0];
        if (!next) return undefined;
        setNotifications((queue) => queue.filter((payload) => payload !== next.original));
        return next.shown;
      },
    }),
    [context, kept, setNotifications],
  );
}

export function AppNotification() {
  const screened = useScreenedNotifications();
  return (
    <>
      <HttpToastBridge />
      <NotificationContext.Provider value={screened}>
        <Notification />
      </NotificationContext.Provider>
    </>
  );
}
