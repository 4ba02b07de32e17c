/**
 * The notification centre (`/api/notifications`): each back-office user reads and marks their own. Alerts
 * themselves are a registry resource (`/api/alerts`, area-scoped, acknowledged by a workflow action).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import { idParam } from '../crud/request';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { forbidden, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { alertLabelJoins, alertLabels } from './labels';
import { notificationSchemas } from './route-schemas';

const viewerId = (request: FastifyRequest) => {
  const viewer = requireViewer(request);
  if (!backOffice(viewer)) throw forbidden();
  return viewer.id;
};

async function unreadCount(orm: Orm, userId: number) {
  const [row] = await queryRows<{ unread: number }>(
    orm,
    sql`SELECT count(*)::int AS unread FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
  );
  return row?.unread ?? 0;
}

export async function notificationRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  app.get<{ Querystring: { unread?: string; page?: string; perPage?: string } }>(
    '/notifications',
    { schema: notificationSchemas.list },
    async (request, reply) => {
      const userId = viewerId(request);
      const { query } = request;
      const perPage = Number(query.perPage ?? 20);
      const offset = (Number(query.page ?? 1) - 1) * perPage;
      const unreadOnly = query.unread === '1' ? sql`AND n.read_at IS NULL` : sql``;
      const locale = requestLocale(request);
      const [data, [total], unread] = await Promise.all([
        queryRows(
          orm,
          sql`SELECT n.id, n.alert_id, n.created_at, n.read_at, a.status, ru.kind, ru.name AS rule, a.week, a.cases,
              ${alertLabels(locale)}
            FROM notifications n
            JOIN alerts a ON a.id = n.alert_id
            JOIN alert_rules ru ON ru.id = a.rule_id
            ${alertLabelJoins}
            WHERE n.user_id = ${userId} ${unreadOnly}
            ORDER BY n.created_at DESC, n.id DESC
            LIMIT ${perPage} OFFSET ${offset}`,
        ),
        queryRows<{ total: number }>(
          orm,
          sql`SELECT count(*)::int AS total FROM notifications n WHERE n.user_id = ${userId} ${unreadOnly}`,
        ),
        unreadCount(orm, userId),
      ]);
      reply.header('Cache-Control', 'private, no-cache');
      return { data, total: total?.total ?? 0, unread };
    },
  );

  app.get('/notifications/unread', { schema: notificationSchemas.unread }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
    return { unread: await unreadCount(orm, viewerId(request)) };
  });

  app.post('/notifications/:id/read', { schema: notificationSchemas.read }, async (request) => {
    const userId = viewerId(request);
    const id = idParam(request);
    const marked = await queryRows<{ id: number }>(
      orm,
      sql`UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    // Another user's notification is as absent as a missing one.
    if (!marked.length) throw notFound();
    return { unread: await unreadCount(orm, userId) };
  });

  app.post('/notifications/read-all', { schema: notificationSchemas.readAll }, async (request) => {
    const userId = viewerId(request);
    await orm.execute(
      sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`,
    );
    return { unread: 0 };
  });
}
