import { resources } from '../../resources';
import catalogue from '../ar';
import { commonFields } from '../ar/resources';
import { withRegistryLabels } from '../registryLabels';

/** The ar catalogue with the labels the resource modules carry (the catalogue overrides them). */
export default withRegistryLabels('ar', catalogue, resources, commonFields);
