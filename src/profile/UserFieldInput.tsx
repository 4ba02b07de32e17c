import type { DeclaredFields } from '../../resources/kit';
import users from '../../resources/users';
import { inputFor } from '../screens/inputs/inputByKind';
import { useResourceTranslate } from '../screens/useResourceTranslate';

/** A field of the user module with the same input, label and rules as on the user screens. */
export function UserFieldInput({ source }: { source: keyof DeclaredFields<typeof users> & string }) {
  const t = useResourceTranslate(users);
  const field = users.fields[source];
  const Input = inputFor(field);
  return <Input resource={users} source={source} field={field} label={t.field(source)} mode="edit" />;
}
