import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resourceByName } from '../../../resources';
import { canSeePath } from '../../providers/access';
import { getCachedUser, toViewer } from '../../providers/session';
import { RecordPreview } from '../../screens';
import { REGISTRATIONS_LIST, registrationShowPath } from '../drillDown';

const registrations = resourceByName('registrations')!;

/** Whether the signed-in user may open the registrations pages (a Décideur may not, spec §6). */
export function canOpenRegistrations(): boolean {
  const user = getCachedUser();
  return canSeePath(user ? toViewer(user) : null, REGISTRATIONS_LIST);
}

/**
 * Opens a registration found on the dashboard: its screen for those who may open the registrations
 * pages, else a read-only preview (a Décideur sees the dashboard only, spec §6).
 */
export function useOpenRegistration() {
  const navigate = useNavigate();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const open = (id: number) => {
    if (canOpenRegistrations()) navigate(registrationShowPath(id));
    else setPreviewId(id);
  };
  const preview = (
    <RecordPreview resource={registrations} id={previewId} onClose={() => setPreviewId(null)} />
  );
  return { open, preview };
}
