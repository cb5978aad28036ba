import fp from 'fastify-plugin';
import { getSettings, updateSettings } from '@bagel/contract';
import type { PlatformClient } from '@bagel/platform';
import { registerRoute } from '@bagel/server-kit';

export interface AdminEdgePluginOptions {
  platform: Pick<PlatformClient, 'readWaitlistSetting' | 'writeWaitlistSetting'>;
}

/**
 * The spec's same-origin settings calls: anyone may read the waitlist setting (the web app decides
 * redirects with it), only admins may change it. api holds it; edge reads and writes it there with the
 * service key. Who is an admin comes from the app's authenticator, which another plugin provides.
 */
export const adminEdgePlugin = fp<AdminEdgePluginOptions>(
  async function admin(app, { platform }) {
    registerRoute(app, getSettings, async () => ({ enabled: await platform.readWaitlistSetting() }));
    registerRoute(app, updateSettings, async (request) => ({ enabled: await platform.writeWaitlistSetting(request.body.waitlistEnabled) }));
  },
  { name: 'admin', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
