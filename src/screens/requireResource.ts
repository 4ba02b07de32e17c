import { type Resource, resourceByName } from '../../resources';

/** Looks up a registry entry that a field points at; a dangling target is a programming error. */
export function requireResource(name: string): Resource {
  const resource = resourceByName(name);
  if (!resource) throw new Error(`Unknown resource "${name}" referenced by a field`);
  return resource;
}
