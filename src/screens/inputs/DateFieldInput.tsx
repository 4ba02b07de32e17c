import type { DateField } from '../../../resources/kit';
import { DayInput } from '../../dates/DayInput';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

/** A calendar day, typed the reader's way or picked, sent as YYYY-MM-DD (no time, no time zone). */
export function DateFieldInput(props: InputProps<DateField>) {
  const validate = useFieldValidators(props);
  const { field } = props;
  return (
    <DayInput
      source={props.source}
      label={props.label}
      validate={validate}
      max={field.notAfter?.includes('today') ? localToday() : undefined}
    />
  );
}

/** Today in the reader's own time zone (the server checks against the configured one). */
const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
