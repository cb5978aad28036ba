import fp from 'fastify-plugin';
import type { RouteDescriptor } from '@bagel/contract';
import type { Database } from '@bagel/db';

export interface DeploymentsPluginOptions {
  db: Database;
}

/** The contract routes this domain serves (descriptors in `@bagel/contract`), for the app's API reference. */
export const deploymentsRoutes: readonly RouteDescriptor[] = [];

/** Registers each of {@link deploymentsRoutes} with `registerRoute(app, descriptor, handler)` from `@bagel/server-kit`. */
export const deploymentsPlugin = fp<DeploymentsPluginOptions>(
  async function deployments() {
    // A new domain serves nothing yet; its first routes are registered here.
  },
  { name: 'deployments', dependencies: ['server-kit'], fastify: '5.x' },
);
