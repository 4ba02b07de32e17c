import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { submissionErrorsOf } from './submissionErrors';

/**
 * A <Form> onSubmit around a server call: while it runs `busy` is true; when it fails, its errors go to
 * the form's fields (those listed) or to the form's message.
 */
export function useServerSubmit<Values>(
  action: (values: Values) => Promise<unknown>,
  fields: readonly string[],
) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  // react-hook-form hands over the form's values untyped; the action names the shape it expects.
  const submit = async (values: FieldValues) => {
    setBusy(true);
    try {
      await action(values as Values);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, translate('auth.genericError'), fields);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
