import type { RedirectionSideEffect } from 'react-admin';
import { resources } from '../../../resources';
import { containerOf, type Resource } from '../../../resources/kit';
import { raName } from '../raName';

/**
 * Where a form goes after saving: a part of a parent (a laboratory sample) goes back to its parent's page,
 * on the tab of its collection; any other record to its list.
 */
export function redirectAfterSave(resource: Resource): RedirectionSideEffect {
  const container = containerOf(resource);
  const parent = container && resources.find((r) => r.name === container.target);
  if (!container || !parent) return 'list';
  return (_resource, _id, data) =>
    data?.[container.key]
      ? `${raName(parent)}/${data[container.key]}/show/${resource.name}`
      : raName(resource);
}
