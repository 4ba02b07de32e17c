import { useParams } from 'react-router-dom';
import type { ScreenProps } from '../screenTypes';
import { GenericShow } from '../show/GenericShow';
import { RoleUsers } from './RoleUsers';

export function RoleShow({ resource, id }: ScreenProps) {
  const params = useParams();
  return (
    <>
      <GenericShow resource={resource} id={id} />
      <RoleUsers roleId={id ?? params.id} />
    </>
  );
}
