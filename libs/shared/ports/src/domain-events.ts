import type { Database } from '@bagel/db';

interface EventOf<Topic extends string, Data> {
  topic: Topic;
  /** Whose event it is: the user it is told to. */
  userId: string;
  /** Names the event once: publishing the same key again is ignored (a retried job, a concurrent reader). */
  key: string;
  data: Data;
}

/** What other domains tell users about (the notifications domain words them); the ledger's own events come from its outbox. */
export type DomainEvent =
  | EventOf<'clone.finished', { assetId: string; repoId: string; assetType: 'model' | 'dataset' }>
  | EventOf<'clone.failed', { assetId: string; repoId: string; assetType: 'model' | 'dataset'; error: string }>
  | EventOf<'fine_tune.finished', { modelId: string; modelName: string }>
  | EventOf<'fine_tune.failed', { modelId: string; modelName: string; error: string }>
  | EventOf<'deployment.running', { podId: string; modelName: string }>
  | EventOf<'deployment.failed', { podId: string; modelName: string; message: string }>
  | EventOf<'deployment.stopped', { podId: string; modelName: string; reason: 'spend_cap' | 'balance'; message: string }>;

export type DomainEventTopic = DomainEvent['topic'];

/**
 * An outbox for domain events (the notifications domain keeps it and publishes from it). `publish` writes on the
 * caller's transaction, so the event exists exactly when the change it reports was committed.
 */
export interface DomainEvents {
  publish(on: Database, event: DomainEvent): Promise<void>;
}
