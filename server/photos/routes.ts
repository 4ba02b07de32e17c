/**
 * A registration's photos: `GET|POST /api/registrations/{id}/photos`, the picture and its thumbnail at
 * `…/photos/{photoId}[/thumbnail]`, `DELETE …/photos/{photoId}`. Whoever may read the registration sees
 * them (404 where its own GET would be); its author changes them while it is open, those who may edit
 * registrations within their areas.
 */
import fastifyMultipart from '@fastify/multipart';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../shared/narrow';
import {
  AUTHOR_PHOTO_STATUSES,
  MAX_PHOTO_MEGABYTES,
  MAX_PHOTO_MEGAPIXELS,
  MAX_PHOTOS,
} from '../../shared/photo-limits';
import { assertInAreas, readableInAreas } from '../areas/guard';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import { idParam, readScopeOf, visibleIn } from '../crud/request';
import { findRecord } from '../crud/store';
import type { Orm } from '../db/connect';
import { registrationPhotos } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { translatorFor } from '../http/locale';
import { readPicture } from './picture';
import { photoFields, presented, touchForSync } from './presented';
import { photoSchemas } from './route-schemas';

const OPEN_STATUSES: readonly string[] = AUTHOR_PHOTO_STATUSES;

/** One field of a multipart form, and a clear 422 in the user's language for anything else. */
const photoError = (request: FastifyRequest, key: string, params?: Record<string, string | number>) => {
  const message = translatorFor(request)(`photos.${key}`, params);
  return new ApiError(422, message, { photo: [message] });
};

export async function photoRoutes(app: FastifyInstance, { registry }: { registry: CrudRegistry }) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_MEGABYTES * 1024 * 1024, files: 1, fields: 0, parts: 1 },
  });
  const registrations = registry.resource('registrations');

  /** The registration if the viewer may read it, else 404 (another agent's, outside the areas, trashed). */
  const readable = async (request: FastifyRequest) => {
    const scope = readScopeOf(registrations, request);
    const id = idParam(request);
    const record = await findRecord(registry, registrations, id, registry.orm);
    if (!record || record.deleted_at || !visibleIn(scope, record)) throw notFound();
    if (!(await readableInAreas(registry, registrations, request, id))) throw notFound();
    return record;
  };

  /** Whether the viewer may change this registration's photos (in `orm`: the write's transaction). */
  const assertMayChange = async (request: FastifyRequest, orm: Orm, record: Record<string, unknown>) => {
    const viewer = requireViewer(request);
    if (registrations.access.write(viewer))
      await assertInAreas(registry, registrations, request, orm, record);
    else if (record.user_id !== viewer.id) throw forbidden();
    else if (!OPEN_STATUSES.includes(String(record.status))) throw photoError(request, 'closed');
  };

  /** Checked before any work, then again in the write's transaction with the registration locked. */
  const changeable = async (request: FastifyRequest) => {
    const record = await readable(request);
    await assertMayChange(request, registry.orm, record);
  };
  const lockedForChange = async (request: FastifyRequest, tx: Orm) => {
    const record = await findRecord(registry, registrations, idParam(request), tx, true);
    if (!record || record.deleted_at) throw notFound();
    await assertMayChange(request, tx, record);
    return record.id;
  };

  const photoOf = async (request: FastifyRequest) => {
    const photoId = idParam(request, 'photoId');
    const [row] = await registry.orm
      .select({ ...photoFields, bytes: registrationPhotos.bytes, thumbnail: registrationPhotos.thumbnail })
      .from(registrationPhotos)
      .where(
        and(eq(registrationPhotos.id, photoId), eq(registrationPhotos.registration_id, idParam(request))),
      );
    if (!row) throw notFound();
    return row;
  };

  app.get('/registrations/:id/photos', { schema: photoSchemas.list }, async (request) => {
    const record = await readable(request);
    const rows = await registry.orm
      .select(photoFields)
      .from(registrationPhotos)
      .where(eq(registrationPhotos.registration_id, record.id))
      .orderBy(asc(registrationPhotos.id));
    return rows.map(presented);
  });

  app.post('/registrations/:id/photos', { schema: photoSchemas.add }, async (request, reply) => {
    // Refused before the upload is read and decoded, so nobody else can make the server do that work.
    await changeable(request);
    const bytes = await uploadedPhoto(request);
    const picture = await readPicture(bytes);
    if (typeof picture === 'string') throw photoError(request, picture, { max: MAX_PHOTO_MEGAPIXELS });
    const viewer = requireViewer(request);
    const outcome = await registry.orm.transaction(async (tx) => {
      const registrationId = await lockedForChange(request, tx);
      const [same] = await tx
        .select(photoFields)
        .from(registrationPhotos)
        .where(
          and(eq(registrationPhotos.registration_id, registrationId), eq(registrationPhotos.bytes, bytes)),
        );
      if (same) return { replayed: same };
      const [counted] = await tx
        .select({ n: count() })
        .from(registrationPhotos)
        .where(eq(registrationPhotos.registration_id, registrationId));
      if ((counted?.n ?? 0) >= MAX_PHOTOS) throw photoError(request, 'tooMany', { max: MAX_PHOTOS });
      const [created] = await tx
        .insert(registrationPhotos)
        .values({
          registration_id: registrationId,
          type: picture.type,
          bytes,
          thumbnail: picture.thumbnail,
          size: bytes.length,
          width: picture.width,
          height: picture.height,
          user_id: viewer.id,
        })
        .returning(photoFields);
      if (!created) throw new Error('the insert returned no row');
      await touchForSync(tx, registrationId);
      return { created };
    });
    if (outcome.replayed) return reply.code(200).send(presented(outcome.replayed));
    return reply.code(201).send(presented(outcome.created));
  });

  const sendPicture =
    (kind: 'bytes' | 'thumbnail') => async (request: FastifyRequest, reply: FastifyReply) => {
      await readable(request);
      const photo = await photoOf(request);
      const etag = `"photo-${photo.id}-${kind}"`;
      // A photo never changes under its id: browsers and phones may keep it.
      reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type(kind === 'bytes' ? photo.type : 'image/jpeg')
        .header('content-disposition', 'inline')
        .send(photo[kind]);
    };
  app.get('/registrations/:id/photos/:photoId', { schema: photoSchemas.picture }, sendPicture('bytes'));
  app.get(
    '/registrations/:id/photos/:photoId/thumbnail',
    { schema: photoSchemas.thumbnail },
    sendPicture('thumbnail'),
  );

  app.delete(
    '/registrations/:id/photos/:photoId',
    { schema: photoSchemas.remove },
    async (request, reply) => {
      const photoId = idParam(request, 'photoId');
      await changeable(request);
      await registry.orm.transaction(async (tx) => {
        const registrationId = await lockedForChange(request, tx);
        const deleted = await tx
          .delete(registrationPhotos)
          .where(
            and(eq(registrationPhotos.id, photoId), eq(registrationPhotos.registration_id, registrationId)),
          )
          .returning({ id: registrationPhotos.id });
        if (!deleted.length) throw notFound();
        await touchForSync(tx, registrationId);
      });
      return reply.code(204).send();
    },
  );
}

/** The bytes of the `photo` part; too large, missing or not multipart is a 422, never a 500. */
async function uploadedPhoto(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw photoError(request, 'missingFile');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoError(request, 'tooLarge', { size: MAX_PHOTO_MEGABYTES });
    if (code?.startsWith('FST_')) throw photoError(request, 'missingFile');
    throw error;
  }
}
