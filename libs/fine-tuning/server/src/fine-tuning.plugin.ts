import fp from 'fastify-plugin';
import { getFineTuneJob, listFineTuneConfigs, saveFineTuneConfig, validateFineTune } from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { AssetLibrary, LedgerPort, OnboardingProgress } from '@bagel/ports';
import { HttpError, registerRoute, type Principal } from '@bagel/server-kit';
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
}

/** The contract routes this domain serves, for the app's API reference. */
export const fineTuningRoutes = [validateFineTune, listFineTuneConfigs, saveFineTuneConfig, getFineTuneJob] as const;

/** The user a `user`-access route acts for: the key's own. */
function callerOf(who: Principal): string {
  if (who.kind !== 'user') throw new HttpError(403, "This call needs the user's own key");
  return who.userId;
}

export const fineTuningPlugin = fp<FineTuningPluginOptions>(
  async function fineTuning(app, { db, fineTunes, jobs, trainer, library, ledger, onboarding }) {
    const configs = createConfigs(db);
    await jobs.work(trainingQueue({ db, trainer, library, ledger, onboarding, log: app.log }));

    registerRoute(app, validateFineTune, async (request) => fineTunes.validate(callerOf(request.principal), request.body));
    registerRoute(app, listFineTuneConfigs, async (request) => configs.list(request.query.user_id));
    registerRoute(app, saveFineTuneConfig, async (request) =>
      configs.save(request.body.user_id, request.body.config_name, request.body.fine_tune_payload),
    );
    registerRoute(app, getFineTuneJob, async (request) => fineTunes.job(request.params.modelId, request.query.user_id));
  },
  { name: 'fine-tuning', dependencies: ['server-kit'], fastify: '5.x' },
);
