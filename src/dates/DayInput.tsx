import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DayField } from './DayField';

export interface DayInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  max?: string;
  /** Filters are narrower than form inputs. */
  fullWidth?: boolean;
}

/** react-admin's DateInput for a day (YYYY-MM-DD), written the reader's way (DayField). */
export function DayInput({ source, label, validate, max, fullWidth }: DayInputProps) {
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const shown = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid;
  return (
    <DayField
      name={field.name}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={typeof field.value === 'string' && field.value !== '' ? field.value.slice(0, 10) : null}
      onChange={(day) => field.onChange(day)}
      onBlur={field.onBlur}
      max={max}
      error={shown}
      helperText={<InputHelperText error={shown ? fieldState.error?.message : undefined} />}
      fullWidth={fullWidth}
      sx={{ mb: 0.5 }}
    />
  );
}
