/** The signed-in user's areas (GET /api/user/areas), named, with the places above each. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/http';
import { type CurrentUser, getCachedUser } from '../providers/session';

export interface Place {
  /** The level's resource name: provinces, departments, municipalities, villages. */
  level: string;
  id: number;
  name: string;
}

/** One of the user's areas and the places it lies in, top first, ending with itself. */
export interface MyArea extends Place {
  path: Place[];
}

const NONE: MyArea[] = [];

export const holdsAreas = (user: CurrentUser | null | undefined): boolean =>
  Object.values(user?.areas ?? {}).some((ids) => ids.length > 0);

/**
 * The areas of the signed-in user; a national user (no area) asks nothing. Under react-admin's 'auth' key,
 * so a changed user (profile saved, role switched) refreshes it with the rest of the session.
 */
export function useMyAreas(user: CurrentUser | null = getCachedUser()) {
  const query = useQuery({
    queryKey: ['auth', 'myAreas', user?.id],
    queryFn: async () => (await request<{ data: MyArea[] }>('/user/areas', { silent: true })).json.data,
    enabled: holdsAreas(user),
    staleTime: 5 * 60_000,
  });
  return { areas: query.data ?? NONE, national: !holdsAreas(user), isPending: query.isLoading };
}

/** The ids of a level the user's areas are or lie in (a departmental officer: their province, their department). */
export function idsAtLevel(areas: readonly MyArea[], level: string): number[] {
  const ids = areas.flatMap((area) => area.path.filter((p) => p.level === level).map((p) => p.id));
  return [...new Set(ids)];
}
