import type { FastifyReply } from 'fastify';

/** Aborts when the connection closes before the response was sent: the user left or the browser aborted. */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // A client may leave while its request waits for a connection to read its session: 'close' has then
  // already been emitted, and listening for it would let the request's statement run for nobody.
  if (reply.raw.closed && !reply.raw.writableFinished) controller.abort();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  return controller.signal;
}
