import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { OnboardingStep } from '@bagel/contract';
import { pingDatabase, type DatabaseHandle, type MigrationSet } from '@bagel/db';
import { startJobQueue } from '@bagel/jobs';
import {
  API_REFERENCE_PATH,
  quietDuringOutages,
  registerApiReference,
  registerHealthRoutes,
  serverKit,
  serverOptions,
} from '@bagel/server-kit';
import type { ObjectStore, S3ObjectStoreOptions } from '@bagel/storage';
import { assetsMigrations, assetsPlugin, createAssetLibrary, createModelFiles, createUsableModels } from '@bagel/assets-server';
import { deploymentsMigrations, deploymentsPlugin } from '@bagel/deployments-server';
import { createFineTunes, fineTuningMigrations, fineTuningPlugin } from '@bagel/fine-tuning-server';
import { generationMigrations, generationPlugin } from '@bagel/generation-server';
import { createDomainEvents, notificationsMigrations, notificationsPlugin } from '@bagel/notifications-server';
import { referralsMigrations, referralsPlugin } from '@bagel/referrals-server';
import { createModelCatalog, hubMigrations, hubPlugin } from '@bagel/hub-server';
import { adminApiMigrations, adminApiPlugin, createWaitlistSwitch } from '@bagel/admin-server';
import { createUserDirectory, apiKeysMigrations, apiKeysPlugin, perKeyRateLimit } from '@bagel/api-keys-server';
import { createOnboardingService, onboardingMigrations, onboardingPlugin } from '@bagel/onboarding-server';
import { supportMigrations, supportPlugin } from '@bagel/support-server';
import { createLedgerEvents, createLedgerPort, walletMigrations, walletPlugin } from '@bagel/wallet-server';
import type { ApiAdapters } from './adapters';
import type { ApiConfig } from './config';

export { adaptersFromEnvironment, type ApiAdapters } from './adapters';

export { loadApiConfig, type ApiConfig } from './config';

/** Every domain's migrations, applied in this order on start. */
export const API_MIGRATIONS: readonly MigrationSet[] = [
  apiKeysMigrations,
  adminApiMigrations,
  supportMigrations,
  onboardingMigrations,
  walletMigrations,
  assetsMigrations,
  hubMigrations,
  fineTuningMigrations,
  generationMigrations,
  deploymentsMigrations,
  notificationsMigrations,
  referralsMigrations,
];

/** A put writes to its partial bytes as they arrive: ones untouched this long belong to a process killed mid-put. */
const STORE_LEFTOVERS_IDLE_MS = 10 * 60 * 1000;

/** Headers a browser may send cross-origin (the web app calls api directly with its key). */
const CORS_ALLOWED_HEADERS = [
  'x-api-key',
  'content-type',
  'idempotency-key',
  'x-request-id',
  // The OpenAI-compatible chat endpoint takes its deployments key as OpenAI clients send one.
  'authorization',
  // Resumable uploads (tus) send these; tus answers the upload requests' own CORS headers.
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
];

export interface ApiAppOptions
  extends
    Pick<ApiConfig, 'serviceKey' | 'apiKeySecret' | 'publicApiUrl' | 'corsOrigins'>,
    Partial<Pick<ApiConfig, 'trustProxy' | 'uploadsSweep' | 'rateLimitPerMinute' | 'deployStartDeadlineMinutes'>> {
  /**
   * Already migrated (see {@link API_MIGRATIONS}); the caller owns it and closes it after the app. The app runs its
   * durable jobs in it and stops working them when it closes.
   */
  database: DatabaseHandle;
  /** Where asset files' bytes live (`objectStoreFromEnvironment`). */
  store: ObjectStore;
  /** Where resumable uploads collect their parts (`<DATA_DIR>/uploads`) without a bucket. */
  uploadsDir: string;
  /** The bucket the files live in, if any (`s3OptionsFromEnvironment`): resumable uploads keep their parts in it too. */
  uploadsBucket?: S3ObjectStoreOptions;
  /** The outside services (`adaptersFromEnvironment`). */
  adapters: ApiAdapters;
  logLevel?: string;
}

/**
 * The platform API: every domain plugin behind the API key authenticator, plus health and the API reference.
 * Domains never import each other; what one needs of another is a port (`@bagel/ports`) built here.
 */
export async function buildApiApp(options: ApiAppOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const waitlist = createWaitlistSwitch(db);
  // Remembers the users it reads, forgotten by every process as a change to them commits (as the key owners are).
  const directory = await createUserDirectory(db, waitlist, options.database.driver.listen);
  const ledger = createLedgerPort(db, directory);
  // Hub, fine-tuning and deployments tell users about their work through the notifications domain's outbox.
  const events = createDomainEvents();
  const onboarding = createOnboardingService(db);
  const onboardingProgress = {
    complete: async (userId: string, step: OnboardingStep) => void (await onboarding.completeStep(userId, step)),
  };
  const app = Fastify(serverOptions({ logLevel: options.logLevel, trustProxy: options.trustProxy }));
  // The queue looks for work every 2 s: an outage is a warning a minute, not an error with a stack per look.
  const jobs = await startJobQueue(options.database.driver, { log: quietDuringOutages(app) });
  // onClose hooks run last-added first: the queue stops (its jobs aborted and handed back) before what they use.
  // What the adapters run in this process (its server for simulated pods) ends with the app.
  app.addHook('onClose', () => directory.close());
  app.addHook('onClose', async () => options.adapters.close?.());
  app.addHook('onClose', () => jobs.stop());
  // Nothing else holds the queue if building the app fails: stop it, or it keeps polling a database being closed.
  try {
    await app.register(serverKit);
    await options.store.removeLeftovers(new Date(Date.now() - STORE_LEFTOVERS_IDLE_MS)).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'Removed what puts killed mid-way left in the object store'),
      (error: unknown) => app.log.warn({ err: error }, 'Could not look for what puts killed mid-way left in the object store'),
    );
    await app.register(cors, {
      origin: options.corsOrigins,
      // @fastify/cors allows only GET, HEAD and POST unless told; platform calls also PUT and DELETE.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      // A 429's Retry-After, and how much of its minute a key has left.
      exposedHeaders: ['x-request-id', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
      maxAge: 600,
    });
    // Before any route, which it hooks as each is added. Absent or 0 (tests, benchmarks): no per-key limit.
    if (options.rateLimitPerMinute) await app.register(perKeyRateLimit, { db, perMinute: options.rateLimitPerMinute });
    await app.register(apiKeysPlugin, {
      db,
      serviceKey: options.serviceKey,
      apiKeySecret: options.apiKeySecret,
      ledger,
      waitlist,
      listen: options.database.driver.listen,
    });
    await app.register(adminApiPlugin, { db });
    await app.register(supportPlugin, { db, documentationUrl: `${options.publicApiUrl}${API_REFERENCE_PATH}` });
    await app.register(onboardingPlugin, { db });
    await app.register(walletPlugin, { db, directory });
    const { hubSource, trainer } = options.adapters;
    const library = createAssetLibrary(db, options.store, { directory, onboarding: onboardingProgress, log: app.log });
    const fineTunes = createFineTunes({
      db,
      jobs,
      trainer,
      library,
      ledger,
      onboarding: onboardingProgress,
      models: createModelCatalog(hubSource),
      events,
    });
    await app.register(assetsPlugin, {
      db,
      store: options.store,
      directory,
      ledger,
      onboarding: onboardingProgress,
      uploadsDir: options.uploadsDir,
      uploadsBucket: options.uploadsBucket,
      driver: options.database.driver,
      corsOrigins: options.corsOrigins,
      fineTunes: fineTunes.launcher,
      downloads: { secret: options.apiKeySecret, publicApiUrl: options.publicApiUrl },
      jobs,
      uploadsSweep: options.uploadsSweep,
      now: options.adapters.now,
    });
    await app.register(hubPlugin, { db, source: hubSource, jobs, library, events });
    await app.register(fineTuningPlugin, { db, fineTunes, jobs, trainer, library, ledger, onboarding: onboardingProgress, events });
    await app.register(generationPlugin, { db, jobs, ledger, store: options.store, generator: options.adapters.generator });
    await app.register(deploymentsPlugin, {
      db,
      jobs,
      pods: options.adapters.pods,
      fetch: options.adapters.podFetch,
      ledger,
      models: createUsableModels(db),
      modelFiles: createModelFiles(db, options.store),
      secret: options.apiKeySecret,
      publicApiUrl: options.publicApiUrl,
      image: options.adapters.vllmImage,
      hubToken: options.adapters.huggingFaceToken,
      now: options.adapters.now,
      events,
      startDeadlineMinutes: options.deployStartDeadlineMinutes,
    });
    await app.register(notificationsPlugin, {
      db,
      listen: options.database.driver.listen,
      ledgerEvents: createLedgerEvents(db),
    });
    await app.register(referralsPlugin, {
      db,
      jobs,
      ledger,
      directory,
      social: options.adapters.social,
      publicApiUrl: options.publicApiUrl,
      // X's redirect ends on the web app's /invite: the first origin allowed to call api (none: api's own, relatively).
      webOrigin: options.corsOrigins[0] ?? '',
      secret: options.apiKeySecret,
    });
    registerHealthRoutes(app, () => pingDatabase(db));
    // The reference documents what the plugins registered (`registerRoute` records each), so it cannot miss one.
    await registerApiReference(app, app.contractRoutes, {
      title: 'Bagel platform API',
      version: '1.0.0',
      description: 'Every data call carries the x-api-key header: a user key acts only on its own user, the service key on any.',
    });
  } catch (error) {
    await jobs.stop();
    await directory.close();
    throw error;
  }
  return app;
}
