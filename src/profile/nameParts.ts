import type { CurrentUser } from '../providers/session';

/**
 * The name's parts for the profile form. GET /api/user sends `name` as "prenom nom"; until it also sends
 * the parts, the first word is taken as the first name and the rest as the last name.
 */
export function nameParts(user: CurrentUser): { nom: string; prenom: string } {
  if (typeof user.nom === 'string') return { nom: user.nom, prenom: user.prenom ?? '' };
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return rest.length ? { prenom: first, nom: rest.join(' ') } : { nom: first, prenom: '' };
}
