/** Whether the built browser app (dist/) is missing or older than its sources: `npm start` and e2e ask. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = [
  'src',
  'i18n',
  'resources',
  'shared',
  'index.html',
  'vite.config.ts',
  'scripts/app-shell.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

export function clientBuildIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...CLIENT_SOURCES.map((p) => newestMtime(join(root, p))));
}
