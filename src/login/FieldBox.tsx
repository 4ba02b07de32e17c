import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldBoxProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The rule the value breaks, shown under the field and read with it. */
  message?: string;
  /** A control drawn inside the field's end (the password's show/hide button). */
  end?: ReactNode;
}

/** A filled, labelled text field with its message below, as MUI draws one, in plain HTML. */
export function FieldBox({ name, label, message, end, ...input }: FieldBoxProps) {
  const id = `login-${name}`;
  const help = `${id}-help`;
  return (
    <div className={message ? 'login-field login-field--error' : 'login-field'}>
      <label className="login-label" htmlFor={id}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="login-box">
        <input
          {...input}
          id={id}
          name={name}
          className="login-input"
          aria-invalid={message ? true : undefined}
          aria-describedby={help}
        />
        {end}
      </div>
      <p className="login-help" id={help}>
        {message}
      </p>
    </div>
  );
}
