import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CurrentUser, getCachedUser, refreshUser } from '../providers/session';

/** Under react-admin's 'auth' key, so whatever refreshes the session's queries refreshes this one too. */
const PROFILE_USER_KEY = ['auth', 'profileUser'];

export function useProfileUser() {
  return useQuery<CurrentUser>({
    queryKey: PROFILE_USER_KEY,
    queryFn: () => Promise.resolve(getCachedUser() ?? refreshUser()),
  });
}

/**
 * After the user changed (profile saved, active role switched): every 'auth' query is fetched again —
 * identity, permissions, canAccess — so the top bar, the menu and the routes rebuild at once.
 */
export function useUserChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['auth'] }), [queryClient]);
}
