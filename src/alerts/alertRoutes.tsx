/** The notification centre inside the layout, for <CustomRoutes>. */
import { Route } from 'react-router-dom';
import { NOTIFICATIONS_PATH } from './NotificationBell';
import { NotificationsPage } from './NotificationsPage';

export const alertRoutes = [
  <Route key="notifications" path={NOTIFICATIONS_PATH} element={<NotificationsPage />} />,
];
