/** The alerts resource when the viewer may list alerts (the open-alerts card, the map's alert layer). */
import { useListAccess } from './useListAccess';

export const useAlertsAccess = () => useListAccess('alerts');
