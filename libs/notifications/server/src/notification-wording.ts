import { PATHS } from '@bagel/contract';
import type { NotificationKind } from '@bagel/notifications-contract';
import type { DomainEvent, LedgerTransferEvent } from '@bagel/ports';
import { bglText } from '@bagel/util';

/** A notification before it is stored: whose, what about, its text and where it leads. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  message: string;
  link: string | null;
}

/** Who sent a transfer whose receiving line names no one (the ledger always names a sender; kept for safety). */
export const UNKNOWN_SENDER = 'Another user';

/** The system account a deposit comes from when it is a free grant rather than a card purchase. */
const DEMO_GRANTS = 'demo_grants';

/**
 * What a ledger transfer tells its receiving user, or null when it tells nobody: charges and payments to the platform,
 * payments between users (a market sale has its own line in the history) and withdrawals notify nobody. A sender is
 * named as the receiver's history names them (the ledger's counterparty), so the two always agree.
 */
export function wordLedgerEvent(event: LedgerTransferEvent): NotificationDraft | null {
  const userId = event.to.userId;
  if (!userId) return null;
  const amount = bglText(event.amount);
  switch (event.kind) {
    case 'transfer': {
      return { userId, kind: 'transfer_received', message: `${event.counterparty ?? UNKNOWN_SENDER} sent you ${amount}`, link: null };
    }
    case 'deposit':
      return {
        userId,
        kind: 'bagels_bought',
        message: event.from.system === DEMO_GRANTS ? `You received a demo grant of ${amount}` : `You bought ${amount}`,
        link: null,
      };
    case 'credit':
      return { userId, kind: 'bonus', message: `You received a bonus of ${amount}: ${event.description}`, link: null };
    case 'refund':
      return { userId, kind: 'refund', message: `${amount} refunded: ${event.description}`, link: null };
    default:
      return null;
  }
}

const assetLink = (type: 'model' | 'dataset', id: string) =>
  type === 'model' ? PATHS.manageModel.replace(':modelId', id) : PATHS.manageDataset.replace(':datasetId', id);

/** What another domain's event tells its user. */
export function wordDomainEvent(event: DomainEvent): NotificationDraft {
  const { userId } = event;
  switch (event.topic) {
    case 'clone.finished':
      return {
        userId,
        kind: 'clone_finished',
        message: `${event.data.repoId} was cloned to your ${event.data.assetType}s`,
        link: assetLink(event.data.assetType, event.data.assetId),
      };
    case 'clone.failed':
      return {
        userId,
        kind: 'clone_failed',
        message: `Cloning ${event.data.repoId} failed: ${event.data.error}`,
        link: assetLink(event.data.assetType, event.data.assetId),
      };
    case 'fine_tune.finished':
      return {
        userId,
        kind: 'fine_tune_finished',
        message: `Fine-tuning ${event.data.modelName} finished`,
        link: assetLink('model', event.data.modelId),
      };
    case 'fine_tune.failed':
      return {
        userId,
        kind: 'fine_tune_failed',
        message: `Fine-tuning ${event.data.modelName} failed: ${event.data.error}`,
        link: assetLink('model', event.data.modelId),
      };
    case 'deployment.running':
      return {
        userId,
        kind: 'deployment_running',
        message: `Your deployment of ${event.data.modelName} is running`,
        link: PATHS.deployments,
      };
    case 'deployment.failed':
      return {
        userId,
        kind: 'deployment_failed',
        message: `Your deployment of ${event.data.modelName} failed. ${event.data.message}`,
        link: PATHS.deployments,
      };
    case 'deployment.stopped':
      return {
        userId,
        kind: 'deployment_stopped',
        message: `Your deployment of ${event.data.modelName} ended. ${event.data.message}`,
        link: PATHS.deployments,
      };
  }
}
