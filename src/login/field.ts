import { element, setAttributes } from './dom';

/** A filled, labelled text field with its message below, as MUI draws one, in plain HTML. */
export interface Field {
  root: HTMLDivElement;
  input: HTMLInputElement;
  /** Writes the label and the rule the value breaks (shown under the field and read with it). */
  show(label: string, message: string | undefined): void;
}

export function field(
  name: string,
  input: { type: string; autocomplete: string; autofocus?: boolean },
  /** A control drawn inside the field's end (the password's show/hide button). */
  end?: Node,
): Field {
  const id = `login-${name}`;
  const help = `${id}-help`;
  const labelText = document.createTextNode('');
  const label = element(
    'label',
    { class: 'login-label', for: id },
    labelText,
    element('span', { 'aria-hidden': 'true' }, ' *'),
  );
  const control = element('input', {
    ...input,
    id,
    name,
    required: true,
    class: 'login-input',
    'aria-describedby': help,
  });
  const message = element('p', { class: 'login-help', id: help });
  const box = element('div', { class: 'login-box' }, control);
  if (end) box.append(end);
  const root = element('div', { class: 'login-field' }, label, box, message);
  return {
    root,
    input: control,
    show(text, rule) {
      labelText.data = text;
      message.textContent = rule ?? '';
      root.className = rule ? 'login-field login-field--error' : 'login-field';
      setAttributes(control, { 'aria-invalid': rule ? 'true' : undefined });
    },
  };
}
