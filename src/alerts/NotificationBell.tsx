import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TopBarMenu } from '../layout/header/TopBarMenu';
import { NotificationSummary } from './NotificationSummary';
import { alertPath, useMarkRead, useNotifications, useUnreadCount } from './notificationsApi';

export const NOTIFICATIONS_PATH = '/notifications';

/** The top bar's bell: the unread count, and the latest notifications one click away. */
export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const { data: unread = 0, isError } = useUnreadCount();
  // Not a back-office viewer (403): no bell.
  if (isError) return null;

  return (
    <TopBarMenu
      label={translate('alerts.bellUnread', { smart_count: unread })}
      testId="notification-bell"
      paperSx={{ width: 360, maxWidth: 'calc(100vw - 16px)' }}
      icon={
        <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      }
    >
      {(close) => {
        const go = (path: string) => {
          close();
          navigate(path);
        };
        return [
          <Box key="title" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
              {translate('alerts.centre')}
            </Typography>
            {unread > 0 && (
              <Button size="small" onClick={() => markRead('all')}>
                {translate('alerts.markAllRead')}
              </Button>
            )}
          </Box>,
          <Divider key="top" />,
          <LatestNotifications key="latest" onOpen={(alertId) => go(alertPath(alertId))} />,
          <Divider key="bottom" />,
          <MenuItem key="all" onClick={() => go(NOTIFICATIONS_PATH)} sx={{ justifyContent: 'center' }}>
            {translate('alerts.seeAll')}
          </MenuItem>,
        ];
      }}
    </TopBarMenu>
  );
}

/** The six latest notifications, read when the menu opens; opening one marks it read. */
function LatestNotifications({ onOpen }: { onOpen: (alertId: number) => void }) {
  const translate = useTranslate();
  const markRead = useMarkRead();
  const latest = useNotifications({ page: 1, perPage: 6, unreadOnly: false });
  if (latest.data?.data.length === 0)
    return (
      <MenuItem disabled>
        <Typography variant="body2">{translate('alerts.empty')}</Typography>
      </MenuItem>
    );
  return latest.data?.data.map((notification) => (
    <MenuItem
      key={notification.id}
      onClick={async () => {
        if (!notification.read_at) await markRead(notification.id);
        onOpen(notification.alert_id);
      }}
      sx={{ alignItems: 'flex-start', py: 1 }}
    >
      <NotificationSummary notification={notification} />
    </MenuItem>
  ));
}
