import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import { ChangesTable } from './ChangesTable';
import { type HistoryEntry, useHistory } from './useHistory';

function Entry({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const action = translate(`resources.audit.values.action.${entry.action}`, { _: entry.action });
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        {action}
        {' · '}
        <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString(locale)}</time>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.audit.by')} {entry.actor ?? translate('app.audit.system')}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </Typography>
      {entry.changes && <ChangesTable changes={entry.changes} resourceName={entry.resource} />}
    </Box>
  );
}

/** The History tab of a show screen: who changed what in this record, and when. */
export function HistoryTab({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const history = useHistory(resource.name, record?.id, record?.updated_at);
  if (!record || history.isPending)
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack data-testid="history">
      {entries.length === 0 && <Typography variant="body2">{translate('app.audit.empty')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Box>
      {history.hasNextPage && (
        <Button
          onClick={() => history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          {translate('ra.navigation.next')}
        </Button>
      )}
    </Stack>
  );
}
