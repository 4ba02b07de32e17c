import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Resource } from '../../resources';

/** The list's way to its import screen, for those who may write the resource. */
export function ImportButton({ resource }: { resource: Resource }) {
  const navigate = useNavigate();
  if (!resource.importable) return null;
  return (
    <Button label="import.action" onClick={() => navigate(`${resource.route}/import`)}>
      <UploadFileIcon />
    </Button>
  );
}
