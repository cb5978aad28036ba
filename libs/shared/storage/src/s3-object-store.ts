import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { limitBytes } from './byte-limit';
import { assertByteRange, assertObjectKey, assertObjectPrefix } from './object-key';
import { ObjectNotFoundError, type ObjectStore } from './object-store';

export interface S3ObjectStoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, Ceph…); AWS itself when absent. */
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, which most self-hosted servers need. */
  forcePathStyle?: boolean;
}

/**
 * Where resumable uploads keep their parts when the api has a bucket (tus's S3 store, in the assets domain): multipart
 * uploads that stay pending while their user pauses, for as long as the uploads sweep allows. They are not this store's
 * leftovers, so `removeLeftovers` leaves them alone, and the store's own keys never start with it.
 */
export const UPLOAD_PARTS_PREFIX = 'tus-uploads/';

/** 8 MiB parts, at most two in flight: a put holds about 16 MiB of a body at a time, whatever the body's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return (
    name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
};

/** The SDK's settings for the bucket, for every client of it (this store's, and tus's S3 store's for resumable uploads). */
export function s3ClientConfig(options: S3ObjectStoreOptions): S3ClientConfig {
  return {
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Newer SDKs add CRC32 trailers (aws-chunked bodies) to every upload by default, which many S3-compatible servers refuse;
    // checksums are sent only where S3 requires them (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Objects in an S3-compatible bucket. A put is a multipart upload (lib-storage) fed through the byte limit; any failure aborts
 * it, so S3 keeps no parts and the key keeps its old object, as the port promises. A process killed mid-put cannot abort: its
 * upload stays pending (and billed) until `removeLeftovers` finds it idle, or the bucket's own AbortIncompleteMultipartUpload
 * lifecycle rule does.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const client = new S3Client(s3ClientConfig(options));
  const bucket = options.bucket;

  return {
    name: `S3 (${bucket})`,

    async put(key, body, putOptions = {}) {
      assertObjectKey(key);
      const limited = limitBytes(key, body, putOptions.maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: limited.stream, ContentType: putOptions.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        return { size: limited.bytes() };
      } catch (error) {
        limited.stream.destroy();
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },

    async get(key, range) {
      assertObjectKey(key);
      assertByteRange(range);
      try {
        const reply = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        return reply.Body as Readable;
      } catch (error) {
        throw isNotFound(error) ? new ObjectNotFoundError(key) : error;
      }
    },

    async head(key) {
      assertObjectKey(key);
      try {
        const reply = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { key, size: reply.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      const refused: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []));
        if (keys.length > 0) {
          const reply = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
          // DeleteObjects answers 200 even when it deletes none of the keys: each refusal is only an entry in its body.
          for (const error of reply.Errors ?? []) refused.push(`${error.Key ?? '?'} (${error.Code ?? 'unknown error'})`);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      // Refusals are reported after the last page, so every key S3 allows is gone before the caller hears of the rest.
      if (refused.length > 0) {
        const named = refused.slice(0, 10).join(', ') + (refused.length > 10 ? ', …' : '');
        throw new Error(`S3 refused to delete ${refused.length} object(s) under ${prefix}: ${named}`);
      }
    },

    async removeLeftovers(idleSince) {
      /** When an upload last received something: its newest part, or its start if it has none. */
      async function lastActivity(Key: string, UploadId: string, initiated: Date | undefined): Promise<Date> {
        let latest = initiated ?? new Date(0);
        let marker: string | undefined;
        do {
          const page = await client.send(new ListPartsCommand({ Bucket: bucket, Key, UploadId, PartNumberMarker: marker }));
          for (const part of page.Parts ?? []) if (part.LastModified && part.LastModified > latest) latest = part.LastModified;
          marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
        } while (marker);
        return latest;
      }

      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || Key.startsWith(UPLOAD_PARTS_PREFIX) || (Initiated && Initiated >= idleSince)) continue;
          if ((await lastActivity(Key, UploadId, Initiated)) >= idleSince) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
          removed += 1;
        }
        [keyMarker, uploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
      } while (keyMarker);
      return removed;
    },
  };
}
