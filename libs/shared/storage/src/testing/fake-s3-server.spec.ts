import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server';

// What the object store's contract does not reach: the calls tus's S3 store makes of a bucket, through the real SDK.
let s3: FakeS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startFakeS3Server({ maxKeysPerPage: 2 });
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: s3.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

const Bucket = 'fake-bucket';

it('keeps an object’s user metadata and answers it on GetObject and HeadObject', async () => {
  const Metadata = { 'upload-id': 'abc', 'tus-version': '1.0.0' };
  await client.send(new PutObjectCommand({ Bucket, Key: 'meta/one.info', Body: '{"size":3}', Metadata }));
  const got = await client.send(new GetObjectCommand({ Bucket, Key: 'meta/one.info' }));
  expect(got.Metadata).toEqual(Metadata);
  expect(await got.Body?.transformToString()).toBe('{"size":3}');
  expect((await client.send(new HeadObjectCommand({ Bucket, Key: 'meta/one.info' }))).Metadata).toEqual(Metadata);
  await client.send(new PutObjectCommand({ Bucket, Key: 'meta/plain', Body: 'x' }));
  expect((await client.send(new HeadObjectCommand({ Bucket, Key: 'meta/plain' }))).Metadata).toEqual({});
});

it('gives a completed multipart upload’s object the metadata the upload was created with', async () => {
  const Key = 'meta/joined';
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, Metadata: { 'tus-version': '1.0.0' } }));
  const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: Buffer.from('bytes') }));
  await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: [{ ETag, PartNumber: 1 }] } }));
  const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
  expect(head).toMatchObject({ Metadata: { 'tus-version': '1.0.0' }, ContentLength: 5 });
});

it('lists only the pending multipart uploads under a prefix, page by page', async () => {
  const keys = ['tus/a', 'tus/b', 'tus/c', 'other/a', 'tusk'];
  for (const Key of keys) await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
  const listed: string[] = [];
  let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
  for (;;) {
    const page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'tus/', ...markers }));
    expect(page.Prefix).toBe('tus/');
    listed.push(...(page.Uploads ?? []).map((upload) => upload.Key ?? ''));
    if (!page.IsTruncated) break;
    markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
  }
  expect(listed).toEqual(['tus/a', 'tus/b', 'tus/c']);
  const all = await client.send(new ListMultipartUploadsCommand({ Bucket }));
  expect(all.Uploads?.[0]?.Key).toBe('other/a');
});
