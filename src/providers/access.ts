/** canAccess from the registry: reads need `access.read`, everything else `access.write`. */
import { resources } from '../../resources';
import type { Resource, Viewer } from '../../resources/kit';

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

/** Accepts the react-admin name ('locations/provinces'), the API name, or either with a '.field' suffix. */
export function registryResourceOf(name: string): Resource | undefined {
  const find = (candidate: string) =>
    resources.find((r) => r.route.slice(1) === candidate || r.name === candidate);
  return find(name) ?? find(name.split('.')[0]);
}

export function canViewerAccess(viewer: Viewer | null, resourceName: string, action: string): boolean {
  const resource = registryResourceOf(resourceName);
  if (!resource) return true;
  const rule = READ_ACTIONS.has(action) ? resource.access.read : resource.access.write;
  return rule(viewer);
}
