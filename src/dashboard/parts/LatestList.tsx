/** The latest items under a dashboard card's tiles (open alerts, ongoing outbreaks), or why there are none. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function LatestList<T extends { id: number }>(props: {
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.75 }}>
      {!props.items.length && (
        <Typography component="li" variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      )}
      {props.items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {props.children(item)}
        </Box>
      ))}
    </Box>
  );
}
