import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBucket, storedBytes } from './fake-s3/bucket';
import { routeS3Request } from './fake-s3/router';

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`; clients must use path-style addressing. */
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objectCount(): number;
  /** Every object's key, in no particular order. */
  objectKeys(): string[];
  /** Multipart uploads started and neither completed nor aborted: parts a failed put left behind. */
  pendingUploadCount(): number;
  /** A multipart upload of `key` with one part, started and last written to at `idleSince`, as a killed process leaves one. */
  leaveUpload(key: string, idleSince: Date): void;
  /** Makes deleting `key` fail with AccessDenied, as a bucket policy denying s3:DeleteObject on it would. */
  denyDelete(key: string): void;
  close(): Promise<void>;
}

export interface FakeS3Options {
  /** The most keys a ListObjectsV2 page returns (S3's own limit is 1,000); small values make clients paginate. */
  maxKeysPerPage?: number;
}

/**
 * An S3-compatible server for tests, on a random local port, holding one bucket in memory. It speaks the S3 REST wire format for
 * the calls an object store and tus's S3 store make (objects with their user metadata, multipart uploads and their listings,
 * ListObjectsV2, DeleteObjects), so the real SDK runs against it.
 */
export async function startFakeS3Server(options: FakeS3Options = {}): Promise<FakeS3Server> {
  const bucket = createFakeBucket('fake-bucket', options.maxKeysPerPage ?? 1000);
  const credentials = { accessKeyId: 'FAKEACCESSKEYID', secretAccessKey: 'fake-secret-access-key' };
  const server = createServer((request, response) => void routeS3Request(bucket, credentials.accessKeyId, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: bucket.name,
    credentials,
    objectCount: () => bucket.objects.size,
    objectKeys: () => [...bucket.objects.keys()],
    pendingUploadCount: () => bucket.uploads.size,
    leaveUpload(key, idleSince) {
      const part = { ...storedBytes([Buffer.from('a part')]), lastModified: idleSince };
      const upload = { key, contentType: 'binary/octet-stream', metadata: {}, initiated: idleSince, parts: new Map([[1, part]]) };
      bucket.uploads.set(randomUUID(), upload);
    },
    denyDelete: (key) => void bucket.deleteDenied.add(key),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep idle keep-alive sockets open; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
