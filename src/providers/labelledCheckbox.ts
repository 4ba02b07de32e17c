/**
 * react-admin's row-selection checkboxes (Datagrid and DataTable) pass `aria-label` to MUI's Checkbox, which
 * puts it on the decorative <span> around the <input>: a prohibited attribute on a span and an unlabelled
 * checkbox (axe `aria-prohibited-attr`, `label`). As the Checkbox's default props, these slot props move the
 * name onto the <input>, for every checkbox of the app, without copying react-admin's rows.
 */
import type { CheckboxProps } from '@mui/material';

type OwnerState = CheckboxProps & { 'aria-label'?: string };

export const labelledCheckbox: Partial<CheckboxProps> = {
  slotProps: {
    root: () => ({ 'aria-label': undefined }),
    input: (ownerState: OwnerState) => {
      const label = ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'];
      return {
        ...ownerState.inputProps,
        'aria-label': label,
        // The disabled, nameless boxes of react-admin's loading placeholder rows are decoration.
        ...(!label && ownerState.disabled && !ownerState.inputProps?.id ? { 'aria-hidden': true } : {}),
      };
    },
  },
};
