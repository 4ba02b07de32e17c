import type { ReactNode } from 'react';
import { UnauthorizedPage } from '../pages/ErrorPage';
import { canSeeRoute } from '../providers/access';
import { useCurrentRoute } from './navigation/useCurrentRoute';
import { useViewer } from './navigation/useViewer';
import { PageSkeleton } from './PageSkeleton';

/**
 * A known page the user may not open (spec §6) shows the 401 page in place, keeping its address. Until the
 * viewer's permissions answer, the page's skeleton holds its place.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { match } = useCurrentRoute();
  const { viewer, isPending } = useViewer();
  if (!match) return children;
  if (isPending) return <PageSkeleton />;
  const allowed = match.trail.every((route) => canSeeRoute(viewer, route.rule));
  return allowed ? children : <UnauthorizedPage />;
}
