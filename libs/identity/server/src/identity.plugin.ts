import fp from 'fastify-plugin';
import type { Database } from '@bagel/db';
import { apiKeyAuthenticator } from './api-key-authenticator';
import { createApiKeyCipher } from './api-key-cipher';
import { createIdentityService } from './identity.service';
import { registerIdentityRoutes } from './identity.routes';

export interface IdentityPluginOptions {
  db: Database;
  /** edge's key: it may provision users and act for any user. */
  serviceKey: string;
  /** Encrypts stored API keys so they can be shown again. */
  apiKeySecret: string;
}

/** Provides the app's authenticator (`app.authenticate`) and the users and API key routes. */
export const identityPlugin = fp<IdentityPluginOptions>(
  async function identity(app, { db, serviceKey, apiKeySecret }) {
    const service = createIdentityService(db, createApiKeyCipher(apiKeySecret));
    app.decorate('authenticate', apiKeyAuthenticator(serviceKey, service.userIdForKey));
    registerIdentityRoutes(app, service);
  },
  { name: 'identity', dependencies: ['server-kit'], fastify: '5.x' },
);
