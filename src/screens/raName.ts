import type { Resource } from '../../resources';

/** The react-admin resource name is the client route without its leading slash, so screens live at the spec's URLs. */
export function raName(resource: Resource): string {
  return resource.route.slice(1);
}
