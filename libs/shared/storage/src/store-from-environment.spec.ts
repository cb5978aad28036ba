import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { objectStoreFromEnvironment, s3OptionsFromEnvironment } from './store-from-environment';
import { startFakeS3Server } from './testing/fake-s3-server';
import { expectPattern, patternBody } from './testing/object-store-contract/pattern-bytes';

describe('objectStoreFromEnvironment', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bagel-storage-env-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it.each([{}, { S3_BUCKET: '  ' }])('keeps files on the local disk under <dataDir>/files without a bucket (%j)', async (env) => {
    const store = await objectStoreFromEnvironment(env, dataDir);
    expect(store.name).toBe('Local disk');
    await store.put('assets/1/data.csv', patternBody(1, 100));
    const onDisk = await readFile(join(dataDir, 'files', 'objects', 'assets', '1', 'data.csv'));
    expect(onDisk.length).toBe(100);
  });

  it('uses the bucket S3_BUCKET names, at S3_ENDPOINT with the given keys and path-style addressing', async () => {
    const fake = await startFakeS3Server();
    const store = await objectStoreFromEnvironment(
      {
        S3_BUCKET: fake.bucket,
        S3_ENDPOINT: fake.endpoint,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: fake.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
      dataDir,
    );
    expect(store.name).toBe(`S3 (${fake.bucket})`);
    await store.put('assets/1/data.csv', patternBody(1, 100));
    expect(fake.objectCount()).toBe(1);
    await expectPattern(await store.get('assets/1/data.csv'), 1, 0, 100);
    await fake.close();
  });

  it.each([
    { S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'id' },
    { S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 'secret' },
  ])('refuses one S3 key without the other (%j)', async (env) => {
    await expect(objectStoreFromEnvironment(env, dataDir)).rejects.toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  });
});

describe('s3OptionsFromEnvironment', () => {
  it('names no bucket without S3_BUCKET, and the bucket with its settings when it is set', () => {
    expect(s3OptionsFromEnvironment({ S3_BUCKET: ' ' })).toBeUndefined();
    expect(s3OptionsFromEnvironment({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toEqual({
      bucket: 'files',
      endpoint: 'http://minio:9000',
      region: undefined,
      credentials: undefined,
      forcePathStyle: true,
    });
  });
});
