/** The signed-in user's own account (DESIGN §4); each answer with a user becomes the cached one. */
import { http } from '../api/http';
import { type CurrentUser, rememberUser } from '../providers/session';

export interface ProfileValues {
  nom: string;
  prenom: string;
  avatar: string;
  introduction: string;
  locale: string;
}

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Silent: the forms show the errors on their fields. */
const quiet = { silent: true };

export async function saveProfile(values: ProfileValues): Promise<CurrentUser> {
  const { json } = await http.put<{ data: unknown }>('/user', values, quiet);
  return rememberUser(json.data);
}

export const changePassword = (values: PasswordValues) => http.put('/user/password', values, quiet);

/** Loud: the switch has no field to show a failure on, so the client's red toast tells it. */
export async function switchActiveRole(role: string): Promise<CurrentUser> {
  const { json } = await http.put<{ data: unknown }>('/user/active-role', { role });
  return rememberUser(json.data);
}
