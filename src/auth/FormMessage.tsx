import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form-wide message a failed submit left (set as `root.serverError` by submissionErrorsOf). */
export function FormMessage() {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {String(message)}
    </Alert>
  );
}
