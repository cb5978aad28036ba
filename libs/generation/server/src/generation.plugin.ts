import fp from 'fastify-plugin';
import { createGeneration, deleteGeneration, getGeneration, getGenerationFile, listGenerations } from '@bagel/generation-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { LedgerPort } from '@bagel/ports';
import { callerIdOf, registerRoute } from '@bagel/server-kit';
import type { ObjectStore } from '@bagel/storage';
import { generationQueue } from './generation-job';
import { createGenerations } from './generations.service';
import type { Generator } from './generator/generator';

export interface GenerationPluginOptions {
  db: Database;
  jobs: JobQueue;
  ledger: LedgerPort;
  /** Where outputs' bytes live. */
  store: ObjectStore;
  /** The local generator, or Replicate (`generatorFromEnvironment`). */
  generator: Generator;
}

/** The user a `user`-access route acts for: the key's own. */
export const generationPlugin = fp<GenerationPluginOptions>(
  async function generation(app, { db, jobs, ledger, store, generator }) {
    const generations = createGenerations({ db, jobs, ledger, generator, store });
    await jobs.work(generationQueue({ db, generator, store, ledger, log: app.log }));

    registerRoute(app, createGeneration, async (request) =>
      generations.create(callerIdOf(request.principal), request.idempotencyKey, request.body),
    );
    registerRoute(app, listGenerations, async (request) => generations.list(request.params.userId, request.query));
    registerRoute(app, getGeneration, async (request) => generations.get(callerIdOf(request.principal), request.params.generationId));
    registerRoute(app, getGenerationFile, async (request, reply) => {
      const file = await generations.file(callerIdOf(request.principal), request.params.generationId);
      // The API key, not a cookie, proves who asks: no cache may keep the bytes for the next key.
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });
    registerRoute(app, deleteGeneration, async (request) => generations.remove(callerIdOf(request.principal), request.params.generationId));
  },
  { name: 'generation', dependencies: ['server-kit'], fastify: '5.x' },
);
