import { PasswordInput, useTranslate } from 'react-admin';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

/** On edit an empty password means "unchanged": the form's transform drops it before saving. */
export function PasswordFieldInput(props: InputProps) {
  const validate = useFieldValidators(props);
  const translate = useTranslate();
  const helperText =
    props.mode === 'edit'
      ? translate('app.passwordUnchanged', { _: 'Leave empty to keep the current password' })
      : false;
  return (
    <PasswordInput
      source={props.source}
      label={props.label}
      validate={validate}
      helperText={helperText}
      autoComplete="new-password"
    />
  );
}
