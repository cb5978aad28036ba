import type { IncomingHttpHeaders } from 'node:http';
import { createHash } from 'node:crypto';

/** Bytes as they arrived, in chunks: a 20 MiB object is never copied into one buffer. */
export interface StoredBytes {
  chunks: Buffer[];
  size: number;
  /** Quoted, as S3 sends it. */
  etag: string;
}

/** User-defined metadata: what a client sent as `x-amz-meta-<name>` headers, by lower-case name. */
export type UserMetadata = Record<string, string>;

export interface StoredObject extends StoredBytes {
  contentType: string;
  metadata: UserMetadata;
  lastModified: Date;
}

export interface StoredPart extends StoredBytes {
  lastModified: Date;
}

export interface MultipartUpload {
  key: string;
  contentType: string;
  /** Given at creation; the completed object carries it, as S3's does. */
  metadata: UserMetadata;
  initiated: Date;
  parts: Map<number, StoredPart>;
}

/** One bucket's state, shared by every request handler. */
export interface FakeBucket {
  name: string;
  /** S3 returns at most 1,000 keys a page; a fake with a small page makes clients' pagination run in tests. */
  maxKeysPerPage: number;
  objects: Map<string, StoredObject>;
  uploads: Map<string, MultipartUpload>;
  /** Keys a bucket policy denies s3:DeleteObject on. */
  deleteDenied: Set<string>;
}

export function createFakeBucket(name: string, maxKeysPerPage: number): FakeBucket {
  return { name, maxKeysPerPage, objects: new Map(), uploads: new Map(), deleteDenied: new Set() };
}

const META_PREFIX = 'x-amz-meta-';

/** The `x-amz-meta-*` headers of a PutObject or CreateMultipartUpload (Node gives header names in lower case, as S3 keeps them). */
export function userMetadataOf(headers: IncomingHttpHeaders): UserMetadata {
  const metadata: UserMetadata = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(META_PREFIX) && value !== undefined) metadata[name.slice(META_PREFIX.length)] = String(value);
  }
  return metadata;
}

/** The headers a GetObject or HeadObject answers an object's metadata with. */
export const userMetadataHeaders = (metadata: UserMetadata): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata).map(([name, value]) => [`${META_PREFIX}${name}`, value]));

/** S3's ETag of a single-request upload is the hex MD5 of its bytes. */
export function storedBytes(chunks: Buffer[]): StoredBytes {
  const md5 = createHash('md5');
  let size = 0;
  for (const chunk of chunks) {
    md5.update(chunk);
    size += chunk.length;
  }
  return { chunks, size, etag: `"${md5.digest('hex')}"` };
}

/** The chunks covering bytes [start, end) of `chunks`, sliced without copying. */
export function* sliceChunks(chunks: Buffer[], start: number, end: number): Generator<Buffer> {
  let offset = 0;
  for (const chunk of chunks) {
    const chunkEnd = offset + chunk.length;
    if (chunkEnd > start && offset < end) yield chunk.subarray(Math.max(start - offset, 0), Math.min(end, chunkEnd) - offset);
    offset = chunkEnd;
    if (offset >= end) return;
  }
}
