/**
 * `npm start`: builds the browser app when it is missing or older than its sources, then runs the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientBuildIsStale } from './client-build';

// CLIENT_DIR='' runs the API alone: nothing to build.
const servesClient = process.env.CLIENT_DIR !== '';
const vite = join('node_modules', 'vite', 'bin', 'vite.js');
if (servesClient && clientBuildIsStale('.')) {
  // A production install (`npm ci --omit=dev`) has no vite: it serves the build made before (`npm run build`).
  if (!existsSync(vite)) {
    process.stderr.write(
      'The browser app (dist/) is missing or older than its sources, and vite is not installed to build it.\n' +
        'Run `npm run build` where the dev dependencies are installed, then start again.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Building the browser app…\n');
  const result = spawnSync(process.execPath, [vite, 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
