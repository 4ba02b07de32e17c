import { resources } from '../../resources';
import catalogue from '../fr';
import { commonFields } from '../fr/resources';
import { withRegistryLabels } from '../registryLabels';

/** The fr catalogue with the labels the resource modules carry (the catalogue overrides them). */
export default withRegistryLabels('fr', catalogue, resources, commonFields);
