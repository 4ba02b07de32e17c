/**
 * `npm start`: builds the browser app when it is missing or older than its sources, then runs the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = [
  'src',
  'i18n',
  'resources',
  'shared',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const BUILT = join('dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
// CLIENT_DIR='' runs the API alone: nothing to build.
const servesClient = process.env.CLIENT_DIR !== '';
if (servesClient && builtAt < Math.max(...CLIENT_SOURCES.map(newestMtime))) {
  process.stdout.write('Building the browser app…\n');
  const result = spawnSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
