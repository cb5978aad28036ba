import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAsset, getAssetInfo } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase, usingPostgres } from '@bagel/db/testing';
import { startJobQueue } from '@bagel/jobs';
import { onboardingMigrations } from '@bagel/onboarding-server/testing';
import { serverKit, serverOptions } from '@bagel/server-kit';
import { createTestUsers, testCallOf, type TestUser, type TestUsers } from '@bagel/server-kit/testing';
import { createS3ObjectStore, UPLOAD_PARTS_PREFIX, type S3ObjectStoreOptions } from '@bagel/storage/s3';
import { startFakeS3Server, type FakeS3Server } from '@bagel/storage/testing';
import { registerTestWallet, walletMigrations } from '@bagel/wallet-server/testing';
import { assetsMigrations } from './assets.migrations';
import { assetsPlugin } from './assets.plugin';
import { bucketTusParts } from './bucket-tus-parts';
import { sweepUploads } from './uploads-sweep';
import { TEST_DOWNLOADS } from './testing/register-test-assets';

// Two api processes behind a load balancer: one database (on PostgreSQL each process its own pool and LISTEN connection;
// on PGlite one handle, as there is one process), one bucket. Any request of an upload may reach either.
const MiB = 1024 * 1024;
const migrations = [walletMigrations, onboardingMigrations, assetsMigrations];

let s3: FakeS3Server;
let bucket: S3ObjectStoreOptions;
let databases: DatabaseHandle[];
let processes: Array<{ app: FastifyInstance; base: string }>;
let uploadsDir: string;
const users: TestUsers = createTestUsers();

async function startProcess(database: DatabaseHandle): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  app.decorate('authenticate', users.authenticate);
  const jobs = await startJobQueue(database.driver, { log: app.log });
  app.addHook('onClose', () => jobs.stop());
  const ledger = await registerTestWallet(app, database.db, users);
  await app.register(assetsPlugin, {
    db: database.db,
    store: createS3ObjectStore(bucket),
    directory: users,
    ledger,
    jobs,
    onboarding: { complete: async () => undefined },
    fineTunes: { launch: () => Promise.reject(new Error('No fine-tuning here')) },
    corsOrigins: [],
    downloads: TEST_DOWNLOADS,
    uploadsDir,
    uploadsBucket: bucket,
    driver: database.driver,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  s3 = await startFakeS3Server();
  bucket = { bucket: s3.bucket, endpoint: s3.endpoint, credentials: s3.credentials, forcePathStyle: true };
  uploadsDir = await mkdtemp(join(tmpdir(), 'bagel-uploads-'));
  const first = await openTestDatabase(migrations);
  const url =
    first.kind === 'postgres' ? (first.driver as Extract<DatabaseDriver, { kind: 'postgres' }>).pool.options.connectionString : '';
  databases = url ? [first, await openDatabase({ url })] : [first];
  processes = [await startProcess(first), await startProcess(databases.at(-1) ?? first)];
});
afterAll(async () => {
  for (const { app } of processes ?? []) await app.close();
  for (const database of [...(databases ?? [])].reverse()) await database.close();
  await s3?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const [A, B] = [0, 1];
const pattern = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => (index * 7 + (index >> 13)) % 251));
const newUser = () => users.createUser(testCallOf(processes[A]?.app as FastifyInstance));
const partsLeft = () => s3.objectKeys().filter((key) => key.startsWith(UPLOAD_PARTS_PREFIX));

async function createDataset(user: TestUser): Promise<string> {
  const reply = await processes[A]?.app.inject({
    method: 'POST',
    url: createAsset.path,
    headers: { 'x-api-key': user.apiKey },
    payload: { dataset_type: 'RAW', title: 'Shared', category: 'Book', user_id: user.id },
  });
  expect(reply?.statusCode, reply?.body).toBe(200);
  return reply?.json<RouteResponse<typeof createAsset>>().asset.dataset_id ?? '';
}

/** A tus call on process `at`: creation on the asset's endpoint, any other on the upload's own URL. */
function tus(
  at: number,
  path: string,
  user: TestUser,
  init: { method: string; headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> },
) {
  return fetch(`${processes[at]?.base}${path}`, {
    ...init,
    headers: { 'x-api-key': user.apiKey, 'tus-resumable': '1.0.0', ...init.headers },
  });
}

async function createUpload(at: number, user: TestUser, assetId: string, size: number, filename: string): Promise<string> {
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await tus(at, `/api/v1/asset/${assetId}/tus`, user, {
    method: 'POST',
    headers: { 'upload-length': String(size), 'upload-metadata': `filename ${base64(filename)},path ${base64('shared')}` },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return created.headers.get('location') ?? '';
}

async function patch(at: number, user: TestUser, url: string, offset: number, bytes: Buffer): Promise<number> {
  // fetch takes a plain Uint8Array; the test's Buffers are views of ordinary ArrayBuffers.
  const sent = await tus(at, url, user, {
    method: 'PATCH',
    headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
    body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
  });
  expect(sent.status, await sent.clone().text()).toBe(204);
  return Number(sent.headers.get('upload-offset'));
}

async function offsetOn(at: number, user: TestUser, url: string): Promise<number> {
  const head = await tus(at, url, user, { method: 'HEAD' });
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}

async function filesOf(user: TestUser, assetId: string) {
  const reply = await processes[B]?.app.inject({
    url: `${buildPath(getAssetInfo.path, { id: assetId })}?path=shared`,
    headers: { 'x-api-key': user.apiKey },
  });
  return reply?.json<RouteResponse<typeof getAssetInfo>>().files;
}

it('resumes on one process an upload another started, either way round, and keeps the whole file with its hash', async () => {
  const alice = await newUser();
  const assetId = await createDataset(alice);
  const content = pattern(7 * MiB);
  const url = await createUpload(A, alice, assetId, content.length, 'big.bin');

  // 3 MiB is less than a part: the bucket keeps it as a pending chunk, which the other process must count and join.
  expect(await patch(A, alice, url, 0, content.subarray(0, 3 * MiB))).toBe(3 * MiB);
  expect(await offsetOn(B, alice, url)).toBe(3 * MiB);
  expect(await patch(B, alice, url, 3 * MiB, content.subarray(3 * MiB, 6 * MiB))).toBe(6 * MiB);
  expect(await offsetOn(A, alice, url)).toBe(6 * MiB);
  expect(await patch(A, alice, url, 6 * MiB, content.subarray(6 * MiB))).toBe(content.length);

  expect(await filesOf(alice, assetId)).toEqual([
    expect.objectContaining({ path: 'shared/big.bin', size: content.length, sha256: createHash('sha256').update(content).digest('hex') }),
  ]);
  expect(partsLeft()).toEqual([]);
  expect(s3.pendingUploadCount()).toBe(0);
});

it('keeps an empty upload, which never sends a PATCH', async () => {
  const alice = await newUser();
  const assetId = await createDataset(alice);
  await createUpload(A, alice, assetId, 0, 'empty.txt');
  expect(await filesOf(alice, assetId)).toEqual([expect.objectContaining({ path: 'shared/empty.txt', size: 0 })]);
  expect(partsLeft()).toEqual([]);
  expect(s3.pendingUploadCount()).toBe(0);
});

it('leaves nothing in the bucket of a cancelled upload, and the sweep removes the parts of one that stopped', async () => {
  const alice = await newUser();
  const assetId = await createDataset(alice);
  const cancelled = await createUpload(A, alice, assetId, 2 * MiB, 'cancelled.bin');
  await patch(A, alice, cancelled, 0, pattern(MiB));
  expect((await tus(B, cancelled, alice, { method: 'DELETE' })).status).toBe(204);
  await expect.poll(partsLeft).toEqual([]);

  const stopped = await createUpload(B, alice, assetId, 7 * MiB, 'stopped.bin');
  await patch(B, alice, stopped, 0, pattern(6 * MiB));
  await patch(B, alice, stopped, 6 * MiB, pattern(MiB / 2));
  expect(s3.pendingUploadCount()).toBe(1);
  const first = databases[0] as DatabaseHandle;
  await first.db.execute(sql`update assets.file_copies set updated_at = now() - interval '2 days' where file_path = 'shared/stopped.bin'`);
  const swept = await sweepUploads(first.db, bucketTusParts(bucket), { everySeconds: 60, expireAfterSeconds: 24 * 60 * 60 }, new Date());
  expect(swept).toMatchObject({ expired: 1, removed: 1 });
  expect(partsLeft()).toEqual([]);
  expect(s3.pendingUploadCount()).toBe(0);
  expect((await tus(A, stopped, alice, { method: 'HEAD' })).status).toBe(404);
});

// A client whose connection died mid-PATCH resumes on another process at once: the dead request still holds the lock
// there, is asked to let go across processes, and keeps what it had received. Only PostgreSQL has locks across processes.
it.runIf(usingPostgres())(
  'takes an upload over from a stalled request on another process',
  async () => {
    const alice = await newUser();
    const assetId = await createDataset(alice);
    const content = pattern(2 * MiB);
    const url = await createUpload(A, alice, assetId, content.length, 'stalled.bin');
    const stalled = request(`${processes[A]?.base}${url}`, {
      method: 'PATCH',
      headers: {
        'x-api-key': alice.apiKey,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(content.length),
      },
    });
    stalled.on('error', () => undefined);
    stalled.write(content.subarray(0, MiB));
    try {
      // The stalled request holds the lock until it is asked, then drains for tus's 3 s and ends with what it had.
      await expect.poll(() => offsetOn(B, alice, url), { timeout: 20_000, interval: 200 }).toBe(MiB);
      expect(await patch(B, alice, url, MiB, content.subarray(MiB))).toBe(content.length);
    } finally {
      stalled.destroy();
    }
    expect(await filesOf(alice, assetId)).toEqual([
      expect.objectContaining({ path: 'shared/stalled.bin', sha256: createHash('sha256').update(content).digest('hex') }),
    ]);
  },
  30_000,
);
