/**
 * react-admin's row-selection checkboxes (Datagrid and DataTable) pass `aria-label` to MUI's Checkbox, which
 * puts it on the decorative <span> around the <input>: a prohibited attribute on a span and an unlabelled
 * checkbox (axe `aria-prohibited-attr`, `label`). As the Checkbox's default props, these slot props move the
 * name onto the <input>, for every checkbox of the app, without copying react-admin's rows.
 */
import type { CheckboxProps } from '@mui/material';

type OwnerState = CheckboxProps & { 'aria-label'?: string };

const isPlaceholder = (ownerState: OwnerState, label: string | undefined) =>
  !label && !ownerState.inputProps?.id && (!!ownerState.disabled || !ownerState.onChange);

export const labelledCheckbox: Partial<CheckboxProps> = {
  slotProps: {
    root: () => ({ 'aria-label': undefined }),
    input: (ownerState: OwnerState) => {
      const label = ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'];
      return {
        ...ownerState.inputProps,
        'aria-label': label,
        // The nameless boxes of react-admin's loading placeholder rows (disabled, or drawn unchecked with no
        // handler) are decoration: out of the accessibility tree and of the tab order.
        ...(isPlaceholder(ownerState, label) ? { 'aria-hidden': true, tabIndex: -1 } : {}),
      };
    },
  },
};
