import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppNotification } from './notificationsApi';

/** One notification in words: rule, cases, disease, area and week; when, below. */
export function NotificationSummary({ notification }: { notification: AppNotification }) {
  const translate = useTranslate();
  const text = translate('alerts.summary', {
    rule: notification.rule,
    cases: notification.cases,
    disease: notification.disease ?? translate('alerts.anyDisease'),
    area: notification.area ?? '—',
    week: notification.week,
  });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: notification.read_at ? 400 : 700, whiteSpace: 'normal' }}>
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {new Date(notification.created_at).toLocaleString()}
        {' · '}
        {translate(`resources.alerts.values.status.${notification.status}`)}
      </Typography>
    </Box>
  );
}
