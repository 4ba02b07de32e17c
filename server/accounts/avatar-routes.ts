import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import { idParam } from '../crud/request';
import type { Orm } from '../db/connect';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { idParams, routeSchema } from '../schemas/common';
import { avatarEtag, avatarImage } from './avatar';

const mayReadAccounts = can('manage user');

/**
 * An uploaded avatar at its own address, so sessions and user lists carry a short URL instead of the
 * picture. The URL changes with the account (`?v=`), so browsers may keep it; the ETag covers the rest.
 */
export async function avatarRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const schema = routeSchema({
    tags: ['users'],
    operationId: 'getUserAvatar',
    summary: "A user's uploaded picture (oneself, or account managers)",
    access: 'session',
    params: idParams,
    response: {
      200: {
        type: 'string',
        contentMediaType: 'image/*',
        description: 'The picture (PNG, JPEG, GIF or WebP)',
      },
      304: { type: 'null', description: 'Not modified (If-None-Match)' },
    },
  });
  app.get('/users/:id/avatar', { schema }, async (request, reply) => {
    const viewer = requireViewer(request);
    const id = idParam(request);
    if (id !== viewer.id && !mayReadAccounts(viewer)) throw forbidden();
    const [row] = await orm.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
    const image = typeof row?.avatar === 'string' ? avatarImage(row.avatar) : null;
    if (!image) throw notFound();
    const etag = avatarEtag(image);
    reply.header('etag', etag).header('cache-control', 'private, max-age=86400');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.type).header('content-disposition', 'inline').send(image.bytes);
  });
}
