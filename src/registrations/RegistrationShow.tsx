import { RegistrationOutbreaks } from '../outbreaks/RegistrationOutbreaks';
import type { ScreenProps } from '../screens/screenTypes';
import { GenericShow } from '../screens/show/GenericShow';

/** A registration's page: its fields, then the outbreaks it belongs to. */
export function RegistrationShow({ resource, id }: ScreenProps) {
  return (
    <GenericShow resource={resource} id={id}>
      <RegistrationOutbreaks />
    </GenericShow>
  );
}
