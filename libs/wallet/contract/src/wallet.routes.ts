import * as v from 'valibot';
import { BagelAmount, defineRoute, UserId } from '@bagel/contract';
import { Transaction } from '@bagel/transactions-contract';

/** A balance or amount in BGL, to 2 decimals. */
const Bagels = v.number();

export const getUserData = defineRoute({
  method: 'GET',
  path: '/api/v1/users/{userId}',
  summary: "A user's name and Bagel balance",
  tag: 'wallet',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({ userId: UserId }),
  response: v.object({ id: UserId, username: v.string(), balance: Bagels }),
  errors: [404],
});

/** `recipient_id` is a username or a user id. */
export const transferTokens = defineRoute({
  method: 'POST',
  path: '/api/v1/transfer-tokens',
  summary: 'Send Bagels to another user',
  tag: 'wallet',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  idempotent: true,
  waitlist: 'refused',
  body: v.object({
    user_id: UserId,
    recipient_id: v.pipe(
      v.string('Recipient is required'),
      v.trim(),
      v.nonEmpty('Recipient is required'),
      v.maxLength(64, 'Recipient is too long'),
    ),
    amount: BagelAmount,
  }),
  response: v.object({ transaction: Transaction, balance: Bagels }),
  errors: [404, 422],
});

/** The shell's send panel. Failures are the usual `{ error, detail }` with 400/404/422. */
export const sendBagels = defineRoute({
  method: 'POST',
  path: '/api/v1/send-bagels',
  summary: 'Send Bagels to a username (the shell send panel)',
  tag: 'wallet',
  access: 'user',
  owner: { in: 'body', field: 'sender_id' },
  idempotent: true,
  waitlist: 'refused',
  body: v.object({
    sender_id: UserId,
    recipient_username: v.pipe(
      v.string('Recipient username cannot be empty'),
      v.trim(),
      v.nonEmpty('Recipient username cannot be empty'),
      v.maxLength(64, 'Recipient username is too long'),
    ),
    amount: BagelAmount,
  }),
  /** `recipient_username` is the recipient as stored ('BOB' sends to bob), for the success text. */
  response: v.object({ success: v.literal(true), balance: Bagels, recipient_username: v.string() }),
  errors: [404, 422],
});

/** Confirmed card payments (edge's webhook) and demo grants; the idempotency key is the event id. */
export const creditDeposit = defineRoute({
  method: 'POST',
  path: '/api/v1/deposits',
  summary: 'Credit a deposit (card payment or demo grant); service key only',
  tag: 'wallet',
  access: 'service',
  idempotent: true,
  body: v.object({
    user_id: UserId,
    amount: BagelAmount,
    source: v.picklist(['card', 'demo_grant'], 'source must be card or demo_grant'),
    description: v.pipe(v.string(), v.trim(), v.nonEmpty('description is required'), v.maxLength(200)),
    reference: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  response: v.object({ transaction: Transaction, balance: Bagels }),
  errors: [404],
});
