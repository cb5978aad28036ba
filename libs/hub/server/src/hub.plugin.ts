import fp from 'fastify-plugin';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails, listRestrictedModels, searchHub } from '@bagel/hub-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { DomainEvents } from '@bagel/ports';
import { registerRoute } from '@bagel/server-kit';
import { cloneQueue } from './clone-job';
import { createClones } from './clones.service';
import { hubRepoDetails } from './hub-details';
import { searchHubRepos } from './hub-search';
import type { HubSource } from './hub-source/hub-source';
import { RESTRICTED_MODELS } from './hub-source/restricted-models';

export interface HubPluginOptions {
  db: Database;
  /** The offline catalogue by default, the Hugging Face Hub when configured (`hubSourceFromEnvironment`). */
  source: HubSource;
  /** Clones are copied by durable jobs, which any api process sharing the database may run. */
  jobs: JobQueue;
  /** Where clones put their files: new datasets and models of the user. */
  library: AssetLibrary;
  /** Where a clone's end (finished or failed) is told to its user, on the transaction that ends it. */
  events: DomainEvents;
}

export const hubPlugin = fp<HubPluginOptions>(
  async function hub(app, { db, source, jobs, library, events }) {
    const clones = createClones(db, source, jobs, events);
    await jobs.work(cloneQueue({ db, source, library, events, log: app.log }));
    const cloneKey = (query: { repo_id: string; dataset_type: 'model' | 'dataset'; user_id: string }) => ({
      userId: query.user_id,
      repoType: query.dataset_type,
      repoId: query.repo_id,
    });

    registerRoute(app, searchHub, async (request) => searchHubRepos(source, request.query));
    registerRoute(app, getHubRepoDetails, async (request) => hubRepoDetails(source, clones, request.query));
    registerRoute(app, cloneHubRepo, async (request) => clones.clone(cloneKey(request.query)));
    registerRoute(app, getHubCloneStatus, async (request) => clones.status(cloneKey(request.query)));
    registerRoute(app, listRestrictedModels, async () => ({ models: [...RESTRICTED_MODELS] }));
  },
  { name: 'hub', dependencies: ['server-kit'], fastify: '5.x' },
);
