import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers (JSON lists, dashboard rollups, exports) compressed by the client's Accept-Encoding. Brotli
 * at quality 4: near gzip -9's size for a fraction of quality 11's CPU, which suits per-request work. The
 * built assets are compressed once at build time and served as they are (see ./static.ts).
 */
export async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
