/** The species and year selectors, which drive the totals, the charts and the map. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NamedRecord, Selection } from '../types';

interface SelectionBarProps {
  selection: Selection;
  species: readonly NamedRecord[];
  years: readonly number[];
  onChange: (changes: Partial<Selection>) => void;
}

const ALL = 'all';

export function SelectionBar({ selection, species, years, onChange }: SelectionBarProps) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('dashboard.species')}
        value={selection.specieId === null ? ALL : String(selection.specieId)}
        onChange={(event) =>
          onChange({ specieId: event.target.value === ALL ? null : Number(event.target.value) })
        }
        sx={{ flex: '1 1 180px', minWidth: 150, maxWidth: 260 }}
        data-testid="dashboard-species"
      >
        <MenuItem value={ALL}>{translate('dashboard.allSpecies')}</MenuItem>
        {species.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('dashboard.year')}
        value={selection.year === null ? ALL : String(selection.year)}
        onChange={(event) =>
          onChange({ year: event.target.value === ALL ? null : Number(event.target.value) })
        }
        sx={{ flex: '0 1 140px', minWidth: 120 }}
        data-testid="dashboard-year"
      >
        <MenuItem value={ALL}>{translate('dashboard.allYears')}</MenuItem>
        {years.map((year) => (
          <MenuItem key={year} value={String(year)}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
