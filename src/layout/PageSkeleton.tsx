/**
 * The page's place while it cannot draw yet (the viewer's permissions or the page's chunk are on their
 * way): the skeleton index.html's app shell paints before any script (issue 13), so a cold load goes from
 * the shell to the page without an empty page in between. One "Loading" status for assistive technologies.
 */
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from './visuallyHidden';

const rowSx = { display: 'flex', flexWrap: 'wrap', gap: 1.5 } as const;
const fieldSx = { flex: '1 1 160px', maxWidth: 260 } as const;
const tileSx = { flex: '1 1 150px', height: 86, bgcolor: 'background.paper' } as const;

/** Names for the skeleton's repeated blocks (React keys): they never reorder. */
const SLOTS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;
const fields = (count: number) =>
  SLOTS.slice(0, count).map((slot) => <Skeleton key={slot} variant="rounded" height={48} sx={fieldSx} />);
const tiles = (count: number) =>
  SLOTS.slice(0, count).map((slot) => (
    <Box key={slot} sx={tileSx} border={1} borderColor="divider" borderRadius={1} />
  ));

function DashboardSkeleton() {
  return (
    <>
      <Box sx={rowSx}>{fields(4)}</Box>
      <Box sx={rowSx}>{tiles(6)}</Box>
      <Box sx={rowSx}>{tiles(4)}</Box>
    </>
  );
}

function ScreenSkeleton() {
  return (
    <>
      <Box sx={rowSx}>{fields(1)}</Box>
      <Skeleton variant="rounded" height={420} />
    </>
  );
}

export function PageSkeleton() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const dashboard = pathname === '/' || pathname === '/dashboard';
  return (
    <Box role="status" sx={{ display: 'grid', gap: 2, py: 2, px: { xs: 0.5, sm: 1 } }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('ra.page.loading')}
      </Box>
      {dashboard ? <DashboardSkeleton /> : <ScreenSkeleton />}
    </Box>
  );
}
