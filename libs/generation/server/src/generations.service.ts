import type { Readable } from 'node:stream';
import {
  GENERATION_LIMITS,
  generationFileName,
  type Generation,
  type GenerationKind,
  type GenerationRequest,
} from '@bagel/generation-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { LedgerPort } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { ObjectNotFoundError, type ObjectStore } from '@bagel/storage';
import { chargeFor, refundFor } from './generation-charges';
import { failGeneration, GENERATION_QUEUE, refundFailed, storageKeyOf, type GenerationJob } from './generation-job';
import type { GenerationRow } from './generation.schema';
import { generationView } from './generation-view';
import {
  deleteGeneration,
  findGeneration,
  findGenerationByKey,
  galleryPage,
  insertGeneration,
  updateGeneration,
  type NewGeneration,
} from './generations.repository';
import type { Generator } from './generator/generator';

export const NO_GENERATION = 'Generation not found';
/** What a pending generation whose queue entry failed or vanished says: its own failure was never recorded. */
const JOB_LOST = 'The generation stopped before it finished';
/** What a charged request says whose generation and job could not be written. */
export const NOT_STARTED = 'The generation could not be started';

export interface GenerationsDependencies {
  db: Database;
  jobs: JobQueue;
  ledger: LedgerPort;
  generator: Generator;
  store: ObjectStore;
}

/** An output's bytes as the file route sends them. */
export interface GenerationFile {
  body: Readable;
  contentType: string;
  size: number;
  fileName: string;
}

/** Whether a stored generation is what this request asks for: the same kind, prompt and size or length. */
function sameRequest(row: GenerationRow, body: GenerationRequest): boolean {
  if (row.kind !== body.kind || row.prompt !== body.prompt) return false;
  return body.kind === 'image' ? row.size === body.size : row.seconds === body.seconds;
}

/** Spec §2's AI generation: outputs charged per piece, made by a durable job, kept in the user's gallery. */
export function createGenerations({ db, jobs, ledger, generator, store }: GenerationsDependencies) {
  /**
   * A generation as it stands: a pending one whose queue entry is gone without it ending failed unseen (its process died
   * on the last attempt), and a failed one not yet refunded (its process stopped in between) is refunded now.
   */
  async function settled(row: GenerationRow): Promise<GenerationRow> {
    if (row.status === 'failed' && row.chargedHundredths > 0) {
      await refundFailed(db, ledger, row);
    } else if (row.status === 'pending' && row.queueJobId) {
      const state = await jobs.stateOf(GENERATION_QUEUE, row.queueJobId);
      if (state === 'created' || state === 'retry' || state === 'active') return row;
      await failGeneration(db, ledger, row, JOB_LOST);
    } else {
      return row;
    }
    return (await findGeneration(db, row.id)) ?? row;
  }

  /** The caller's own generation; another user's id answers as one that does not exist. */
  async function owned(userId: string, id: string): Promise<GenerationRow> {
    const row = await findGeneration(db, id);
    if (!row || row.userId !== userId) throw new HttpError(404, NO_GENERATION, 'generationId');
    return settled(row);
  }

  /**
   * Gives back a charge whose generation could not be written. The user's key gets a failed generation first, so a retry
   * of the key answers it: the ledger would replay the charge without moving money, and a retry finding no generation
   * would make an output nobody paid for. If even that cannot be written, the charge goes back all the same, unless a
   * replay of the request wrote its pending generation meanwhile (that one keeps the charge).
   */
  async function undoCharge(fields: NewGeneration): Promise<void> {
    const recorded = await insertGeneration(db, fields, { error: NOT_STARTED }).catch(() => undefined);
    if (recorded) return refundFailed(db, ledger, recorded);
    if (!(await findGenerationByKey(db, fields.userId, fields.idempotencyKey))) {
      await refundFor(ledger, fields, fields.chargedHundredths);
    }
  }

  function replayOf(row: GenerationRow, body: GenerationRequest): Generation {
    if (!sameRequest(row, body))
      throw new HttpError(409, 'This Idempotency-Key was already used for another generation', 'Idempotency-Key');
    return generationView(row);
  }

  return {
    /**
     * Charges the output, then writes the pending generation and its job in one transaction. A replay of the user's key
     * answers the first result; if the generation cannot be written, the charge goes back.
     */
    async create(userId: string, idempotencyKey: string, body: GenerationRequest): Promise<Generation> {
      const existing = await findGenerationByKey(db, userId, idempotencyKey);
      if (existing) return replayOf(existing, body);
      const fields: NewGeneration = {
        userId,
        idempotencyKey,
        kind: body.kind,
        prompt: body.prompt,
        size: body.kind === 'image' ? body.size : generator.videoSize,
        seconds: body.kind === 'video' ? body.seconds : null,
        provider: generator.label,
        chargedHundredths: await chargeFor(ledger, { userId, idempotencyKey, kind: body.kind, prompt: body.prompt }),
      };
      let row: GenerationRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const inserted = await insertGeneration(tx, fields);
          // Undefined: the same request, replayed at the same moment, wrote it.
          if (!inserted) return undefined;
          // In the same transaction: a generation is pending exactly when its job exists.
          const queueJobId = await jobs.send<GenerationJob>(GENERATION_QUEUE, { generationId: inserted.id }, { tx });
          await updateGeneration(tx, inserted.id, { queueJobId });
          return { ...inserted, queueJobId };
        });
      } catch (error) {
        await undoCharge(fields);
        throw error;
      }
      if (row) return generationView(row);
      const winner = await findGenerationByKey(db, userId, idempotencyKey);
      if (!winner) throw new Error(`The generation for key ${idempotencyKey} was neither written nor found`);
      return replayOf(winner, body);
    },

    async list(userId: string, { kind, before }: { kind?: GenerationKind; before?: string }) {
      const page = await galleryPage(db, userId, {
        kind,
        before: before ? new Date(before) : undefined,
        limit: GENERATION_LIMITS.galleryPage,
      });
      const rows = await Promise.all(page.rows.map(settled));
      return { generations: rows.map(generationView), has_more: page.hasMore };
    },

    async get(userId: string, id: string): Promise<Generation> {
      return generationView(await owned(userId, id));
    },

    async file(userId: string, id: string): Promise<GenerationFile> {
      const row = await owned(userId, id);
      if (row.status === 'pending') throw new HttpError(409, 'This generation is not ready yet', 'generationId');
      if (row.status === 'failed' || !row.storageKey || !row.contentType) {
        throw new HttpError(409, 'This generation failed, so it has no file', 'generationId');
      }
      const info = await store.head(row.storageKey);
      if (!info) throw new HttpError(404, NO_GENERATION, 'generationId');
      const body = await store.get(row.storageKey).catch((error: unknown) => {
        // Deleted between the two looks.
        if (error instanceof ObjectNotFoundError) throw new HttpError(404, NO_GENERATION, 'generationId');
        throw error;
      });
      const fileName = generationFileName({ kind: row.kind, generation_id: row.id, content_type: row.contentType });
      return { body, contentType: row.contentType, size: info.size, fileName };
    },

    /**
     * Removes the output and its file; the charge stays. A pending one's job then finds nothing to do. It is settled
     * first: a failed one not yet refunded, or one whose job is gone, gets its refund before nothing is left to refund.
     */
    async remove(userId: string, id: string): Promise<{ deleted: boolean }> {
      await owned(userId, id);
      const row = await deleteGeneration(db, id, userId);
      if (!row) throw new HttpError(404, NO_GENERATION, 'generationId');
      // By its key, not the row's: a job finishing right now puts its file there, and then finds no row and removes it.
      await store.delete(storageKeyOf(row));
      return { deleted: true };
    },
  };
}

export type Generations = ReturnType<typeof createGenerations>;
