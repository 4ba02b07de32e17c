import { SaveButton, Toolbar } from 'react-admin';
import type { Resource } from '../../../resources';
import type { FormMode } from '../validation/validatorsFor';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton';

/** Save is always clickable on create so an empty submit explains what is missing instead of doing nothing. */
export function FormToolbar({ resource, mode }: { resource: Resource; mode: FormMode }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={mode === 'create' ? true : undefined} />
      {mode === 'edit' && <ConfirmedDeleteButton resource={resource} />}
    </Toolbar>
  );
}
