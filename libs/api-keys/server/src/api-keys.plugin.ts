import fp from 'fastify-plugin';
import type { Database, Listen } from '@bagel/db';
import { apiKeyAuthenticator } from './api-key-authenticator';
import { createApiKeyCipher } from './api-key-cipher';
import { findActiveKeyOwner } from './api-keys.repository';
import { createApiKeysService, type ApiKeysPorts } from './api-keys.service';
import { createKeyOwnerCache } from './key-owner-cache';
import { registerApiKeysRoutes } from './api-keys.routes';
import { registerAdminUsersRoutes } from './admin-users.routes';

export interface ApiKeysPluginOptions extends ApiKeysPorts {
  db: Database;
  /** edge's key: it may provision users and act for any user. */
  serviceKey: string;
  /** Encrypts stored API keys so they can be shown again. */
  apiKeySecret: string;
  /** The database's LISTEN (`database.driver.listen`): how every process hears that a key's owner changed. */
  listen: Listen;
}

/** Provides the app's authenticator (`app.authenticate`), the users and API key routes, and the admin's user list. */
export const apiKeysPlugin = fp<ApiKeysPluginOptions>(
  async function apiKeys(app, { db, serviceKey, apiKeySecret, ledger, waitlist, listen }) {
    // Known keys are answered from memory, forgotten by every process as a change to their owner commits.
    const owners = await createKeyOwnerCache((keyHash) => findActiveKeyOwner(db, keyHash), listen);
    app.addHook('onClose', () => owners.close());
    const service = createApiKeysService(db, createApiKeyCipher(apiKeySecret), { ledger, waitlist }, owners.ownerOf);
    app.decorate('authenticate', apiKeyAuthenticator(serviceKey, service.ownerOfKey));
    registerApiKeysRoutes(app, service);
    registerAdminUsersRoutes(app, db, ledger);
  },
  { name: 'api-keys', dependencies: ['server-kit'], fastify: '5.x' },
);
