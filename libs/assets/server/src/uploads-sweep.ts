import { createHash } from 'node:crypto';
import type { Database } from '@bagel/db';
import { workPeriodically, type JobQueue } from '@bagel/jobs';
import { copyingAmong, expireStalledCopies } from './file-copies.repository';
import type { TusParts } from './tus-parts';
import { dropStaleMultipartUploads } from './uploads-in-flight';

export interface UploadsSweepSettings {
  /** How often the sweep runs (5 minutes). */
  everySeconds: number;
  /** An upload that has received nothing for this long has expired (24 hours). */
  expireAfterSeconds: number;
}

export const DEFAULT_UPLOADS_SWEEP: UploadsSweepSettings = { everySeconds: 5 * 60, expireAfterSeconds: 24 * 60 * 60 };

/** Ids asked of the database at a time. */
const BATCH = 500;

/**
 * Ends what uploads that never finished left behind: copies with no progress for the window end as failed (everywhere,
 * since the database is shared), multipart uploads that outlived it stop counting in their user's bytes in flight, and
 * every part in their store whose copy is no longer copying (ended just now, refused or cancelled on a process that
 * died before removing it, or its asset gone) is removed.
 */
export async function sweepUploads(db: Database, parts: TusParts, { expireAfterSeconds }: UploadsSweepSettings, now: Date) {
  const before = new Date(now.getTime() - expireAfterSeconds * 1000);
  const expired = await expireStalledCopies(db, before, now);
  const forgotten = await dropStaleMultipartUploads(db, before);
  const ids = await parts.ids();
  let removed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const copying = await copyingAmong(db, batch);
    const ended = batch.filter((id) => !copying.has(id));
    await Promise.all(ended.map((id) => parts.remove(id)));
    removed += ended.length;
  }
  return { expired, forgotten, removed };
}

/**
 * The sweep's queue is its parts' place: processes sharing a bucket, or an uploads folder (one machine, or a shared volume),
 * sweep it once a period between them, and a machine with a folder of its own sweeps its own.
 */
const queueOf = (parts: TusParts) => `assets.sweep-uploads.${createHash('sha256').update(parts.place).digest('hex').slice(0, 16)}`;

export function sweepUploadsPeriodically(
  jobs: JobQueue,
  {
    db,
    parts,
    settings,
    now,
    log,
  }: {
    db: Database;
    parts: TusParts;
    settings: UploadsSweepSettings;
    now: () => number;
    log: { error(object: object, message: string): void; info(object: object, message: string): void };
  },
): Promise<void> {
  return workPeriodically(jobs, {
    name: queueOf(parts),
    everySeconds: settings.everySeconds,
    log,
    async run() {
      const swept = await sweepUploads(db, parts, settings, new Date(now()));
      if (swept.expired + swept.forgotten + swept.removed > 0) log.info(swept, 'Swept uploads that never finished');
    },
  });
}
