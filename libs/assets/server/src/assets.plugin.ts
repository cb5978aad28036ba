import fp from 'fastify-plugin';
import {
  buyAsset,
  createAsset,
  deleteAssetFile,
  getAsset,
  getAssetInfo,
  getFilePreview,
  getFilesCopyStatus,
  listDatasets,
  browseMarket,
  getAssetReadme,
  setAssetReadme,
  setAssetListing,
} from '@bagel/assets-contract';
import type { Database, DatabaseDriver } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { FineTuneLauncher } from '@bagel/asset-ports';
import type { LedgerPort, OnboardingProgress, UserDirectory } from '@bagel/ports';
import { registerRoute } from '@bagel/server-kit';
import type { ObjectStore, S3ObjectStoreOptions } from '@bagel/storage';
import { createAssetFiles } from './asset-files.service';
import { createAssets } from './assets.service';
import { launchFineTune } from './fine-tune-creation';
import { createMarket } from './market.service';
import type { DownloadLinkSettings } from './download-links';
import { registerDownloadRoutes } from './download-routes';
import { createReadmes } from './readme';
import { registerResumableUploads } from './resumable-uploads';
import { localTusParts } from './tus-parts';
import { uploadLocker } from './upload-locker';
import { registerUploadRoute } from './upload-route';
import { DEFAULT_UPLOADS_SWEEP, sweepUploadsPeriodically, type UploadsSweepSettings } from './uploads-sweep';

export interface AssetsPluginOptions {
  db: Database;
  /** Where files' bytes live: local disk by default, S3-compatible storage when configured. */
  store: ObjectStore;
  directory: UserDirectory;
  ledger: LedgerPort;
  onboarding: OnboardingProgress;
  /** Where resumable uploads collect their parts until they are complete, without `uploadsBucket`. */
  uploadsDir: string;
  /**
   * The bucket resumable uploads keep their parts in (under `tus-uploads/`) when the files live in one: then any process
   * can resume any upload.
   */
  uploadsBucket?: S3ObjectStoreOptions;
  /** With PostgreSQL, resumable uploads lock across processes through it; without it (or with PGlite), in memory. */
  driver?: DatabaseDriver;
  /** Runs the uploads sweep. */
  jobs: JobQueue;
  /** How often uploads that never finished are swept, and after how long without progress (5 minutes, 24 hours). */
  uploadsSweep?: UploadsSweepSettings;
  /** The clock uploads are dated and expired by (tests step a manual one). */
  now?: () => number;
  /** Web origins allowed to upload from a browser (tus answers its own CORS). */
  corsOrigins: readonly string[];
  /** Starts training a model created with a fine_tune_payload (the fine-tuning domain). */
  fineTunes: FineTuneLauncher;
  /** How download links are signed, and where they point. */
  downloads: DownloadLinkSettings;
}

export const assetsPlugin = fp<AssetsPluginOptions>(
  async function assets(
    app,
    { db, store, directory, ledger, onboarding, uploadsDir, corsOrigins, fineTunes, jobs, downloads, ...options },
  ) {
    const now = options.now ?? Date.now;
    const catalogue = createAssets(db, { directory, onboarding, log: app.log });
    const files = createAssetFiles(db, store, now);
    // tus's S3 store, and the S3 SDK, load only for a bucket.
    const parts = options.uploadsBucket
      ? (await import('./bucket-tus-parts')).bucketTusParts(options.uploadsBucket)
      : localTusParts(uploadsDir);
    const locker = uploadLocker(options.driver);
    app.addHook('onClose', () => locker.close());
    const market = createMarket(db, catalogue, ledger);

    registerRoute(app, createAsset, async (request) => {
      const asset = request.body;
      if (asset.dataset_type !== 'MODEL' || asset.fine_tune_payload === null) return catalogue.create(asset);
      return catalogue.created(await launchFineTune(fineTunes, asset, asset.fine_tune_payload, request.idempotencyKey));
    });
    registerRoute(app, getAsset, async (request) => catalogue.get(request.params.id, request.principal));
    registerRoute(app, listDatasets, async (request) => ({ datasets: await catalogue.list(request.query, request.principal) }));
    registerRoute(app, getAssetInfo, async (request) => files.info(request.params.id, request.query.path, request.principal));
    await registerUploadRoute(app, files);
    await registerResumableUploads(app, { db, files, parts, locker, corsOrigins, now });
    const settings = options.uploadsSweep ?? DEFAULT_UPLOADS_SWEEP;
    await sweepUploadsPeriodically(jobs, { db, parts, settings, now, log: app.log });
    registerRoute(app, deleteAssetFile, async (request) => files.delete(request.params.id, request.body.file_path, request.principal));
    registerRoute(app, getFilesCopyStatus, async (request) => files.copyStatus(request.params.id, request.principal));
    registerRoute(app, getFilePreview, async (request) => files.preview(request.params.id, request.query.path, request.principal));
    registerRoute(app, setAssetListing, async (request) => market.setListing(request.params.id, request.body, request.principal));
    registerRoute(app, buyAsset, async (request) => market.buy(request.params.id, request.body.user_id, request.principal));
    registerRoute(app, browseMarket, async (request) => market.browse(request.query, request.principal));
    registerDownloadRoutes(app, files, downloads, now);
    const readmes = createReadmes(db, store, files);
    registerRoute(app, getAssetReadme, async (request) => readmes.read(request.params.id, request.principal));
    registerRoute(app, setAssetReadme, async (request) => readmes.write(request.params.id, request.body.content, request.principal));
  },
  { name: 'assets', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
