import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../api/http';
import { getCachedUser } from '../../providers/authProvider';

/**
 * A change of language remounts everything below react-admin's i18n context, its notifications included.
 * So the choice is saved on the server (POST /api/locale) and announced by the switcher of the new tree,
 * once it has mounted, in the new language.
 */
let localeToSave: string | null = null;

export const saveLocaleAfterSwitch = (locale: string) => {
  if (getCachedUser()) localeToSave = locale;
};

export function useLocaleSave() {
  const notify = useNotify();
  useEffect(() => {
    const locale = localeToSave;
    if (!locale) return;
    localeToSave = null;
    request('/locale', { method: 'POST', body: { locale }, silent: true })
      .then(() => notify('auth.localeChanged', { type: 'success' }))
      .catch(() => notify('auth.localeFailed', { type: 'error' }));
  }, [notify]);
}
