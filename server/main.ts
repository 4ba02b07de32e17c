import { existsSync } from 'node:fs';
import pino from 'pino';
import { SWEEP_SCHEDULE } from './alerts/worker';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, WARM_CONNECTIONS } from './db/connect';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed';
import { closeGracefully, SHUTDOWN_TIMES } from './http/shutdown';
import { createJobQueue } from './jobs/queue';
import { purgeExpiredRows } from './maintenance/purge';
import { refreshStatistics } from './maintenance/statistics';
import { dataUpgrades, runUpgrades } from './upgrade/run';

const PURGE_EVERY_MS = 15 * 60 * 1000;

/** Opens the database, seeds the demo on an empty one, serves, and shuts down gracefully. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost; reconnecting on demand'),
    statementTimeoutMs: config.statementTimeoutSeconds * 1000,
    // A quiet registry's first write after a while must not wait for a new connection's catalogue caches.
    warmConnections: WARM_CONNECTIONS,
  });
  logger.info(
    { database: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'database ready',
  );
  const { seeded } = await seedDemo(db.orm, { log: (msg) => logger.info(msg) });
  for (const step of await runUpgrades(db.orm, dataUpgrades(config.outbreaks))) {
    logger.info({ step: step.name, ...step.result }, 'data upgrade done');
  }
  const analyse = () =>
    refreshStatistics(db).catch((err) => logger.warn({ err }, 'refreshing the planner statistics failed'));
  await analyse();

  const jobs = createJobQueue(db, { log: logger });
  const app = await buildApp({ config, db, jobs, logger: { level: config.logLevel } });
  // Alert evaluation and mail run in this process, off the request path (DESIGN §7).
  await jobs.start([SWEEP_SCHEDULE]);
  const timeouts = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const purge = setInterval(
    () =>
      purgeExpiredRows(db.orm, timeouts, config.auditRetentionDays)
        .then(
          (purged) => logger.debug({ purged }, 'expired rows purged'),
          (err) => logger.warn({ err }, 'purge failed'),
        )
        .then(analyse),
    PURGE_EVERY_MS,
  );
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(purge);
    // Whatever hangs (a stuck request, the database), the process ends shortly after the deadline.
    setTimeout(() => {
      logger.error('shutdown deadline passed: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMES.deadlineMs + 5000).unref();
    await closeGracefully(app);
    await jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.roles.join(', ')}`).join('\n');
  process.stdout.write(
    `\nAnimal health back-office running at ${url}\n` +
      (seeded ? 'Demo data was seeded.\n' : '') +
      `Demo accounts (password demo1234, change them in production):\n${accounts}\n\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
