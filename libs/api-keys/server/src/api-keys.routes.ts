import type { FastifyInstance } from 'fastify';
import { deprovisionUser, provisionUser, getApiKey, rotateApiKey } from '@bagel/api-keys-contract';
import { registerRoute } from '@bagel/server-kit';
import type { ApiKeysService } from './api-keys.service';

export function registerApiKeysRoutes(app: FastifyInstance, service: ApiKeysService): void {
  registerRoute(app, provisionUser, async (request) => service.provisionUser(request.body));
  registerRoute(app, deprovisionUser, async (request) => ({ deleted: await service.deprovisionUser(request.params.userId) }));
  registerRoute(app, getApiKey, async (request) => ({ data: await service.readApiKey(request.query.user_id) }));
  registerRoute(app, rotateApiKey, async (request) => ({ data: await service.rotateApiKey(request.body.user_id) }));
}
