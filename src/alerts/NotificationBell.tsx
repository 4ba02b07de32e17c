import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NotificationSummary } from './NotificationSummary';
import { alertPath, useMarkRead, useNotifications, useUnreadCount } from './notificationsApi';

export const NOTIFICATIONS_PATH = '/notifications';

/** The top bar's bell: the unread count, and the latest notifications one click away. */
export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: unread = 0, isError } = useUnreadCount();
  const latest = useNotifications({ page: 1, perPage: 6, unreadOnly: false }, Boolean(anchor));
  // Not a back-office viewer (403): no bell.
  if (isError) return null;

  const label = translate('alerts.bellUnread', { smart_count: unread });
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {translate('alerts.centre')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markRead('all')}>
              {translate('alerts.markAllRead')}
            </Button>
          )}
        </Box>
        <Divider />
        {latest.data?.data.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{translate('alerts.empty')}</Typography>
          </MenuItem>
        )}
        {latest.data?.data.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={async () => {
              if (!notification.read_at) await markRead(notification.id);
              go(alertPath(notification.alert_id));
            }}
            sx={{ alignItems: 'flex-start', py: 1 }}
          >
            <NotificationSummary notification={notification} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => go(NOTIFICATIONS_PATH)} sx={{ justifyContent: 'center' }}>
          {translate('alerts.seeAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
