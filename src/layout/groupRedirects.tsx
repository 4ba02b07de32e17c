/** Spec §2: '/locations' → '/locations/provinces' and so on: each menu group opens its first resource. */
import { Navigate, Route } from 'react-router-dom';
import { resources } from '../../../resources';

const firstRouteByGroup = new Map<string, string>();
for (const resource of resources) {
  const group = resource.route.split('/')[1];
  if (group && resource.inMenu && !firstRouteByGroup.has(group)) firstRouteByGroup.set(group, resource.route);
}

export const groupRedirects = [...firstRouteByGroup].map(([group, route]) => (
  <Route key={group} path={`/${group}`} element={<Navigate to={route} replace />} />
));
