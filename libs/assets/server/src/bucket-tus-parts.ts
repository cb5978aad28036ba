import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type ListMultipartUploadsCommandOutput,
  type S3,
} from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import { s3ClientConfig, UPLOAD_PARTS_PREFIX, type S3ObjectStoreOptions } from '@bagel/storage/s3';
import { requestScopedCache } from './request-scoped-cache';
import { keepUnderPrefix } from './s3-key-prefix';
import { assertUploadId, UPLOAD_ID, type TusParts } from './tus-parts';

/** tus's S3 store, its keys under the uploads' prefix. */
class PrefixedS3Store extends S3Store {
  constructor(options: S3ObjectStoreOptions, cache: KvStore<MetadataValue>) {
    super({ s3ClientConfig: { ...s3ClientConfig(options), bucket: options.bucket }, cache });
    keepUnderPrefix(this.client, UPLOAD_PARTS_PREFIX);
  }

  /** The store's own client, which sees only the keys under the prefix. */
  get bucketClient(): S3 {
    return this.client;
  }
}

/** Every key a listing names, page after page. */
async function* listedKeys(client: S3, Bucket: string): AsyncGenerator<string> {
  let markers: { KeyMarker?: string; UploadIdMarker?: string } | undefined = {};
  while (markers) {
    const page: ListMultipartUploadsCommandOutput = await client.send(new ListMultipartUploadsCommand({ Bucket, ...markers }));
    for (const upload of page.Uploads ?? []) if (upload.Key) yield upload.Key;
    markers = page.IsTruncated ? { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker } : undefined;
  }
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/**
 * Parts in the bucket, under `tus-uploads/`, through tus's S3 store: an upload is a multipart upload of `<id>` (completed
 * into that object when its last byte arrives), `<id>.info` holds what it declared, and `<id>.part` the bytes of a chunk too
 * small to be a part yet. Every api process on the bucket can resume any upload, and the bucket is swept once between them.
 */
export function bucketTusParts(options: S3ObjectStoreOptions): TusParts {
  const { cache, during } = requestScopedCache<MetadataValue>();
  const datastore = new PrefixedS3Store(options, cache);
  const client = datastore.bucketClient;
  const Bucket = options.bucket;

  return {
    datastore,
    place: `s3:${options.endpoint ?? 'aws'}/${Bucket}/${UPLOAD_PARTS_PREFIX}`,
    during,

    async ids() {
      const ids = new Set<string>();
      for await (const key of listedKeys(client, Bucket)) ids.add(key.replace(/\.(info|part)$/, ''));
      return [...ids].filter((id) => UPLOAD_ID.test(id));
    },

    /** Aborts the upload's multipart upload (its parts) and deletes its objects: info, pending chunk, completed file. */
    async remove(id) {
      assertUploadId(id);
      // An id is of fixed length: only its own uploads start with it.
      const pending = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: id }));
      await Promise.all(
        (pending.Uploads ?? [])
          .filter((upload) => upload.Key === id)
          .map(({ UploadId }) =>
            client.send(new AbortMultipartUploadCommand({ Bucket, Key: id, UploadId })).catch((error: unknown) => {
              // Completed or aborted meanwhile: gone either way.
              if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
            }),
          ),
      );
      const keys = [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key }));
      const reply = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      const refused = reply.Errors ?? [];
      if (refused.length > 0) throw new Error(`S3 refused to delete ${refused.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
    },
  };
}
