import { startJobQueue } from '@bagel/jobs';
import { recordingDomainEvents } from '@bagel/ports/testing';
import { startTestApp, type TestApp } from '@bagel/server-kit/testing';
import { hubMigrations } from './hub.migrations';
import { hubPlugin } from './hub.plugin';
import { hubSourceFromEnvironment } from './hub-source/hub-source-from-environment';
import type { HubSource } from './hub-source/hub-source';
import { memoryLibrary } from './testing/memory-library';

/**
 * The hub's plugin on a test app, searching `source` (the offline catalogue unless told), its clones working in the
 * app's own job queue and putting their files in memory (what users see of them is the assets domain's, tested in apps/api).
 */
export function startHubTestApp(source: HubSource = hubSourceFromEnvironment({})): Promise<TestApp> {
  return startTestApp({
    migrations: [hubMigrations],
    register: async (app, database) => {
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      const { events } = await recordingDomainEvents(database.db);
      await app.register(hubPlugin, { db: database.db, source, jobs, library: memoryLibrary().library, events });
    },
  });
}
