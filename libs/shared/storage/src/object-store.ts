import type { Readable } from 'node:stream';

/** What `head` knows about a stored object. */
export interface ObjectInfo {
  key: string;
  size: number;
}

/**
 * The file-storage port: domains keep uploaded bytes here without knowing whether they land on the local disk (the embedded
 * default) or in an S3-compatible bucket. Every method streams, so a file of hundreds of megabytes never sits in memory.
 */
export interface ObjectStore {
  /** A name for logs and the UI: 'Local disk' or 'S3 (<bucket>)'. */
  readonly name: string;
  /**
   * Streams `body` into `key`, replacing any object there. Never buffers the whole body. If more than `maxBytes` arrive, stops
   * reading, keeps nothing (an existing object at `key` stays as it was) and rejects with ObjectTooLargeError. A failing/aborted
   * body keeps nothing either. Resolves with the stored size.
   */
  put(key: string, body: Readable, options?: { maxBytes?: number; contentType?: string }): Promise<{ size: number }>;
  /** The bytes of `key`, or of the inclusive byte range [start, end]; rejects with ObjectNotFoundError. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The object's size, or undefined when there is none. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Idempotent. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (idempotent). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Drops what puts that never finished left behind (their process was killed mid-put, so their own cleanup never ran):
   * partial files on disk, multipart uploads in a bucket. Only those that have received nothing since `idleSince`, so a put
   * another process is running now keeps its bytes. Answers how many it dropped.
   */
  removeLeftovers(idleSince: Date): Promise<number>;
}

/** Its own type so callers can answer 404 for a missing object and treat every other failure as the store's fault. */
export class ObjectNotFoundError extends Error {}

/** Its own type so an upload route can answer 413 while other put failures stay server errors. */
export class ObjectTooLargeError extends Error {}
