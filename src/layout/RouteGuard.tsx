import type { ReactNode } from 'react';
import { UnauthorizedPage } from '../pages/ErrorPage';
import { canSeeRoute } from '../providers/access';
import { useCurrentRoute } from './navigation/useCurrentRoute';
import { useViewer } from './navigation/useViewer';

/** A known page the user may not open (spec §6) shows the 401 page in place, keeping its address. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { match } = useCurrentRoute();
  const { viewer, isPending } = useViewer();
  if (!match) return children;
  if (isPending) return null;
  const allowed = match.trail.every((route) => canSeeRoute(viewer, route.rule));
  return allowed ? children : <UnauthorizedPage />;
}
