/**
 * The server suite's template databases, built once per run by the global setup: `migrated` (the schema,
 * no rows) and `demo` (the demo seeded with no registrations). Each test file opens a fresh copy, which
 * costs a fraction of migrating and seeding its own (see `openTestDatabase`).
 */
export type TemplateName = 'migrated' | 'demo';

export type Templates =
  /** PGlite: a file holding `dumpDataDir()` of each template. */
  | { kind: 'pglite'; files: Record<TemplateName, string> }
  /** PostgreSQL: databases on the cluster of `adminUrl`, copied with `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; adminUrl: string; databases: Record<TemplateName, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/** The instant the test demo is seeded at: the suite's dates and periods are relative to it. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');
