import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';

/** Liveness and database reachability, for load balancers and the operator. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await db.orm.execute(sql`select 1`);
      return {
        status: 'ok',
        database: { kind: db.kind, ok: true, latency_ms: Math.round(performance.now() - started) },
      };
    } catch {
      return reply.code(503).send({ status: 'degraded', database: { kind: db.kind, ok: false } });
    }
  });
}
