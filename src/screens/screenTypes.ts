import type { Identifier } from 'react-admin';
import type { Resource } from '../../resources';

/** Every screen, generated or custom, is told which module it shows; `id` is optional (read from the URL). */
export interface ScreenProps {
  resource: Resource;
  id?: Identifier;
}
