import type { FastifyInstance } from 'fastify';
import { INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidAmountError,
  InvalidFeeError,
  LedgerError,
  RecipientNotFoundError,
  SelfPaymentError,
  SelfTransferError,
  UnknownUserError,
} from './ledger-errors';

type LedgerErrorClass = abstract new (...args: never[]) => LedgerError;

/** The one table from the ledger's refusals to what a server answers; the envelope's `code` lets a client offer Buy Bagels. */
const REFUSALS: ReadonlyArray<readonly [LedgerErrorClass, number, string?]> = [
  [InvalidAmountError, 400],
  [InvalidFeeError, 400],
  [SelfTransferError, 400],
  [SelfPaymentError, 400],
  [UnknownUserError, 404],
  [RecipientNotFoundError, 404],
  [IdempotencyKeyReusedError, 409],
  [InsufficientBalanceError, 422, INSUFFICIENT_BALANCE_CODE],
];

/**
 * Any error as a server should throw it: a ledger refusal as its HttpError (its message and field, the table's status
 * and code), anything else as it is. A refusal missing from the table stays as it is too: a 500 whose detail is logged.
 */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof LedgerError)) return error;
  const refusal = REFUSALS.find(([type]) => error instanceof type);
  if (!refusal) return error;
  const [, status, code] = refusal;
  return new HttpError(status, error.message, error.field, { cause: error, ...(code ? { code } : {}) });
}

/** `work`, whose ledger refusals reject as their HttpErrors: for callers whose contract is HTTP (the ledger port). */
export const refusingOverHttp = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw asHttpError(error);
  });

/**
 * Routes registered on `app` (an encapsulated context) answer the ledger's refusals by the table: Fastify hands what
 * this handler throws to the app's own handler, which shapes the envelope as for any HttpError.
 */
export function answerLedgerRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    throw asHttpError(error);
  });
}
