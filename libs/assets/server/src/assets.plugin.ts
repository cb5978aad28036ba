import fp from 'fastify-plugin';
import type { RouteDescriptor } from '@bagel/contract';
import type { Database } from '@bagel/db';

export interface AssetsPluginOptions {
  db: Database;
}

/** The contract routes this domain serves (descriptors in `@bagel/contract`), for the app's API reference. */
export const assetsRoutes: readonly RouteDescriptor[] = [];

/** Registers each of {@link assetsRoutes} with `registerRoute(app, descriptor, handler)` from `@bagel/server-kit`. */
export const assetsPlugin = fp<AssetsPluginOptions>(async function assets() {}, {
  name: 'assets',
  dependencies: ['server-kit'],
  fastify: '5.x',
});
