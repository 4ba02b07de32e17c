/** A resource when the viewer may list it (the dashboard's alert and outbreak cards and map layers). */
import { useCanAccess } from 'react-admin';
import { resourceByName } from '../../resources';
import { raName } from '../screens/raName';

export function useListAccess(name: string) {
  const resource = resourceByName(name);
  const { canAccess } = useCanAccess({ resource: resource ? raName(resource) : '', action: 'list' });
  return resource && canAccess === true ? resource : undefined;
}
