import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

/** Serves the built browser app, with index.html for every client-side route (history mode). */
export async function clientRoutes(app: FastifyInstance, { root }: { root: string }) {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built browser app: run `npm run build`');
    return;
  }
  const hasLogin = existsSync(join(root, 'login.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The .br and .gz copies written by the build (scripts/precompress.ts), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed asset names never change content; index.html must always be revalidated.
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || !page) return apiNotFound(request, reply);
    // The sign-in page a visitor first loads has its own light page (login.html); inside the app,
    // react-admin draws /login itself.
    const file = request.url.split('?')[0] === '/login' && hasLogin ? 'login.html' : 'index.html';
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile(file);
  });
}
