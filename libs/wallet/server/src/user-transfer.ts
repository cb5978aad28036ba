import type { UserDirectory } from '@bagel/ports';
import { RecipientNotFoundError, SelfTransferError, UnknownUserError } from './ledger-errors';
import type { LedgerResult, TransferInput } from './ledger-inputs';
import { checkAmount, type Mover } from './ledger-movement';

/**
 * User to user (spec §5's Send Bagels), the one movement a user asks for: the sender's id scopes the idempotency key,
 * the recipient may be named by username, and each side's line names the other.
 */
export function createUserTransfer(directory: UserDirectory, { move }: Mover) {
  return async function transfer(input: TransferInput): Promise<LedgerResult> {
    checkAmount(input.amount);
    const [sender, recipient] = await directory.findUsers([input.fromUserId, input.to]);
    if (!sender || sender.id !== input.fromUserId) throw new UnknownUserError();
    if (!recipient) throw new RecipientNotFoundError();
    if (recipient.id === sender.id) throw new SelfTransferError();
    return move({
      scope: sender.id,
      idempotencyKey: input.idempotencyKey,
      request: ['transfer', input.to, input.amount],
      kind: 'transfer',
      category: null,
      amount: input.amount,
      description: `Transfer from ${sender.username} to ${recipient.username}`,
      metadata: {},
      from: { account: { userId: sender.id }, description: `Sent to ${recipient.username}`, counterparty: recipient.username },
      to: { account: { userId: recipient.id }, description: `Received from ${sender.username}`, counterparty: sender.username },
      subject: 'from',
    });
  };
}
