import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import type { Viewer } from '../../../resources/kit';
import { getCachedUser } from '../../providers/authProvider';

interface Permissions {
  roles?: string[];
  permissions?: string[];
  activeRole?: string | null;
}

/**
 * The signed-in viewer as the route rules need it. Read through react-admin's permissions query, so an
 * active-role switch (which refreshes that query) rebuilds the menu at once.
 */
export function useViewer(): { viewer: Viewer | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  const viewer = useMemo((): Viewer | null => {
    if (!permissions?.roles?.length) return null;
    return {
      id: getCachedUser()?.id ?? 0,
      roles: permissions.roles,
      activeRole: permissions.activeRole ?? null,
      permissions: permissions.permissions ?? [],
    };
  }, [permissions]);
  return { viewer, isPending };
}
