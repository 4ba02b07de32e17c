import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../i18n';
import { requestLocale } from './locale';

export interface ShutdownTimes {
  /** How long requests still arriving (on open keep-alive connections, or from a load balancer not yet
   * aware) get a 503 before the connections close. */
  drainMs: number;
  /** Connections still open this long after the drain are cut: a stuck request never holds shutdown. */
  deadlineMs: number;
}

export const SHUTDOWN_TIMES: ShutdownTimes = { drainMs: 2000, deadlineMs: 10_000 };
const RETRY_AFTER_SECONDS = '5';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every new request gets 503 with Connection: close; those in flight finish. */
    startDraining(): void;
  }
}

/** Answers requests that arrive during shutdown with a 503 rather than letting their connection reset. */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    return reply
      .code(503)
      .headers({ connection: 'close', 'retry-after': RETRY_AFTER_SECONDS })
      .send({ message: translate(requestLocale(request), 'validation.restarting') });
  });
  app.addHook('onSend', async (_request, reply) => {
    // A connection that served its last request during the drain is not kept for another one.
    if (draining) reply.header('connection', 'close');
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains (new requests get 503, those in flight finish), then closes: Fastify stops listening and ends idle
 * connections; whatever is still open at the deadline is cut.
 */
export async function closeGracefully(app: FastifyInstance, times: ShutdownTimes = SHUTDOWN_TIMES) {
  app.startDraining();
  await sleep(times.drainMs);
  const cut = setTimeout(() => app.server.closeAllConnections(), times.deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
