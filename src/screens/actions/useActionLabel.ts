import { useTranslate } from 'react-admin';
import type { Resource } from '../../../resources';
import type { Action } from '../../../resources/kit';
import { humanize } from '../../../shared/humanize';

/** An action's label: `resources.{name}.actions.{action}`. */
export function useActionLabel(resource: Resource) {
  const translate = useTranslate();
  return (action: Action) =>
    translate(`resources.${resource.name}.actions.${action.name}`, { _: humanize(action.name) });
}
