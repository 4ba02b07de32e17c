import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId, useMemo } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { type SavedMapping, useSavedMappings } from './importApi';

interface SavedSourcePickerProps {
  resource: string;
  /** The source typed or chosen so far. */
  source: string;
  disabled?: boolean;
  /** A saved source chosen (the server applies its columns); null: none. */
  onPick: (saved: SavedMapping | null) => void;
}

/**
 * The sources whose column mapping was saved by an earlier commit (Kobo REPIMAT, a district's sheet…),
 * newest first: choosing one names the source, whose columns the server applies. Hidden until one is saved.
 */
export function SavedSourcePicker({ resource, source, disabled, onPick }: SavedSourcePickerProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const labelId = useId();
  const { data: saved } = useSavedMappings(resource);
  const savedOn = useMemo(
    () => new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'medium' }),
    [locale],
  );
  if (!saved?.length) return null;
  const chosen = saved.some((s) => s.source === source) ? source : '';
  return (
    <FormControl sx={{ maxWidth: 480 }} disabled={disabled}>
      <InputLabel id={labelId}>{translate('import.savedSources')}</InputLabel>
      <Select
        labelId={labelId}
        label={translate('import.savedSources')}
        value={chosen}
        onChange={(event) => onPick(saved.find((s) => s.source === event.target.value) ?? null)}
      >
        <MenuItem value="">
          <em>{translate('import.noSource')}</em>
        </MenuItem>
        {saved.map((s) => (
          <MenuItem key={s.source} value={s.source}>
            <bdi>{s.source}</bdi>
            {' · '}
            {translate('import.savedOn', { date: savedOn.format(new Date(s.updated_at)) })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
