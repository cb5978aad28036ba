import { describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from './object-store';
import { createS3ObjectStore, UPLOAD_PARTS_PREFIX } from './s3-object-store';
import { startFakeS3Server, type FakeS3Server } from './testing/fake-s3-server';
import { describeObjectStoreContract } from './testing/object-store-contract';
import { patternBody } from './testing/object-store-contract/pattern-bytes';

/** Four keys a listing page, so deletePrefix has to follow continuation tokens. */
const startFake = () => startFakeS3Server({ maxKeysPerPage: 4 });

const storeOn = (fake: FakeS3Server, credentials = fake.credentials) =>
  createS3ObjectStore({ bucket: fake.bucket, endpoint: fake.endpoint, credentials, forcePathStyle: true });

describeObjectStoreContract('The S3 store', async () => {
  const fake = await startFake();
  return {
    store: storeOn(fake),
    leftovers: () => Promise.resolve(fake.pendingUploadCount()),
    leaveUnfinishedWrite: async (idleSince) =>
      fake.leaveUpload(`files/left-${idleSince.getTime()}-${fake.pendingUploadCount()}`, idleSince),
    cleanup: () => fake.close(),
  };
});

describe('The S3 store', () => {
  it('leaves resumable uploads’ parts to their own sweep, however long they have been idle', async () => {
    const fake = await startFake();
    const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    fake.leaveUpload(`${UPLOAD_PARTS_PREFIX}paused-upload`, longAgo);
    fake.leaveUpload('files/killed-put', longAgo);
    await expect(storeOn(fake).removeLeftovers(new Date())).resolves.toBe(1);
    expect(fake.pendingUploadCount()).toBe(1);
    await fake.close();
  });

  it('is named after its bucket', async () => {
    const fake = await startFake();
    expect(storeOn(fake).name).toBe('S3 (fake-bucket)');
    await fake.close();
  });

  it('fails every call with the wrong credentials instead of reporting objects missing', async () => {
    const fake = await startFake();
    await storeOn(fake).put('files/object', patternBody(1, 10));
    const intruder = storeOn(fake, { accessKeyId: 'WRONGKEYID', secretAccessKey: 'wrong' });
    const denied = { $metadata: expect.objectContaining({ httpStatusCode: 403 }) };

    await expect(intruder.put('files/other', patternBody(1, 10))).rejects.toMatchObject({ name: 'AccessDenied', ...denied });
    await expect(intruder.get('files/object')).rejects.toMatchObject({ name: 'AccessDenied', ...denied });
    await expect(intruder.get('files/object')).rejects.not.toBeInstanceOf(ObjectNotFoundError);
    // HEAD replies have no body, so only the status tells a refusal from a missing object.
    await expect(intruder.head('files/object')).rejects.toMatchObject(denied);
    await expect(intruder.delete('files/object')).rejects.toMatchObject(denied);
    await expect(intruder.deletePrefix('files/')).rejects.toMatchObject(denied);
    expect(fake.objectCount()).toBe(1);
    await fake.close();
  });

  it('fails deletePrefix when the bucket refuses to delete some of the keys, naming them', async () => {
    const fake = await startFake();
    const store = storeOn(fake);
    const keys = ['locked/a', 'locked/b', 'locked/c', 'locked/d', 'locked/e', 'locked/f'];
    for (const key of keys) await store.put(key, patternBody(1, 10));
    fake.denyDelete('locked/e');

    await expect(store.deletePrefix('locked/')).rejects.toThrow('locked/e');
    // Everything the bucket allowed is gone, on every listing page.
    await expect(store.head('locked/f')).resolves.toBeUndefined();
    expect(fake.objectCount()).toBe(1);
    await fake.close();
  });
});
