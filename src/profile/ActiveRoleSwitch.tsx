import { CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CurrentUser } from '../providers/session';
import { switchActiveRole } from './profileApi';
import { useUserChanged } from './useProfileUser';

/**
 * Spec §4: a user holding several roles acts in one at a time. Switching changes the effective
 * permissions on the server, then every 'auth' query is refreshed so the menu and routes follow at once.
 */
export function ActiveRoleSwitch({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const userChanged = useUserChanged();
  const [pending, setPending] = useState<string | null>(null);

  const choose = async (role: string) => {
    setPending(role);
    try {
      await switchActiveRole(role);
      await userChanged();
      notify('profile.roleSwitched', { type: 'success' });
    } catch {
      // The fetch client has shown the failure.
    } finally {
      setPending(null);
    }
  };

  return (
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom id="active-role-label">
        {translate('profile.activeRole')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('profile.switchRoleHelp')}
      </Typography>
      <RadioGroup
        aria-labelledby="active-role-label"
        value={pending ?? user.active_role ?? ''}
        onChange={(event) => choose(event.target.value)}
      >
        {user.roles.map((role) => (
          <FormControlLabel
            key={role}
            value={role}
            label={role}
            disabled={pending !== null}
            control={<Radio />}
          />
        ))}
      </RadioGroup>
    </CardContent>
  );
}
