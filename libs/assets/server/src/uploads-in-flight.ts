import { and, eq, lt, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES_IN_FLIGHT } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import { formatBytes } from '@bagel/util';
import { assets, fileCopies, multipartUploads } from './assets.schema';

/** What an upload whose length is not declared may still grow to. */
export const lengthOrLimit = (declared: number | null | undefined): number =>
  declared !== null && declared !== undefined && Number.isSafeInteger(declared) && declared >= 0
    ? Math.min(declared, MAX_UPLOAD_BYTES)
    : MAX_UPLOAD_BYTES;

/**
 * The bytes a user's unfinished uploads may write: every resumable upload still copying, by its declared length, and
 * every multipart upload still streaming.
 */
export async function bytesInFlight(db: Database, userId: string): Promise<number> {
  const [resumable] = await db
    .select({ bytes: sql<string>`coalesce(sum(coalesce(${fileCopies.totalBytes}, ${MAX_UPLOAD_BYTES})), 0)` })
    .from(fileCopies)
    .innerJoin(assets, eq(assets.id, fileCopies.assetId))
    .where(and(eq(assets.userId, userId), eq(fileCopies.status, 'copying')));
  const [multipart] = await db
    .select({ bytes: sql<string>`coalesce(sum(${multipartUploads.bytes}), 0)` })
    .from(multipartUploads)
    .where(eq(multipartUploads.userId, userId));
  return Number(resumable?.bytes ?? 0) + Number(multipart?.bytes ?? 0);
}

const inFlightRefusal = (held: number, asked: number) =>
  `Your unfinished uploads hold ${formatBytes(held)} of the ${formatBytes(MAX_UPLOAD_BYTES_IN_FLIGHT)} allowed at once, ` +
  `which leaves ${formatBytes(Math.max(0, MAX_UPLOAD_BYTES_IN_FLIGHT - held))}; this one needs ${formatBytes(asked)}. ` +
  'Wait for an upload to finish, or cancel one, then try again.';

/**
 * Records an upload of up to `bytes` (with `record`, in the same transaction) if the user's uploads in flight leave room
 * for it, else refuses with 429 before a byte is written. A lock per user makes concurrent uploads take turns, in one
 * process or many, so two of them cannot both fit in the same room.
 */
export async function reserveUploadBytes<T>(
  db: Database,
  { userId, bytes }: { userId: string; bytes: number },
  record: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`assets.uploads-in-flight:${userId}`}, 0))`);
    const held = await bytesInFlight(tx, userId);
    if (held + bytes > MAX_UPLOAD_BYTES_IN_FLIGHT) throw new HttpError(429, inFlightRefusal(held, bytes));
    return record(tx);
  });
}

/** Counts a multipart upload in its user's bytes in flight while it streams (refused with 429 if it does not fit); its id. */
export async function startMultipartUpload(
  db: Database,
  upload: { userId: string; assetId: string; bytes: number },
  now: Date,
): Promise<string> {
  return reserveUploadBytes(db, upload, async (tx) => {
    const [row] = await tx
      .insert(multipartUploads)
      .values({ ...upload, startedAt: now })
      .returning({ id: multipartUploads.id });
    if (!row) throw new Error('Recording a multipart upload returned no row');
    return row.id;
  });
}

export async function endMultipartUpload(db: Database, id: string): Promise<void> {
  await db.delete(multipartUploads).where(eq(multipartUploads.id, id));
}

/** Forgets multipart uploads started before `before`: their process died mid-upload, or no upload lasts that long. */
export async function dropStaleMultipartUploads(db: Database, before: Date): Promise<number> {
  const dropped = await db.delete(multipartUploads).where(lt(multipartUploads.startedAt, before)).returning({ id: multipartUploads.id });
  return dropped.length;
}
