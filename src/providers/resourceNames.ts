/** react-admin resource names are client routes without the slash; the API knows registry names. */
import { resources } from '../../resources';

const apiNameByRaName = new Map(resources.map((resource) => [resource.route.slice(1), resource.name]));

/** 'locations/provinces' → 'provinces'; plain API names ('provinces', 'dashboard') pass through. */
export const apiNameOf = (raResourceName: string): string =>
  apiNameByRaName.get(raResourceName) ?? raResourceName;
