/**
 * The export thread's code (export-thread.ts and all it imports) bundled into one ES module, once per
 * process, that a worker runs as it is. The server runs TypeScript through tsx; a worker registering tsx
 * itself got a module-hooks thread of its own and a transpiled copy of each module it loaded: an export
 * thread doing nothing grew the server's RSS by ~90 MB at its peak, a bundled one by ~22 MB
 * (docs/decisions.md).
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, stop } from 'esbuild';

const entry = new URL('./export-thread.ts', import.meta.url);

let script: Promise<URL> | null = null;

/** A `data:` URL of the bundle, built on the first call (a failed build is tried again next time). */
export function threadScript(): Promise<URL> {
  script ??= bundle().catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/**
 * PGlite and its driver, which the thread never opens (it reads PostgreSQL), as empty modules: they were
 * two thirds of the bundle, parsed by every thread.
 */
const withoutPglite: Plugin = {
  name: 'without-pglite',
  setup(on) {
    on.onResolve({ filter: /^(@electric-sql\/pglite|drizzle-orm\/pglite)(\/|$)/ }, ({ path }) => ({
      path,
      namespace: 'without-pglite',
    }));
    on.onLoad({ filter: /.*/, namespace: 'without-pglite' }, () => ({ contents: 'module.exports = {};' }));
  },
};

async function bundle(): Promise<URL> {
  const path = fileURLToPath(entry);
  const { outputFiles } = await build({
    entryPoints: [path],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    // pg's optional native binding, loaded only when asked for.
    external: ['pg-native'],
    // A data: URL has no place on disk: each module finds its files (none, in a thread) from the entry's,
    // and the CommonJS packages bundled (pg) their `require` of Node's own modules.
    define: { 'import.meta.url': JSON.stringify(entry.href) },
    banner: {
      js: `import { createRequire as requireFrom } from 'node:module'; const require = requireFrom(${JSON.stringify(path)});`,
    },
    plugins: [withoutPglite],
    legalComments: 'none',
    logLevel: 'silent',
  }).finally(() => stop());
  const [code] = outputFiles;
  if (!code) throw new Error('the export thread was not bundled');
  return new URL(`data:text/javascript;base64,${Buffer.from(code.contents).toString('base64')}`);
}
