import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: vitest's default (cores − 1) runs one file at a time on a 2-core machine. On PostgreSQL
    // each worker has a cluster of its own (tests/support/templates.ts).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // A worker loads the server's modules once for all its files; each file gets its own app and the
          // worker's demo database put back as the template left it, so no data crosses files (docs/decisions.md).
          isolate: false,
          // Hundreds of sign-ins: a cheaper scrypt than production's (as Laravel's BCRYPT_ROUNDS in tests).
          // 2^10 (the lowest it takes) is ~1.6 ms of CPU a hash, 2^14 was ~75 ms: seconds of every file's sign-ins.
          env: { PASSWORD_HASH_COST: '10' },
          // Migrated and seeded once per run; each worker opens a copy (tests/support/test-db.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          // Closes the apps and databases each file opened (`createTestApp`).
          setupFiles: ['tests/support/server-setup.ts'],
          // Generous: a shared, loaded machine may be several times slower than an idle one.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          // React's development build and the DOM allocate short-lived objects by the million: a larger young
          // generation collects them in fewer scavenges (in turns, 3.5 % less CPU; the server's files gained none).
          execArgv: ['--max-semi-space-size=64'],
          // happy-dom rather than jsdom: the same 65 files in 12 % less CPU (docs/decisions.md). Its URL is
          // jsdom's, which the files' relative requests (msw) resolve against. It loads no script or style
          // file (the app's modules are the test's imports): a page's <script src> is skipped without an error.
          environment: 'happy-dom',
          environmentOptions: {
            happyDOM: {
              url: 'http://localhost:3000',
              settings: { handleDisabledFileLoadingAsSuccess: true },
            },
          },
          include: ['tests/client/**/*.test.{ts,tsx}'],
          // A worker loads happy-dom, react-admin and MUI once for all its files; each file still starts with the
          // app's modules evaluated anew and an empty document (tests/client/fresh-file.ts, docs/decisions.md).
          isolate: false,
          setupFiles: ['tests/client/fresh-file.ts', 'tests/client/setup.ts'],
          // As the server's: a screen test rendering react-admin takes ~2 s idle and 10× that on a loaded machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
