import { GenericList } from '../list/GenericList';
import type { ScreenProps } from '../screenTypes';
import { useResourceTranslate } from '../useResourceTranslate';
import { StatusToggle } from './StatusToggle';

const STATUS = 'status';

/** The generated user list, with the status column as a quick switch. */
export function UserList({ resource }: ScreenProps) {
  const t = useResourceTranslate(resource);
  return (
    <GenericList
      resource={resource}
      columns={{
        [STATUS]: ({ access, inTrash }) => (
          <StatusToggle
            key={STATUS}
            resource={resource}
            source={STATUS}
            label={t.field(STATUS)}
            sortable={!!resource.fields[STATUS]?.sort}
            canEdit={access.canEdit && !inTrash}
          />
        ),
      }}
    />
  );
}
