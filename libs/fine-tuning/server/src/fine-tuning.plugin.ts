import fp from 'fastify-plugin';
import { getFineTuneJob, listFineTuneConfigs, saveFineTuneConfig, validateFineTune } from '@bagel/fine-tuning-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { DomainEvents, LedgerPort, OnboardingProgress } from '@bagel/ports';
import { callerIdOf, registerRoute } from '@bagel/server-kit';
import { createConfigs } from './configs.service';
import type { FineTunes } from './fine-tunes.service';
import { trainingQueue } from './training-job';
import type { Trainer } from './trainer/trainer';

export interface FineTuningPluginOptions {
  db: Database;
  fineTunes: FineTunes;
  jobs: JobQueue;
  trainer: Trainer;
  library: AssetLibrary;
  ledger: LedgerPort;
  onboarding: OnboardingProgress;
  /** Where a job's end (finished or failed) is told to its user, on the transaction that ends it. */
  events: DomainEvents;
}

/** The user a `user`-access route acts for: the key's own. */
export const fineTuningPlugin = fp<FineTuningPluginOptions>(
  async function fineTuning(app, { db, fineTunes, jobs, trainer, library, ledger, onboarding, events }) {
    const configs = createConfigs(db);
    await jobs.work(trainingQueue({ db, trainer, library, ledger, events, onboarding, log: app.log }));

    registerRoute(app, validateFineTune, async (request) => fineTunes.validate(callerIdOf(request.principal), request.body));
    registerRoute(app, listFineTuneConfigs, async (request) => configs.list(request.query.user_id));
    registerRoute(app, saveFineTuneConfig, async (request) =>
      configs.save(request.body.user_id, request.body.config_name, request.body.fine_tune_payload),
    );
    registerRoute(app, getFineTuneJob, async (request) => fineTunes.job(request.params.modelId, request.query.user_id));
  },
  { name: 'fine-tuning', dependencies: ['server-kit'], fastify: '5.x' },
);
