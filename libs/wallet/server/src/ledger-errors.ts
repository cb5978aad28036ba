/**
 * Why the ledger refused a call, in its own terms: the ledger knows nothing of HTTP, so a background job (an hourly
 * deployment charge, a referral bonus) and a route read the same refusal. Each message is the one the caller is shown
 * (spec §5); {@link ledgerHttpError} alone decides what status and envelope code it leaves a server with.
 */
export abstract class LedgerError extends Error {
  /** The request field the refusal is about, when there is one. */
  readonly field?: string;

  constructor(message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.name = new.target.name;
    if (options?.field !== undefined) this.field = options.field;
  }
}

/** Not a positive safe integer of hundredths: nothing could move. */
export class InvalidAmountError extends LedgerError {
  constructor() {
    super('Amount must be a positive number of hundredths', { field: 'amount' });
  }
}

/** A platform fee that is not a whole number of hundredths below the amount it is taken from. */
export class InvalidFeeError extends LedgerError {
  constructor() {
    super('The fee must be a whole number of hundredths below the amount', { field: 'fee' });
  }
}

/** The user a movement is for (or the paying user) is not in the directory. */
export class UnknownUserError extends LedgerError {
  constructor() {
    super('User not found');
  }
}

/** The user a sender named (by id or username) is not in the directory. */
export class RecipientNotFoundError extends LedgerError {
  constructor() {
    super('Recipient not found');
  }
}

/** A user sending Bagels to themself. */
export class SelfTransferError extends LedgerError {
  constructor() {
    super('You cannot send Bagels to yourself');
  }
}

/** The platform asking a user to pay themself. */
export class SelfPaymentError extends LedgerError {
  constructor() {
    super('A user cannot pay themself');
  }
}

/** The paying account (a user's, or the referral pool) cannot cover the amount; nothing moved. */
export class InsufficientBalanceError extends LedgerError {
  constructor(options?: ErrorOptions) {
    super('Insufficient balance', options);
  }
}

/** The idempotency key was already applied to a different request; nothing moved. */
export class IdempotencyKeyReusedError extends LedgerError {
  constructor(options?: ErrorOptions) {
    super('Idempotency-Key reused with a different request', options);
  }
}
