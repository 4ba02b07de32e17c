import { RegistrationOutbreaks } from '../outbreaks/RegistrationOutbreaks';
import type { ScreenProps } from '../screens/screenTypes';
import { GenericShow } from '../screens/show/GenericShow';
import { RegistrationPhotos } from './photos/RegistrationPhotos';

/** A registration's page: its fields, its photos, then the outbreaks it belongs to. */
export function RegistrationShow({ resource, id }: ScreenProps) {
  return (
    <GenericShow resource={resource} id={id}>
      <RegistrationPhotos resource={resource} />
      <RegistrationOutbreaks />
    </GenericShow>
  );
}
