import { Form, type FormProps } from 'react-admin';

/**
 * react-admin's <Form> for the small account forms: every error shows on its field, so no extra "the form
 * is not valid" toast (it would also queue ahead of the success message), and no browser bubbles.
 */
export function AccountForm(props: FormProps) {
  return <Form noValidate disableInvalidFormNotification {...props} />;
}
