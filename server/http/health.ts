import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';
import { routeSchema } from '../schemas/common';

const database = {
  type: 'object',
  properties: {
    kind: { enum: ['pglite', 'postgres'] },
    ok: { type: 'boolean' },
    latency_ms: { type: 'integer' },
  },
};
const schema = routeSchema({
  tags: ['system'],
  operationId: 'getHealth',
  summary: 'Liveness and database reachability',
  access: 'public',
  response: {
    200: {
      type: 'object',
      description: 'Up, database reachable',
      properties: { status: { const: 'ok' }, database },
    },
    503: {
      type: 'object',
      description: 'Up, database unreachable',
      properties: { status: { const: 'degraded' }, database },
    },
  },
});

/** Liveness and database reachability, for load balancers and the operator. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/health', { schema }, async (_request, reply) => {
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
