import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ListIcon from '@mui/icons-material/List';
import { Button, useTranslate } from 'react-admin';
import { useTrashMode } from './useTrashMode';

export function TrashToggle() {
  const translate = useTranslate();
  const { inTrash, toggleTrash } = useTrashMode();
  return (
    <Button
      label={
        inTrash
          ? translate('app.trash.hide', { _: 'Back to the list' })
          : translate('app.trash.show', { _: 'Show trash' })
      }
      onClick={toggleTrash}
      aria-pressed={inTrash}
    >
      {inTrash ? <ListIcon /> : <DeleteOutlineIcon />}
    </Button>
  );
}
