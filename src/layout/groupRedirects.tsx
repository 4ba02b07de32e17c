/** Spec §2: '/locations' → '/locations/provinces' and so on: each menu group opens its first page the user may see. */
import { Navigate, Route } from 'react-router-dom';
import { type NavRoute, routeTree } from './navigation/routeTree';
import { useAccessibleRoutes } from './navigation/useAccessibleRoutes';

const groups = routeTree.filter((route): route is NavRoute & { children: NavRoute[] } => !!route.children);

function GroupRedirect({ group }: { group: NavRoute & { children: NavRoute[] } }) {
  const { routes, isPending } = useAccessibleRoutes();
  if (isPending) return null;
  const allowed = routes.find((route) => route.path === group.path)?.children ?? [];
  const first = allowed.find((child) => !child.hidden) ?? group.children[0];
  return first ? <Navigate to={first.path} replace /> : null;
}

export const groupRedirects = groups.map((group) => (
  <Route key={group.path} path={group.path} element={<GroupRedirect group={group} />} />
));
