/** The alerts resource when the viewer may list alerts (the open-alerts card, the map's alert layer). */
import { useCanAccess } from 'react-admin';
import { resourceByName } from '../../resources';
import { raName } from '../screens/raName';

export function useAlertsAccess() {
  const alerts = resourceByName('alerts');
  const { canAccess } = useCanAccess({ resource: alerts ? raName(alerts) : '', action: 'list' });
  return alerts && canAccess === true ? alerts : undefined;
}
