import fp from 'fastify-plugin';
import type { Database } from '@bagel/db';
import { getWaitlistSetting, updateWaitlistSetting } from '@bagel/contract';
import { registerRoute } from '@bagel/server-kit';
import { readWaitlistEnabled, writeWaitlistEnabled } from './settings.repository';

export interface AdminApiPluginOptions {
  db: Database;
}

/**
 * The waitlist setting's one copy. Users and edge may read it; only edge's service key changes it
 * (edge decides who is an admin). Other api domains read it through a WaitlistSwitch.
 */
export const adminApiPlugin = fp<AdminApiPluginOptions>(
  async function admin(app, { db }) {
    registerRoute(app, getWaitlistSetting, async () => ({ enabled: await readWaitlistEnabled(db) }));
    registerRoute(app, updateWaitlistSetting, async (request) => {
      await writeWaitlistEnabled(db, request.body.enabled);
      return { enabled: await readWaitlistEnabled(db) };
    });
  },
  { name: 'admin', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
