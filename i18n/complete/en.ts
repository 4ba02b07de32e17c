import { resources } from '../../resources';
import catalogue from '../en';
import { commonFields } from '../en/resources';
import { withRegistryLabels } from '../registryLabels';

/** The en catalogue with the labels the resource modules carry (the catalogue overrides them). */
export default withRegistryLabels('en', catalogue, resources, commonFields);
