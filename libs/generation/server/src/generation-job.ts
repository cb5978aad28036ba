import { Readable } from 'node:stream';
import type { Database } from '@bagel/db';
import type { QueueDefinition, RunningJob } from '@bagel/jobs';
import type { LedgerPort } from '@bagel/ports';
import { ObjectTooLargeError, type ObjectStore } from '@bagel/storage';
import { refundFor } from './generation-charges';
import type { GenerationRow } from './generation.schema';
import { findGeneration, finishGeneration, updateGeneration } from './generations.repository';
import { GenerationFailed, type Generator, type GeneratorInput } from './generator/generator';

export const GENERATION_QUEUE = 'generation.generate';

/** A provider's video can be large; more than this is refused rather than stored. */
const MAX_OUTPUT_BYTES = 200 * 1024 * 1024;

export interface GenerationJob {
  generationId: string;
}

/** Where an output's bytes live: by user and generation, never by anything the user typed. */
export const storageKeyOf = (row: Pick<GenerationRow, 'userId' | 'id'>) => `generations/${row.userId}/${row.id}`;

function pixelsOf(size: string): { width: number; height: number } {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
}

export const inputOf = (row: GenerationRow): GeneratorInput => ({
  kind: row.kind,
  prompt: row.prompt,
  ...pixelsOf(row.size),
  seconds: row.seconds,
});

/**
 * Ends a pending generation for good, saying why, and gives its charge back. Only the one who moves it from pending
 * refunds: a job that succeeded a moment before keeps its charge.
 */
export async function failGeneration(db: Database, ledger: LedgerPort, row: GenerationRow, reason: string): Promise<void> {
  const ended = await finishGeneration(db, row.id, { status: 'failed', error: reason });
  if (ended) await refundFailed(db, ledger, ended);
}

/**
 * Refunds a failed generation that still counts its charge (the process may have stopped between failing it and
 * refunding): safe to repeat, since the refund is keyed by the generation.
 */
export async function refundFailed(db: Database, ledger: LedgerPort, row: GenerationRow): Promise<void> {
  if (row.status !== 'failed' || row.chargedHundredths === 0) return;
  await refundFor(ledger, row, row.chargedHundredths);
  await updateGeneration(db, row.id, { chargedHundredths: 0 });
}

/** What the user reads: a provider's own words, but never an internal error's (they may name tables or hosts). */
function reasonShown(error: unknown): string {
  if (error instanceof GenerationFailed) return error.message;
  if (error instanceof ObjectTooLargeError) return `The output was larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB`;
  return 'The generation stopped on an error of ours';
}

interface GenerationJobDependencies {
  db: Database;
  generator: Generator;
  store: ObjectStore;
  ledger: LedgerPort;
  log: { warn(object: object, message: string): void };
}

/**
 * Makes one output: the generator's file streamed into the object store, then the generation marked succeeded. A
 * retryable failure is tried again (up to 3 attempts); the last failure, or one the provider says will not pass,
 * refunds the charge and shows the reason. A generation deleted meanwhile keeps no file.
 */
export function generationQueue({ db, generator, store, ledger, log }: GenerationJobDependencies): QueueDefinition<GenerationJob> {
  return {
    name: GENERATION_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 10,
    // A provider's video takes minutes; pg-boss hands a longer attempt to the next one.
    expireInSeconds: 30 * 60,
    concurrency: 2,
    async handler(queued: RunningJob<GenerationJob>) {
      const row = await findGeneration(db, queued.data.generationId);
      if (!row || row.queueJobId !== queued.id || row.status !== 'pending') return;
      const key = storageKeyOf(row);
      try {
        const file = await generator.generate(inputOf(row), queued.signal);
        const body = file.body instanceof Readable ? file.body : Readable.from([file.body]);
        await store.put(key, body, { maxBytes: MAX_OUTPUT_BYTES, contentType: file.contentType });
        const done = await finishGeneration(db, row.id, { status: 'succeeded', contentType: file.contentType, storageKey: key });
        if (!done) await store.delete(key);
      } catch (error) {
        // A stopping process hands the job on; that is no failure of the generation.
        if (queued.signal.aborted) throw error;
        const final = queued.isLastAttempt || (error instanceof GenerationFailed && !error.retryable);
        log.warn({ err: error, generationId: row.id, attempt: queued.attempt, final }, 'A generation attempt failed');
        if (!final) throw error;
        await failGeneration(db, ledger, row, reasonShown(error));
      }
    },
  };
}
