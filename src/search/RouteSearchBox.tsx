import { Autocomplete, Box, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAccessibleRoutes } from '../layout/navigation/useAccessibleRoutes';
import { useTitle } from '../layout/navigation/useTitle';
import { createRouteIndex, type SearchEntry, searchEntries } from './routeIndex';

/**
 * The search box: fuzzy-matches the titles (in the current language) and paths of the pages the user may
 * open; choosing one goes there. Its own chunk with fuse.js, loaded when the search button is first used.
 */
export default function RouteSearchBox({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleOf = useTitle();
  const navigate = useNavigate();
  const { routes } = useAccessibleRoutes();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => searchEntries(routes, titleOf), [routes, titleOf]);
  const index = useMemo(() => createRouteIndex(entries), [entries]);
  // Nothing typed yet: every page is offered.
  const options = useMemo(
    () => (query.trim() ? index.search(query.trim()).map((hit) => hit.item) : entries),
    [index, entries, query],
  );

  const go = (entry: SearchEntry | null) => {
    if (!entry) return;
    navigate(entry.path);
    onClose();
  };

  return (
    <Box sx={{ width: { xs: 170, sm: 240 } }}>
      <Autocomplete<SearchEntry>
        options={options}
        filterOptions={(found) => found}
        getOptionLabel={(entry) => entry.title.join(' › ')}
        isOptionEqualToValue={(a, b) => a.path === b.path}
        inputValue={query}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setQuery(value)}
        onChange={(_event, entry) => go(entry)}
        onBlur={onClose}
        noOptionsText={translate('app.menu.searchNoResults')}
        openOnFocus
        autoHighlight
        forcePopupIcon={false}
        size="small"
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            variant="standard"
            margin="none"
            placeholder={translate('app.menu.searchPlaceholder')}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': translate('app.menu.search') } }}
          />
        )}
      />
    </Box>
  );
}
