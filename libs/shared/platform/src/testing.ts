import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { deprovisionUser, provisionUser, USER_HAS_LEDGER_ACTIVITY, getApiKey } from '@bagel/api-keys-contract';
import { getWaitlistSetting, updateWaitlistSetting, type RouteBody, type RouteResponse } from '@bagel/contract';
import { creditDeposit } from '@bagel/wallet-contract';
import { HttpError, registerRoute, serverKit, serverOptions } from '@bagel/server-kit';
import { bagelsToHundredths, hundredthsToBagels } from '@bagel/util';

/** A user as api stores them: the role is always known. */
type MirroredAccount = RouteResponse<typeof provisionUser>;

/** A deposit the fake ledger applied, once per idempotency key. */
export interface AppliedDeposit {
  idempotencyKey: string;
  body: RouteBody<typeof creditDeposit>;
  reply: RouteResponse<typeof creditDeposit>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakePlatformApi {
  /** Base URL to give edge as API_INTERNAL_URL. */
  url: string;
  serviceKey: string;
  /** Provisioned users by id (with the role edge last pushed), and the key api issued each. */
  users: Map<string, MirroredAccount & { apiKey: string }>;
  /** api's waitlist setting; tests may read and set it. */
  waitlist: { enabled: boolean };
  /** Deposits credited, in order; a replayed key adds nothing. */
  deposits: AppliedDeposit[];
  /** A user's balance in BGL hundredths, from the deposits. */
  balanceOf(userId: string): number;
  /** Every request that reached the fake, in order, including those it dropped while down. */
  requests: RecordedRequest[];
  /** While down, connections are cut as if api were not running. */
  setAvailable(available: boolean): void;
  /** Provisioning succeeds on the fake's side but the reply never arrives, as when a connection drops mid-answer. */
  loseNextProvisioningReply(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server speaking api's side of the calls edge makes (provisionUser, deprovisionUser, getApiKey,
 * creditDeposit, the waitlist setting), from the same contract descriptors, with api's rules: service key
 * only, provisioning idempotent per id (a role given replaces the stored one), usernames and emails unique
 * per id regardless of case, no deletion of a user with deposits, and each deposit applied once per
 * Idempotency-Key (a replay answers the first result, the same key with another body is a 409).
 */
export async function startFakePlatformApi(serviceKey = 'test-service-key'): Promise<FakePlatformApi> {
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  const users = new Map<string, MirroredAccount & { apiKey: string }>();
  const waitlist = { enabled: false };
  const requests: RecordedRequest[] = [];
  const deposits: AppliedDeposit[] = [];
  const balances = new Map<string, number>();
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
    const idempotencyKey = request.headers['idempotency-key'];
    requests.push({
      method: request.method,
      url: request.url,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body: request.body,
    });
    if (!available) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });

  registerRoute(app, provisionUser, async (request) => {
    const account = request.body;
    for (const other of users.values()) {
      if (other.id === account.id) continue;
      if (other.username.toLowerCase() === account.username.toLowerCase())
        throw new HttpError(409, 'This username is already used by another user', 'username');
      if (other.email.toLowerCase() === account.email.toLowerCase())
        throw new HttpError(409, 'This email is already used by another user', 'email');
    }
    const existing = users.get(account.id);
    const apiKey = existing?.apiKey ?? `bagel_test_${account.id.slice(0, 8)}_${users.size}`;
    const stored = { ...account, role: account.role ?? existing?.role ?? 'user' };
    users.set(account.id, { ...stored, apiKey });
    if (loseProvisioningReply) {
      loseProvisioningReply = false;
      throw new HttpError(503, 'The reply was lost');
    }
    return stored;
  });

  registerRoute(app, deprovisionUser, async (request) => {
    const { userId } = request.params;
    if (deposits.some((deposit) => deposit.body.user_id === userId)) throw new HttpError(409, USER_HAS_LEDGER_ACTIVITY);
    return { deleted: users.delete(userId) };
  });

  registerRoute(app, getWaitlistSetting, async () => ({ enabled: waitlist.enabled }));
  registerRoute(app, updateWaitlistSetting, async (request) => {
    waitlist.enabled = request.body.enabled;
    return { enabled: waitlist.enabled };
  });

  registerRoute(app, getApiKey, async (request) => {
    const user = users.get(request.query.user_id);
    if (!user) throw new HttpError(404, 'User not found');
    return { data: user.apiKey };
  });

  // No await between the key lookup and the insert: two copies arriving together are serialised like api's lock.
  registerRoute(app, creditDeposit, async (request) => {
    const key = request.idempotencyKey ?? '';
    const first = deposits.find((deposit) => deposit.idempotencyKey === key);
    if (first) {
      if (JSON.stringify(first.body) !== JSON.stringify(request.body)) {
        throw new HttpError(409, 'This Idempotency-Key was already used for a different request');
      }
      return first.reply;
    }
    const { user_id: userId, amount, source, description, reference } = request.body;
    if (!users.has(userId)) throw new HttpError(404, 'User not found');
    const balance = (balances.get(userId) ?? 0) + bagelsToHundredths(amount);
    balances.set(userId, balance);
    const reply = {
      transaction: {
        transaction_id: randomUUID(),
        transaction_date: new Date().toISOString(),
        transaction_type: 'deposit' as const,
        amount,
        description,
        status: 'completed' as const,
        category: null,
        counterparty: null,
        asset_name: null,
        buyer_id: null,
        seller_id: null,
        pod_id: null,
        dataset_id: null,
        transaction_hash: null,
        raw_data: { source, reference: reference ?? null },
      },
      balance: hundredthsToBagels(balance),
    };
    deposits.push({ idempotencyKey: key, body: request.body, reply });
    return reply;
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    serviceKey,
    users,
    waitlist,
    deposits,
    balanceOf: (userId) => balances.get(userId) ?? 0,
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
