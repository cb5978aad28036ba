import fp from 'fastify-plugin';
import { fundReferralPool, getReferralPool } from '@bagel/referrals-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { creditDeposit, getUserData, sendBagels, transferTokens } from '@bagel/wallet-contract';
import type { Database } from '@bagel/db';
import { findUserById, type UserDirectory } from '@bagel/ports';
import { callerIdOf, HttpError, registerRoute } from '@bagel/server-kit';
import { bagelsToHundredths, hundredthsToBagels } from '@bagel/util';
import { createLedger, type LedgerResult } from './ledger';
import { answerLedgerRefusals } from './ledger-http-errors';
import { toSummary, toTransaction } from './transaction-view';

export interface WalletPluginOptions {
  db: Database;
  /** The users api knows (the api-keys domain's), by id or username. */
  directory: UserDirectory;
}

const asReply = ({ line, balance }: LedgerResult) => ({ transaction: toTransaction(line), balance: hundredthsToBagels(balance) });

export const walletPlugin = fp<WalletPluginOptions>(
  async function wallet(root, { db, directory }) {
    const ledger = createLedger(db, directory);
    // The ledger refuses in its own terms; the wallet's routes answer its refusals by the one table.
    await root.register(async (app) => {
      answerLedgerRefusals(app);

      registerRoute(app, getUserData, async (request) => {
        const user = await findUserById(directory, request.params.userId);
        if (!user) throw new HttpError(404, 'User not found');
        return { id: user.id, username: user.username, balance: hundredthsToBagels(await ledger.balanceOf(user.id)) };
      });

      registerRoute(app, transferTokens, async (request) =>
        asReply(
          await ledger.transfer({
            fromUserId: request.body.user_id,
            to: request.body.recipient_id,
            amount: bagelsToHundredths(request.body.amount),
            idempotencyKey: request.idempotencyKey,
          }),
        ),
      );

      registerRoute(app, sendBagels, async (request) => {
        const { line, balance } = await ledger.transfer({
          fromUserId: request.body.sender_id,
          to: request.body.recipient_username,
          amount: bagelsToHundredths(request.body.amount),
          idempotencyKey: request.idempotencyKey,
        });
        // The sender's line names the recipient as stored, also on a replay, however the username was typed.
        if (!line.counterparty) throw new Error(`Transfer ${line.transferId} has no counterparty`);
        return { success: true as const, balance: hundredthsToBagels(balance), recipient_username: line.counterparty };
      });

      registerRoute(app, creditDeposit, async (request) => {
        const { user_id, amount, source, description, reference } = request.body;
        return asReply(
          await ledger.deposit({
            userId: user_id,
            amount: bagelsToHundredths(amount),
            source,
            description,
            idempotencyKey: request.idempotencyKey,
            ...(reference === undefined ? {} : { metadata: { reference } }),
          }),
        );
      });

      registerRoute(app, getTransactions, async (request) => {
        const { type, from, to, q, cursor, limit } = request.query;
        const page = await ledger.history(request.params.userId, { type, from, to, q, cursor, limit });
        return { transactions: page.lines.map(toTransaction), summary: toSummary(page.summary), next_cursor: page.nextCursor };
      });

      registerRoute(app, getReferralPool, async () => ({ balance: hundredthsToBagels(await ledger.referralPoolBalance()) }));
      registerRoute(app, fundReferralPool, async (request) => {
        const { balance } = await ledger.fundReferralPool({
          adminId: callerIdOf(request.principal),
          amount: bagelsToHundredths(request.body.amount),
          idempotencyKey: request.idempotencyKey,
        });
        return { balance: hundredthsToBagels(balance) };
      });
    });
  },
  { name: 'wallet', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
