import { ApiError, callRoute, type IdempotencyKeyInput, type RouteInput } from '@bagel/api-client';
import { deprovisionUser, provisionUser, getApiKey } from '@bagel/api-keys-contract';
import { getWaitlistSetting, updateWaitlistSetting, type RouteBody, type RouteDescriptor, type RouteResponse } from '@bagel/contract';
import { creditDeposit } from '@bagel/wallet-contract';
import { HttpError } from '@bagel/server-kit';

export type ProvisionedAccount = RouteBody<typeof provisionUser>;

/** A deposit for api's ledger: a confirmed card payment or a demo grant. */
export interface DepositCredit {
  userId: string;
  /** In BGL, at most 2 decimals. */
  amount: number;
  source: RouteBody<typeof creditDeposit>['source'];
  description: string;
  /** What the deposit came from, e.g. the payment intent id. */
  reference?: string;
}

export type DepositReceipt = RouteResponse<typeof creditDeposit>;

/** edge's only way into the platform: api's HTTP interface, with the service key. */
export interface PlatformClient {
  /** Creates the user on api, or updates its mirror; edge calls it again with every change of the role. */
  provisionUser(account: ProvisionedAccount): Promise<void>;
  /** api refuses (409) a user with Bagels or any ledger history. */
  deprovisionUser(userId: string): Promise<void>;
  readApiKey(userId: string): Promise<string>;
  /**
   * Credits a deposit once per idempotency key: api answers a replay with the first result and the
   * same key with a different deposit with a 409.
   */
  creditDeposit(deposit: DepositCredit, idempotencyKey: string): Promise<DepositReceipt>;
  /** Whether the waitlist restriction is on; api holds the setting. */
  readWaitlistSetting(): Promise<boolean>;
  /** Turns it on or off and answers the stored value. */
  writeWaitlistSetting(enabled: boolean): Promise<boolean>;
}

export interface PlatformClientOptions {
  /** api as edge reaches it (API_INTERNAL_URL). */
  baseUrl: string;
  serviceKey: string;
  /** A hung api must not hold a sign-up's transaction open for long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** api could not be reached or failed on its side; worth retrying later. Shown to callers as a 502. */
export class PlatformUnavailableError extends HttpError {
  constructor(
    /** For logs: why api was unavailable. */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(502, 'The platform is not reachable right now. Please try again in a moment.', undefined, options);
  }
}

function translate(error: unknown): Error {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) return new PlatformUnavailableError(error.detail, { cause: error });
    if (error.status === 409) return new HttpError(409, error.detail, error.field);
    // 400/401/403 here mean edge and api disagree (e.g. a different service key): an operator problem.
    return new Error(`api refused edge's call (HTTP ${error.status}): ${error.detail}`, { cause: error });
  }
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new PlatformUnavailableError('no answer in time', { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

export function createPlatformClient({ baseUrl, serviceKey, timeoutMs = 10_000, fetch }: PlatformClientOptions): PlatformClient {
  /** One call of api with the service key and a fresh timeout; its failures as edge reports them. */
  const send = <R extends RouteDescriptor>(route: R, input: RouteInput<R> & IdempotencyKeyInput<R>) =>
    callRoute(route, { baseUrl, apiKey: serviceKey, signal: AbortSignal.timeout(timeoutMs), ...(fetch ? { fetch } : {}), ...input }).catch(
      (error: unknown) => {
        throw translate(error);
      },
    );
  return {
    async provisionUser(account) {
      await send(provisionUser, { body: account });
    },
    async deprovisionUser(userId) {
      await send(deprovisionUser, { params: { userId } });
    },
    async readApiKey(userId) {
      return (await send(getApiKey, { query: { user_id: userId } })).data;
    },
    async creditDeposit({ userId, amount, source, description, reference }, idempotencyKey) {
      const body = { user_id: userId, amount, source, description, ...(reference === undefined ? {} : { reference }) };
      return send(creditDeposit, { idempotencyKey, body });
    },
    async readWaitlistSetting() {
      return (await send(getWaitlistSetting, {})).enabled;
    },
    async writeWaitlistSetting(enabled) {
      return (await send(updateWaitlistSetting, { body: { enabled } })).enabled;
    },
  };
}
