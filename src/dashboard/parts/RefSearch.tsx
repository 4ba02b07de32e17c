/** Find a registration by its reference as you type; choosing one (or Enter on an exact match) opens it. */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FoundRegistration } from '../types';
import { useRefSearch } from '../useRefSearch';
import { useOpenRegistration } from './useOpenRegistration';

export function RefSearch() {
  const translate = useTranslate();
  const { open: openRegistration, preview } = useOpenRegistration();
  const [text, setText] = useState('');
  const { results, loading, failed, searched } = useRefSearch(text);

  const open = (found: FoundRegistration | null) => {
    if (found) openRegistration(found.id);
  };

  let noOptionsText = translate('dashboard.searchHint');
  if (failed) noOptionsText = translate('dashboard.loadFailed');
  else if (searched && !loading) noOptionsText = translate('dashboard.refNotFound');

  return (
    <>
      <Autocomplete<FoundRegistration, false, false, false>
        sx={{ flex: '1 1 260px', minWidth: 0, maxWidth: 420 }}
        size="small"
        options={results}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.ref}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={loading}
        loadingText={translate('ra.page.loading')}
        noOptionsText={noOptionsText}
        inputValue={text}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
        onChange={(_event, value) => open(value)}
        value={null}
        blurOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('dashboard.searchRef')}
            placeholder={translate('dashboard.searchRefPlaceholder')}
            onKeyDown={(event) => {
              const exact = results.find((r) => r.ref.toLowerCase() === text.trim().toLowerCase());
              if (event.key === 'Enter' && exact) open(exact);
            }}
            slotProps={{
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {preview}
    </>
  );
}
