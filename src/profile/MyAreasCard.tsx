import { CardContent, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type MyArea, useMyAreas } from '../areas/myAreas';
import type { CurrentUser } from '../providers/session';
import { requireResource } from '../screens/requireResource';
import { useResourceTranslate } from '../screens/useResourceTranslate';

/** The profile's statement of where the user may act: national, or their areas with what lies above each. */
export function MyAreasCard({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const { areas, national, isPending } = useMyAreas(user);
  return (
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom id="my-areas-label">
        {translate('areas.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(national ? 'areas.national' : 'areas.limited')}
      </Typography>
      {isPending && <LinearProgress aria-labelledby="my-areas-label" />}
      {areas.length > 0 && (
        <List dense aria-labelledby="my-areas-label">
          {areas.map((area) => (
            <AreaItem key={`${area.level}:${area.id}`} area={area} />
          ))}
        </List>
      )}
    </CardContent>
  );
}

function AreaItem({ area }: { area: MyArea }) {
  const translate = useTranslate();
  const level = useResourceTranslate(requireResource(area.level)).name(1);
  const above = area.path.slice(0, -1).map((place) => place.name);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={area.name}
        secondary={
          above.length ? `${level} · ${translate('areas.within', { path: above.join(' › ') })}` : level
        }
      />
    </ListItem>
  );
}
