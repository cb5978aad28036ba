import Fastify from 'fastify';
import { deprovisionUser, getApiKey, provisionUser, type RouteBody } from '@bagel/contract';
import { HttpError, registerRoute, serverKit, serverOptions } from '@bagel/server-kit';

type ProvisionedAccount = RouteBody<typeof provisionUser>;

export interface RecordedRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: unknown;
}

export interface FakePlatformApi {
  /** Base URL to give edge as API_INTERNAL_URL. */
  url: string;
  serviceKey: string;
  /** Provisioned users by id, and the key api issued each. */
  users: Map<string, ProvisionedAccount & { apiKey: string }>;
  /** Every request that reached the fake, in order, including those it dropped while down. */
  requests: RecordedRequest[];
  /** While down, connections are cut as if api were not running. */
  setAvailable(available: boolean): void;
  /** Provisioning succeeds on the fake's side but the reply never arrives, as when a connection drops mid-answer. */
  loseNextProvisioningReply(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server speaking api's side of the calls edge makes (provisionUser, deprovisionUser, getApiKey),
 * from the same contract descriptors, with api's rules: service key only, idempotent per id,
 * usernames and emails unique per id regardless of case.
 */
export async function startFakePlatformApi(serviceKey = 'test-service-key'): Promise<FakePlatformApi> {
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  const users = new Map<string, ProvisionedAccount & { apiKey: string }>();
  const requests: RecordedRequest[] = [];
  let available = true;
  let loseProvisioningReply = false;

  await app.register(serverKit);
  app.decorate('authenticate', async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    return key === serviceKey ? { kind: 'service' } : { kind: 'invalid', reason: 'Unknown API key' };
  });
  app.addHook('preHandler', async (request, reply) => {
    const apiKey = request.headers['x-api-key'];
    requests.push({ method: request.method, url: request.url, apiKey: typeof apiKey === 'string' ? apiKey : undefined, body: request.body });
    if (!available) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });

  registerRoute(app, provisionUser, async (request) => {
    const account = request.body;
    for (const other of users.values()) {
      if (other.id === account.id) continue;
      if (other.username.toLowerCase() === account.username.toLowerCase()) throw new HttpError(409, 'This username is already used by another user', 'username');
      if (other.email.toLowerCase() === account.email.toLowerCase()) throw new HttpError(409, 'This email is already used by another user', 'email');
    }
    const apiKey = users.get(account.id)?.apiKey ?? `bagel_test_${account.id.slice(0, 8)}_${users.size}`;
    users.set(account.id, { ...account, apiKey });
    if (loseProvisioningReply) {
      loseProvisioningReply = false;
      throw new HttpError(503, 'The reply was lost');
    }
    return account;
  });

  registerRoute(app, deprovisionUser, async (request) => ({ deleted: users.delete(request.params.userId) }));

  registerRoute(app, getApiKey, async (request) => {
    const user = users.get(request.query.user_id);
    if (!user) throw new HttpError(404, 'User not found');
    return { data: user.apiKey };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    serviceKey,
    users,
    requests,
    setAvailable(value) {
      available = value;
    },
    loseNextProvisioningReply() {
      loseProvisioningReply = true;
    },
    close: () => app.close(),
  };
}
