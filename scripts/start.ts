/**
 * `npm start`: builds the browser app when it is missing or older than its sources, then runs the server.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { clientBuildIsStale } from './client-build';

// CLIENT_DIR='' runs the API alone: nothing to build.
const servesClient = process.env.CLIENT_DIR !== '';
if (servesClient && clientBuildIsStale('.')) {
  process.stdout.write('Building the browser app…\n');
  const result = spawnSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
