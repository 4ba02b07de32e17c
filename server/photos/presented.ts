/** A photo as the API shows it (its list, an upload's answer, a phone's sync), and the sync's view of it. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { registrationPhotos } from '../db/schema';

export const photoFields = {
  id: registrationPhotos.id,
  registration_id: registrationPhotos.registration_id,
  type: registrationPhotos.type,
  size: registrationPhotos.size,
  width: registrationPhotos.width,
  height: registrationPhotos.height,
  created_at: registrationPhotos.created_at,
};

type PhotoRow = Pick<
  typeof registrationPhotos.$inferSelect,
  'id' | 'registration_id' | 'type' | 'size' | 'width' | 'height' | 'created_at'
>;

export const presented = (row: PhotoRow) => {
  const url = `/api/registrations/${row.registration_id}/photos/${row.id}`;
  const { registration_id: _, ...photo } = row;
  return { ...photo, created_at: row.created_at.toISOString(), url, thumbnail_url: `${url}/thumbnail` };
};

export type PresentedPhoto = ReturnType<typeof presented>;

/** The photos of a page of registrations, oldest first, by registration id. */
export async function photosOf(orm: Orm, registrationIds: number[]) {
  const byRegistration = new Map<number, PresentedPhoto[]>();
  if (!registrationIds.length) return byRegistration;
  const rows = await orm
    .select(photoFields)
    .from(registrationPhotos)
    .where(inArray(registrationPhotos.registration_id, registrationIds))
    .orderBy(asc(registrationPhotos.id));
  for (const row of rows) {
    const list = byRegistration.get(row.registration_id) ?? [];
    list.push(presented(row));
    byRegistration.set(row.registration_id, list);
  }
  return byRegistration;
}

/**
 * A photo added or deleted is a change of its registration for the author's phone: the row's sync stamp
 * moves (its trigger sets it to this transaction), nothing else of it does — not `updated_at`, so an
 * edit the phone queued meanwhile is no stale write.
 */
export async function touchForSync(tx: Orm, registrationId: number) {
  await tx.execute(
    sql`UPDATE registrations SET sync_xid = pg_current_xact_id() WHERE id = ${registrationId}`,
  );
}
