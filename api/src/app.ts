import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { bootstrap, type FirstOwnerNotice, firstOwnerMessage } from './db/bootstrap.js';
import { migrate } from './db/migrate.js';
import { createSchemaGate, type SchemaGate } from './db/schema-gate.js';
import { createFieldCrypto, type FieldCrypto } from './lib/crypto.js';
import { DataKeyError, openDataKey } from './lib/data-key.js';
import { deriveKey, keyFingerprint, readMasterKey } from './lib/keys.js';
import { loggerOptions, ProbesAtDebug } from './lib/logger.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { federationFailureRoutes } from './modules/federation-failures/routes.js';
import { appointmentRoutes } from './modules/appointments/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { clinicRoutes } from './modules/clinics/routes.js';
import { doctorRoutes } from './modules/doctors/routes.js';
import { patientRoutes } from './modules/patients/routes.js';
import { pickerRoutes } from './modules/pickers/routes.js';
import { userListRoutes } from './modules/user-list/routes.js';
import { userActionRoutes } from './modules/user-actions/routes.js';
import { notificationFeedRoutes } from './modules/notification-feed/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { paymentsRevenueRoutes } from './modules/payments-revenue/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { trendRoutes } from './modules/trends/routes.js';
import { commandSearchRoutes } from './modules/command-search/routes.js';
import { liveEventRoutes } from './modules/live-events/routes.js';
import { encryptLegacySavedViews } from './modules/saved-views/encrypt-legacy.js';
import { savedViewRoutes } from './modules/saved-views/routes.js';
import { adminRoutes } from './modules/admins/routes.js';
import { adminInboxRoutes } from './modules/admin-inbox/routes.js';
import { assignmentRoutes } from './modules/assignments/routes.js';
import { noteRoutes } from './modules/notes/routes.js';
import { secondFactorRoutes } from './modules/second-factor/index.js';
import { liveEventsPlugin } from './plugins/live-events.js';
import { registryPlugin } from './plugins/registry.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { metricsPlugin } from './plugins/metrics.js';
import { readReplicaPlugin } from './plugins/read-replica.js';
import { sharedReadsPlugin } from './plugins/shared-reads.js';
import { interactiveRequestsPlugin } from './plugins/interactive-requests.js';
import { authPlugin } from './plugins/auth.js';
import { permissionsPlugin } from './plugins/permissions.js';
import { dbPlugin } from './plugins/db.js';
import { backupsPlugin } from './plugins/backups.js';
import { envelopeFrameworkOptions, errorsPlugin } from './plugins/errors.js';
import { mailPlugin } from './plugins/mail.js';
import { backgroundPlugin } from './plugins/background.js';
import { refundDeskPlugin } from './modules/payments/index.js';
import { encryptLegacyOutbox } from './lib/mail-outbox.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticAppsPlugin } from './plugins/static-apps.js';
import { textGuardPlugin } from './plugins/text-guard.js';
import { seedDemoIfEmpty } from './seed/index.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** A database opened by the caller (tests); it stays open when the app closes. */
  database?: Database;
  /** Modules besides the app's own, under /api before the notes and work queues (tests declare kinds). */
  modules?: FastifyPluginAsync[];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What a process that migrates at start does before it serves, under the database's lock (several
 * start together): the migrations, the data key check, the first Owner, the legacy encryptions,
 * the demo data when asked. The release's migration job runs it too (ops/migrate-cli.ts).
 */
async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ key: Buffer; crypto: FieldCrypto; firstOwner: FirstOwnerNotice | null }> {
  return database.exclusive(async (sql) => {
    await migrate(sql);
    // Checked against the database before anything is encrypted or decrypted with it.
    const key = await openDataKey(sql, config);
    const crypto = createFieldCrypto(key);
    const firstOwner = await bootstrap(sql, config);
    await encryptLegacyOutbox(sql, crypto);
    await encryptLegacySavedViews(sql, crypto);
    if (config.seedDemo) await seedDemoIfEmpty(database, { crypto });
    return { key, crypto, firstOwner };
  });
}

/**
 * Opens the database (migrating it unless MIGRATE_ON_START=0), then builds the Fastify app of the
 * process's ROLE: external plugins, app plugins, and the routes (web), the background work
 * (worker), or both.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  let masterKey: Buffer;
  let fieldCrypto: FieldCrypto;
  let firstOwner: FirstOwnerNotice | null = null;
  // Set when this process did not check the key against the database itself: the gate does.
  let uncheckedKey: string | null = null;
  try {
    if (config.migrateOnStart) {
      ({ key: masterKey, crypto: fieldCrypto, firstOwner } = await prepareDatabase(database, config));
    } else {
      // The migration job checks and records the key; loadConfig made sure there is one.
      const key = readMasterKey(config.dataKey, config.dataDir);
      if (!key) throw new DataKeyError('MIGRATE_ON_START=0 needs DATA_KEY (or DATA_KEY_FILE)');
      masterKey = key;
      fieldCrypto = createFieldCrypto(key);
      uncheckedKey = keyFingerprint(key);
    }
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new ProbesAtDebug(),
    // X-Forwarded-For and -Proto are believed only from the proxies the operator names or counts
    // (TRUST_PROXY): the client's address and scheme are the first untrusted hop's.
    trustProxy: trustProxyOption(config.trustProxy, config.trustProxyHops),
    bodyLimit: config.bodyLimitBytes,
    // Slow clients cannot hold connections: the whole request within requestTimeout, its headers
    // within headersTimeout (checked every second), an idle connection closed after idleTimeout.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: Math.min(5_000, config.idleTimeoutMs),
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    genReqId(request) {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
    ...envelopeFrameworkOptions,
  });
  // The operator reads the first Owner's setup link here (warn: it shows at LOG_LEVEL=warn too).
  const notice = firstOwner as FirstOwnerNotice | null;
  if (notice) app.log.warn({ firstOwner: notice.kind }, firstOwnerMessage(notice));
  app.decorate('config', config);
  app.decorate('fieldCrypto', fieldCrypto);
  app.decorate('lookupKey', deriveKey(masterKey, 'lookup'));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // ROLE: the HTTP API (web), the background work (worker), or both in one process (all).
  const web = config.role !== 'worker';
  const background = config.role !== 'web';
  app.decorate('schemaGate', createSchemaGate(database, { keyFingerprint: uncheckedKey, log: app.log }));
  app.addHook('onClose', async () => app.schemaGate.stop());

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  if (web) {
    await app.register(securityHeadersPlugin);
    // Cookies are parsed only where read (the refresh call), not on every request.
    await app.register(fastifyCookie, { hook: false });
    await app.register(textGuardPlugin);
    await app.register(openapiPlugin);
  }
  await app.register(dbPlugin, { database, owned: !options.database });
  if (web) await app.register(backupsPlugin);
  await app.register(mailPlugin);
  await app.register(refundDeskPlugin);
  if (web) {
    await app.register(interactiveRequestsPlugin);
    await app.register(authPlugin);
    await app.register(permissionsPlugin);
    await app.register(registryPlugin);
    await app.register(liveEventsPlugin);
    await app.register(sharedReadsPlugin);
    await app.register(sessionsPlugin);
    await app.register(readReplicaPlugin);
  }
  await app.register(metricsPlugin);
  if (background) await app.register(backgroundPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      if (!web) return;
      await api.register(doctorRoutes);
      await api.register(userListRoutes);
      await api.register(patientRoutes);
      await api.register(pickerRoutes);
      await api.register(clinicRoutes);
      await api.register(userActionRoutes);
      await api.register(catalogRoutes);
      await api.register(appointmentRoutes);
      await api.register(paymentRoutes);
      await api.register(trendRoutes);
      await api.register(enquiryRoutes);
      await api.register(notificationFeedRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(settingsRoutes);
      await api.register(dashboardRoutes);
      await api.register(paymentsRevenueRoutes);
      await api.register(commandSearchRoutes);
      await api.register(liveEventRoutes);
      await api.register(federationFailureRoutes);
      await api.register(auditRoutes);
      await api.register(savedViewRoutes);
      await api.register(adminRoutes);
      await api.register(secondFactorRoutes);
      for (const module of options.modules ?? []) await api.register(module);
      // Last: they make routes for the kinds of note and the work queues the modules above declared
      // (a module registered after them cannot declare one: the start-up fails, naming it).
      await api.register(assignmentRoutes);
      await api.register(noteRoutes);
      await api.register(adminInboxRoutes);
    },
    { prefix: '/api' },
  );

  if (web && config.serveApps) {
    await app.register(staticAppsPlugin, {
      appsDir: config.appsDir,
      serveSourceMaps: config.serveSourceMaps,
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Patient field encryption and blind indexes (lib/crypto.ts). */
    fieldCrypto: FieldCrypto;
    /** HMAC key for values looked up by hash (tried e-mails, reset codes). */
    lookupKey: Buffer;
    /** Whether the database has what this build needs (readiness, and the background work's start). */
    schemaGate: SchemaGate;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (login, reset flow, health, docs). */
    public?: boolean;
    /**
     * Requests the browser makes on its own (the live-update stream): they need a session but are
     * not the admin's activity, so they never hold the session's idle timeout off.
     */
    passive?: boolean;
  }
}
