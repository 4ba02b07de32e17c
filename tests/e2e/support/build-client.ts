import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { clientBuildIsStale } from '../../../scripts/client-build';

/** Builds the browser app into dist/ in CI, or when it is missing or older than its sources. */
export function buildClient(root: string): void {
  if (!process.env.CI && !clientBuildIsStale(root)) return;
  process.stdout.write('e2e: building the browser app…\n');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
