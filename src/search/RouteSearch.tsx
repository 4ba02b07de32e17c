import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

const RouteSearchBox = lazy(() => import('./RouteSearchBox'));

/** The top bar's page search (spec §2): a button that opens the search box in its place. */
export function RouteSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.menu.search');
  const button = (
    <Tooltip title={label}>
      <IconButton onClick={() => setOpen(true)} aria-label={label}>
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <RouteSearchBox onClose={() => setOpen(false)} />
    </Suspense>
  );
}
