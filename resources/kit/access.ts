/**
 * Tiny named access predicates, shared by the server (which enforces them) and the browser (which only hides).
 */

export const BACK_OFFICE_ROLES = ['Admin', 'Editor', 'RSE', 'Décideur'] as const;
export const ADMIN_ROLE = 'Admin';

/** Who is asking: the roles they hold, their active role and their effective permissions. */
export interface Viewer {
  id: number;
  roles: readonly string[];
  activeRole: string | null;
  /** Effective permissions: the user's own plus the active role's and those it inherits. */
  permissions: readonly string[];
}

export type Rule = (viewer: Viewer | null) => boolean;

export const isAdmin = (viewer: Viewer | null): boolean =>
  !!viewer &&
  (viewer.activeRole === ADMIN_ROLE || (viewer.activeRole === null && viewer.roles.includes(ADMIN_ROLE)));

export const signedIn: Rule = (viewer) => viewer !== null;

/** Admin, Editor, RSE or Décideur: the roles that get the back office (anyone else the guest screen). */
export const holdsBackOfficeRole = (roles: readonly string[]): boolean =>
  roles.some((role) => (BACK_OFFICE_ROLES as readonly string[]).includes(role));

export const backOffice: Rule = (viewer) => !!viewer && holdsBackOfficeRole(viewer.roles);

export const can =
  (...permissions: string[]): Rule =>
  (viewer) =>
    isAdmin(viewer) || (!!viewer && permissions.some((p) => viewer.permissions.includes(p)));

export const anyOf =
  (...rules: Rule[]): Rule =>
  (viewer) =>
    rules.some((rule) => rule(viewer));

/** Signed in with none of the back-office roles: a field agent using the mobile app. */
export const fieldUser: Rule = (viewer) => viewer !== null && !backOffice(viewer);
