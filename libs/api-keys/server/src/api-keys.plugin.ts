import fp from 'fastify-plugin';
import type { Database } from '@bagel/db';
import { apiKeyAuthenticator } from './api-key-authenticator';
import { createApiKeyCipher } from './api-key-cipher';
import { createApiKeysService, type ApiKeysPorts } from './api-keys.service';
import { registerApiKeysRoutes } from './api-keys.routes';

export interface ApiKeysPluginOptions extends ApiKeysPorts {
  db: Database;
  /** edge's key: it may provision users and act for any user. */
  serviceKey: string;
  /** Encrypts stored API keys so they can be shown again. */
  apiKeySecret: string;
}

/** Provides the app's authenticator (`app.authenticate`) and the users and API key routes. */
export const apiKeysPlugin = fp<ApiKeysPluginOptions>(
  async function apiKeys(app, { db, serviceKey, apiKeySecret, ledger, waitlist }) {
    const service = createApiKeysService(db, createApiKeyCipher(apiKeySecret), { ledger, waitlist });
    app.decorate('authenticate', apiKeyAuthenticator(serviceKey, service.ownerOfKey));
    registerApiKeysRoutes(app, service);
  },
  { name: 'api-keys', dependencies: ['server-kit'], fastify: '5.x' },
);
