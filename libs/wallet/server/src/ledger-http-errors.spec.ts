import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import { serverKit } from '@bagel/server-kit';
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidAmountError,
  InvalidFeeError,
  type LedgerError,
  RecipientNotFoundError,
  SelfPaymentError,
  SelfTransferError,
  UnknownUserError,
} from './ledger-errors';
import { answerLedgerRefusals, refusingOverHttp } from './ledger-http-errors';

/** Each refusal and the reply the spec gives it (§5's texts; the code lets a client offer Buy Bagels). */
const REPLIES: Array<[LedgerError, number, Record<string, string>]> = [
  [new InvalidAmountError(), 400, { error: 'Bad Request', detail: 'Amount must be a positive number of hundredths', field: 'amount' }],
  [
    new InvalidFeeError(),
    400,
    { error: 'Bad Request', detail: 'The fee must be a whole number of hundredths below the amount', field: 'fee' },
  ],
  [new SelfTransferError(), 400, { error: 'Bad Request', detail: 'You cannot send Bagels to yourself' }],
  [new SelfPaymentError(), 400, { error: 'Bad Request', detail: 'A user cannot pay themself' }],
  [new UnknownUserError(), 404, { error: 'Not Found', detail: 'User not found' }],
  [new RecipientNotFoundError(), 404, { error: 'Not Found', detail: 'Recipient not found' }],
  [new IdempotencyKeyReusedError(), 409, { error: 'Conflict', detail: 'Idempotency-Key reused with a different request' }],
  [new InsufficientBalanceError(), 422, { error: 'Unprocessable Entity', detail: 'Insufficient balance', code: INSUFFICIENT_BALANCE_CODE }],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(serverKit);
  await app.register(async (routes) => {
    answerLedgerRefusals(routes);
    routes.get<{ Params: { index: string } }>('/refusals/:index', async (request) => {
      throw REPLIES[Number(request.params.index)]?.[0] ?? new Error('a bug, not a refusal');
    });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('answerLedgerRefusals', () => {
  it.each(REPLIES.map(([error, status, body], index) => [error.name, index, status, body] as const))(
    'answers %s as its status and envelope',
    async (_name, index, status, body) => {
      const reply = await app.inject({ method: 'GET', url: `/refusals/${index}` });
      expect([reply.statusCode, reply.json()]).toEqual([status, body]);
    },
  );

  it("leaves any other error to the app's handler: a 500 whose detail stays in the log", async () => {
    const reply = await app.inject({ method: 'GET', url: '/refusals/99' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().detail).not.toContain('a bug');
  });
});

describe('refusingOverHttp', () => {
  it("rejects with a refusal's HttpError, keeping the refusal as its cause, and passes other failures through", async () => {
    const refusal = new InsufficientBalanceError();
    await expect(refusingOverHttp(Promise.reject(refusal))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Insufficient balance',
      envelopeCode: INSUFFICIENT_BALANCE_CODE,
      cause: refusal,
    });
    const other = new Error('the database fell over');
    await expect(refusingOverHttp(Promise.reject(other))).rejects.toBe(other);
    await expect(refusingOverHttp(Promise.resolve(7))).resolves.toBe(7);
  });
});
