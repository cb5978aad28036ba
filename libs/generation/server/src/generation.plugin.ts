import fp from 'fastify-plugin';
import type { RouteDescriptor } from '@bagel/contract';
import type { Database } from '@bagel/db';

export interface GenerationPluginOptions {
  db: Database;
}

/** The contract routes this domain serves (descriptors in `@bagel/contract`), for the app's API reference. */
export const generationRoutes: readonly RouteDescriptor[] = [];

/** Registers each of {@link generationRoutes} with `registerRoute(app, descriptor, handler)` from `@bagel/server-kit`. */
export const generationPlugin = fp<GenerationPluginOptions>(
  async function generation() {
    // A new domain serves nothing yet; its first routes are registered here.
  },
  { name: 'generation', dependencies: ['server-kit'], fastify: '5.x' },
);
