import fp from 'fastify-plugin';
import type { Database } from '@bagel/db';
import { getSettings, updateSettings } from '@bagel/contract';
import { registerRoute } from '@bagel/server-kit';
import { readWaitlistEnabled, writeWaitlistEnabled } from './settings.repository';

export interface AdminPluginOptions {
  db: Database;
}

/**
 * The waitlist setting: anyone may read it (the web app decides redirects with it), only admins
 * may change it. Who is an admin comes from the app's authenticator, which another plugin provides.
 */
export const adminPlugin = fp<AdminPluginOptions>(
  async function admin(app, { db }) {
    registerRoute(app, getSettings, async () => ({ enabled: await readWaitlistEnabled(db) }));
    registerRoute(app, updateSettings, async (request) => {
      await writeWaitlistEnabled(db, request.body.waitlistEnabled);
      return { enabled: await readWaitlistEnabled(db) };
    });
  },
  { name: 'admin', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
