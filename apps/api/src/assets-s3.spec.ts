import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAsset, deleteAssetFile, getFilePreview, UPLOAD_FIELD, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath } from '@bagel/contract';
import { createS3ObjectStore } from '@bagel/storage/s3';
import { startFakeS3Server, type FakeS3Server } from '@bagel/storage/testing';
import { startTestApi, type TestApi } from './testing';

// The preview domain's own fixture: a Parquet file whose preview needs ranged reads of its footer and first pages.
const PARQUET = new URL('../../../libs/assets/server/src/preview/fixtures/sample.parquet', import.meta.url);

let s3: FakeS3Server;
let api: TestApi;
beforeAll(async () => {
  s3 = await startFakeS3Server();
  api = await startTestApi({
    store: createS3ObjectStore({ bucket: s3.bucket, endpoint: s3.endpoint, credentials: s3.credentials, forcePathStyle: true }),
  });
});
afterAll(async () => {
  await api.close();
  await s3.close();
});

it('keeps an uploaded file in an S3-compatible bucket, previews it with ranged reads, and deletes its object', async () => {
  const alice = await api.createUser();
  const created = await api.call(
    { method: 'POST', url: createAsset.path, payload: { dataset_type: 'RAW', title: 'In a bucket', category: 'Book', user_id: alice.id } },
    alice.apiKey,
  );
  const id = created.json<{ id: string }>().id;
  const boundary = 'bagel-s3-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="rows.parquet"\r\n\r\n`),
    await readFile(PARQUET),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await api.call(
    {
      method: 'POST',
      url: buildPath(uploadAssetFile.path, { id }),
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    alice.apiKey,
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  expect(s3.objectCount()).toBe(1);

  const preview = await api.call({ url: `${buildPath(getFilePreview.path, { id })}?path=rows.parquet` }, alice.apiKey);
  expect(preview.statusCode, preview.body).toBe(200);
  expect(preview.json()).toMatchObject({ format: 'parquet' });
  expect(preview.json().columns.length).toBeGreaterThan(0);
  expect(preview.json().rows.length).toBeGreaterThan(0);

  const removed = await api.call(
    { method: 'DELETE', url: buildPath(deleteAssetFile.path, { id }), payload: { file_path: 'rows.parquet' } },
    alice.apiKey,
  );
  expect(removed.json()).toEqual({ message: 'File deleted successfully' });
  expect(s3.objectCount()).toBe(0);
});
