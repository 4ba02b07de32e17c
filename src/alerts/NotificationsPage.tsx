import {
  Box,
  Button,
  Card,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  Pagination,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NotificationSummary } from './NotificationSummary';
import { alertPath, useMarkRead, useNotifications } from './notificationsApi';

const PER_PAGE = 20;

/** /notifications: every notification of the viewer, newest first; mark read, open the alert to acknowledge it. */
export function NotificationsPage() {
  const translate = useTranslate();
  const markRead = useMarkRead();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, isPending } = useNotifications({ page, perPage: PER_PAGE, unreadOnly });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PER_PAGE));
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('routes.notifications')} />
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={translate('alerts.unreadOnly')}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={() => markRead('all')} disabled={!data?.unread}>
          {translate('alerts.markAllRead')}
        </Button>
      </Stack>
      {isPending && <LinearProgress />}
      {data?.data.length === 0 && (
        <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
          {translate('alerts.empty')}
        </Typography>
      )}
      <List aria-label={translate('routes.notifications')}>
        {data?.data.map((notification) => (
          <ListItem
            key={notification.id}
            divider
            sx={{ gap: 2, flexWrap: 'wrap', bgcolor: notification.read_at ? undefined : 'action.hover' }}
            data-testid="notification"
          >
            <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
              <NotificationSummary notification={notification} />
            </Box>
            <Stack direction="row" sx={{ gap: 1 }}>
              {!notification.read_at && (
                <Button size="small" onClick={() => markRead(notification.id)}>
                  {translate('alerts.markRead')}
                </Button>
              )}
              <Button
                size="small"
                variant="outlined"
                component={Link}
                to={alertPath(notification.alert_id)}
                onClick={() => (notification.read_at ? undefined : markRead(notification.id))}
              >
                {translate('alerts.open')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination sx={{ p: 2 }} count={pages} page={page} onChange={(_, value) => setPage(value)} />
      )}
    </Card>
  );
}
