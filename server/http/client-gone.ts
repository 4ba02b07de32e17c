import type { FastifyReply } from 'fastify';

/** Aborts when the connection closes before the response was sent: the user left or the browser aborted. */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
