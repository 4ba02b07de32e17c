import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources';
import { http } from '../../api/http';
import { useResourceTranslate } from '../useResourceTranslate';
import { useActionLabel } from './useActionLabel';

export interface Transition {
  id: number;
  action: string;
  from_state: string;
  to_state: string;
  comment: string | null;
  user_name: string | null;
  created_at: string;
}

/** The record's workflow history, oldest first: who did what, when, from which status to which, and why. */
export function TransitionHistory({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = useResourceTranslate(resource);
  const label = useActionLabel(resource);
  const headingId = useId();
  const { data } = useQuery({
    queryKey: [resource.name, 'transitions', record?.id],
    queryFn: async () => (await http.get<Transition[]>(`/${resource.name}/${record?.id}/transitions`)).json,
    // Only a resource with actions has a workflow history (the others answer 404).
    enabled: record?.id !== undefined && resource.actions.length > 0,
  });
  const field = resource.actions[0]?.field;
  if (!record || !field) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const actionOf = (name: string) => resource.actions.find((a) => a.name === name);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 2, p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('workflow.history')}
      </Typography>
      {data && !data.length && (
        <Typography color="text.secondary">{translate('workflow.noHistory')}</Typography>
      )}
      <List dense>
        {data?.map((step) => {
          const action = actionOf(step.action);
          const states = translate('workflow.transition', {
            from: t.value(field, step.from_state),
            to: t.value(field, step.to_state),
          });
          const by = step.user_name ? ` · ${translate('workflow.by', { name: step.user_name })}` : '';
          return (
            <ListItem key={step.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={`${action ? label(action) : step.action} (${states})`}
                secondary={
                  <>
                    <time dateTime={step.created_at}>{when.format(new Date(step.created_at))}</time>
                    {by}
                    {step.comment && (
                      <Typography
                        component="q"
                        display="block"
                        variant="body2"
                        color="text.primary"
                        sx={{ mt: 0.5 }}
                      >
                        {step.comment}
                      </Typography>
                    )}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
