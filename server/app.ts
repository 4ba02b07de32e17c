import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { resources as defaultResources } from '../resources';
import type { Resource } from '../resources/kit';
import { avatarRoutes } from './accounts/avatar-routes';
import { passwordResetRoutes } from './accounts/password-reset';
import { profileRoutes } from './accounts/profile';
import { syncPermissions } from './accounts/sync-permissions';
import { alertListener } from './alerts/listener';
import { notificationRoutes } from './alerts/routes';
import { handleAlertJobs } from './alerts/worker';
import { viewerAreaRoutes } from './areas/routes';
import { authRoutes } from './auth/routes';
import { sessionPlugin } from './auth/session-plugin';
import { tokenRoutes } from './auth/token-routes';
import { boundaryRoutes } from './boundaries/routes';
import type { AppConfig } from './config';
import { createCrudRegistry } from './crud/context';
import { withChildPolicies } from './crud/derivations';
import { crudRoutes } from './crud/routes';
import { DASHBOARD_TIME_ZONE } from './dashboard/calendar';
import { dashboardRoutes } from './dashboard/routes';
import { syncDashboardTimeZone } from './dashboard/time-zone-sync';
import type { Database } from './db/connect';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { compression } from './http/compression';
import { readClientPolicy } from './http/content-policy';
import { apiNotFound, installErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health';
import { securityHeadersPlugin, staticSecurityHeaders } from './http/security-headers';
import { drainPlugin } from './http/shutdown';
import { clientRoutes } from './http/static';
import { importRoutes } from './import/routes';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailer, type Mailer } from './mail/mailer';
import { outbreakGrouping } from './outbreaks/listener';
import { outbreakRoutes } from './outbreaks/routes';
import { photoRoutes } from './photos/routes';
import { policies } from './policies';
import { openApiRoute, schemaPlugin } from './schemas/plugin';
import { syncRoutes } from './sync/routes';
import type { WorkflowListener } from './workflow/events';
import { workflowListeners } from './workflow/listeners';
import { workflowRoutes } from './workflow/routes';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  /** The resource registry (tests add fixture resources). */
  resources?: readonly Resource[];
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes (tests capture it); by default SMTP_URL or the outbox. */
  mailer?: Mailer;
  /**
   * Called on every workflow event in its transaction (default: the outbreak grouping, then
   * `server/workflow/listeners.ts`, then the alert evaluation's).
   */
  listeners?: readonly WorkflowListener[];
  /**
   * The background job queue (alert evaluation, emails). Its handlers are registered here; whoever runs
   * the app starts it (`server/main.ts`) or drains it (tests). By default one on `db`, never started.
   */
  jobs?: JobQueue;
}

/** The whole application as a Fastify instance; `server/main.ts` only opens the database and listens. */
export async function buildApp({
  config,
  db,
  resources = defaultResources,
  logger = false,
  mailer,
  listeners,
  jobs = createJobQueue(db),
}: BuildOptions) {
  const { trustProxy } = config;
  const clientPolicy = readClientPolicy(config.clientDir);
  const securityHeaders = staticSecurityHeaders(clientPolicy);
  const app = Fastify({
    logger,
    // A hop count trusts that many proxies in front (Fastify's types only take the function form).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // A slow client (slowloris) may not hold a connection: whole request, headers and idle limits.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    connectionTimeout: 2 * 60 * 1000,
    http: {
      headersTimeout: Math.min(15, config.requestTimeoutSeconds) * 1000,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(5000, config.requestTimeoutSeconds * 250),
    },
    clientErrorHandler: clientErrorHandler(securityHeaders),
    frameworkErrors: frameworkErrors(securityHeaders),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  installErrorHandler(app);
  await app.register(securityHeadersPlugin, { policy: clientPolicy });
  await app.register(drainPlugin);
  await compression(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, {
    orm: db.orm,
    secret: config.sessionSecret,
    timeouts: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
  });

  await syncPermissions(db.orm, resources);
  await syncDashboardTimeZone(db.orm, DASHBOARD_TIME_ZONE, app.log);
  await app.register(schemaPlugin, { resources });

  const registry = createCrudRegistry(db, resources);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, orm: db.orm, log: app.log });
  handleAlertJobs(jobs, db.orm, mail);
  const eventListeners = listeners ?? [
    outbreakGrouping(config.outbreaks),
    ...workflowListeners,
    alertListener(jobs),
  ];
  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFound);
      await api.register(healthRoutes, { db });
      await api.register(openApiRoute);
      await api.register(authRoutes, { orm: db.orm });
      await api.register(profileRoutes, { registry });
      await api.register(viewerAreaRoutes, { registry });
      await api.register(tokenRoutes, { registry });
      await api.register(avatarRoutes, { orm: db.orm });
      await api.register(passwordResetRoutes, { orm: db.orm, mailer: mail, secret: config.sessionSecret });
      const allPolicies = withChildPolicies(resources, policies, eventListeners);
      await api.register(crudRoutes, {
        registry,
        policies: allPolicies,
        listeners: eventListeners,
        exportThreads: config.exportThreads,
      });
      await api.register(workflowRoutes, { registry, policies: allPolicies, listeners: eventListeners });
      await api.register(importRoutes, {
        registry,
        policies: allPolicies,
        listeners: eventListeners,
        maxBytes: config.importMaxMegabytes * 1024 * 1024,
      });
      await api.register(outbreakRoutes, { registry, listeners: eventListeners });
      await api.register(photoRoutes, { registry });
      await api.register(syncRoutes, { registry, windowMonths: config.syncWindowMonths });
      await api.register(dashboardRoutes, { orm: db.orm });
      await api.register(boundaryRoutes, { orm: db.orm });
      await api.register(notificationRoutes, { orm: db.orm });
    },
    { prefix: '/api' },
  );
  if (config.clientDir) await app.register(clientRoutes, { root: config.clientDir });
  return app;
}
