/**
 * The selectors that drive the totals, the charts and the map: species, province, either a year or a
 * range of days (first and last included), and confirmed cases only.
 */
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../dates/DayField';
import type { NamedRecord, Selection } from '../types';
import type { SelectionChange } from '../useSelection';

interface SelectionBarProps {
  selection: Selection;
  species: readonly NamedRecord[];
  provinces: readonly NamedRecord[];
  years: readonly number[];
  onChange: (changes: SelectionChange) => void;
}

const ALL = 'all';

function ReferenceSelect({
  label,
  allLabel,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  allLabel: string;
  value: number | null;
  choices: readonly NamedRecord[];
  onChange: (id: number | null) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? ALL : String(value)}
      onChange={(event) => onChange(event.target.value === ALL ? null : Number(event.target.value))}
      sx={{ flex: '1 1 180px', minWidth: 150, maxWidth: 260 }}
      data-testid={testId}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {/* A value outside the choices (a province not loaded yet) still shows. */}
      {value !== null && !choices.some((c) => c.id === value) && (
        <MenuItem value={String(value)}>#{value}</MenuItem>
      )}
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DayInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  testId: string;
}) {
  return (
    <DayField
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      sx={{ flex: '0 1 170px', minWidth: 150 }}
      data-testid={testId}
    />
  );
}

export function SelectionBar({ selection, species, provinces, years, onChange }: SelectionBarProps) {
  const translate = useTranslate();
  return (
    <>
      <ReferenceSelect
        label={translate('dashboard.species')}
        allLabel={translate('dashboard.allSpecies')}
        value={selection.specieId}
        choices={species}
        onChange={(specieId) => onChange({ specieId })}
        testId="dashboard-species"
      />
      <ReferenceSelect
        label={translate('dashboard.province')}
        allLabel={translate('dashboard.allProvinces')}
        value={selection.provinceId}
        choices={provinces}
        onChange={(provinceId) => onChange({ provinceId })}
        testId="dashboard-province"
      />
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
      <DayInput
        label={translate('dashboard.from')}
        value={selection.from}
        onChange={(from) => onChange({ from })}
        testId="dashboard-from"
      />
      <DayInput
        label={translate('dashboard.to')}
        value={selection.to}
        onChange={(to) => onChange({ to })}
        testId="dashboard-to"
      />
      <FormControlLabel
        control={
          <Switch
            checked={selection.confirmed}
            onChange={(event) => onChange({ confirmed: event.target.checked })}
          />
        }
        label={translate('dashboard.confirmedOnly')}
        sx={{ flex: '0 1 auto', mx: 0 }}
        data-testid="dashboard-confirmed"
      />
    </>
  );
}
