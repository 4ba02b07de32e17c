/** Find a registration by its reference as you type; choosing one (or Enter on an exact match) opens it. */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FoundRegistration } from '../types';
import { useRefSearch } from '../useRefSearch';
import { useOpenRegistration } from './useOpenRegistration';

const searchIcon = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);
const boxSx = { flex: '1 1 260px', minWidth: 0, maxWidth: 420 } as const;
/** MUI Autocomplete's padding of a small filled field: the stand-in has the Autocomplete's size. */
const standInSx = {
  ...boxSx,
  '& .MuiFilledInput-root': { paddingTop: '19px', paddingBottom: '1px', paddingLeft: '8px' },
  '& .MuiFilledInput-input': { padding: '2.5px 4px' },
} as const;

/**
 * MUI's Autocomplete is mounted when the field first gets the focus: until then a text field of the same
 * name and look stands in (issue 13: on a cold dashboard the Autocomplete's first render and mount was
 * among the biggest parts of the page's first draw). What is typed before the swap is kept.
 */
export function RefSearch() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [engaged, setEngaged] = useState(false);
  const field: TextFieldProps = {
    size: 'small',
    label: translate('dashboard.searchRef'),
    placeholder: translate('dashboard.searchRefPlaceholder'),
  };
  if (engaged) return <RefAutocomplete field={field} text={text} onText={setText} />;
  return (
    <TextField
      {...field}
      sx={standInSx}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onFocus={() => setEngaged(true)}
      slotProps={{
        input: { startAdornment: searchIcon },
        // The combobox it becomes, closed.
        htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' },
      }}
    />
  );
}

function RefAutocomplete({
  field,
  text,
  onText,
}: {
  field: TextFieldProps;
  text: string;
  onText: (text: string) => void;
}) {
  const translate = useTranslate();
  const { open: openRegistration, preview } = useOpenRegistration();
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
        sx={boxSx}
        size="small"
        options={results}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.ref}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={loading}
        loadingText={translate('ra.page.loading')}
        noOptionsText={noOptionsText}
        inputValue={text}
        onInputChange={(_event, value, reason) => reason !== 'reset' && onText(value)}
        onChange={(_event, value) => open(value)}
        value={null}
        blurOnSelect
        openOnFocus
        // A search box: no arrow button (the stand-in above has none either, so nothing moves on focus).
        forcePopupIcon={false}
        renderInput={(params) => (
          <TextField
            {...params}
            {...field}
            // It replaces the focused stand-in: the focus stays in the field.
            autoFocus
            onKeyDown={(event) => {
              const exact = results.find((r) => r.ref.toLowerCase() === text.trim().toLowerCase());
              if (event.key === 'Enter' && exact) open(exact);
            }}
            slotProps={{ input: { ...params.InputProps, startAdornment: searchIcon } }}
          />
        )}
      />
      {preview}
    </>
  );
}
