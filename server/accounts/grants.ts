import { inArray } from 'drizzle-orm';
import type { Viewer } from '../../resources/kit';
import { numbersOf } from '../../shared/narrow';
import type { Orm } from '../db/connect';
import type { permissions, roles } from '../db/schema';

/** Ids in `next` that `before` did not hold (what a write adds). */
export const addedIds = (next: number[] | undefined, before: unknown) =>
  (next ?? []).filter((id) => !numbersOf(before).includes(id));

export const namesOf = async (orm: Orm, table: typeof roles | typeof permissions, ids: number[]) =>
  ids.length
    ? (await orm.select({ name: table.name }).from(table).where(inArray(table.id, ids))).map((r) =>
        String(r.name),
      )
    : [];

/** Whether a non-admin viewer holds every one of these permissions themselves. */
export const holdsPermissions = (viewer: Viewer, names: string[]) =>
  names.every((name) => viewer.permissions.includes(name));

/** Whether a non-admin viewer holds every one of these roles themselves. */
export const holdsRoles = (viewer: Viewer, names: string[]) =>
  names.every((name) => viewer.roles.includes(name));
