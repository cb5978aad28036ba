import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createAsset, getFilesCopyStatus, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { manualClock } from '@bagel/pod-provider/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { queryRows } from '@bagel/db/testing';
import { multipartFile, startTestApi, type TestApi, type TestUser } from './testing';

/** The sweep's window in the app's clock, which the tests step; the sweep itself runs every second of real time. */
const EXPIRY_SECONDS = 60;
const MiB = 1024 * 1024;
const EXPIRED = 'The upload stopped before it was complete and has expired. Choose the file again to upload it from the start.';

const clock = manualClock();
let api: TestApi;
let base: string;
beforeAll(async () => {
  api = await startTestApi({ now: clock.now, uploadsSweep: { everySeconds: 1, expireAfterSeconds: EXPIRY_SECONDS } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

async function createDataset(user: TestUser): Promise<string> {
  const payload = {
    ...{ dataset_type: 'RAW', title: 'Uploads', category: 'Book', tags: [], user_id: user.id, price: 0 },
    ...{ embedding_model: 'bagel-text', dimensions: 0, is_published: false, parent_dataset_id: null, use_ipfs: false },
  };
  const reply = await api.call({ method: 'POST', url: createAsset.path, payload }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof createAsset>>().asset.dataset_id;
}

const metadata = (name: string) => `filename ${Buffer.from(name).toString('base64')},path ${Buffer.from('parts').toString('base64')}`;

/** Starts a resumable upload declaring `length` bytes (or deferring it); the reply, with the upload's URL when it was made. */
async function createUpload(user: TestUser, assetId: string, name: string, length: number | 'deferred') {
  const reply = await fetch(`${base}/api/v1/asset/${assetId}/tus`, {
    method: 'POST',
    headers: {
      'x-api-key': user.apiKey,
      'tus-resumable': '1.0.0',
      'upload-metadata': metadata(name),
      ...(length === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
    },
  });
  const location = reply.headers.get('location');
  return { status: reply.status, body: await reply.text(), url: location ? new URL(location, base).href : undefined };
}

/** Sends bytes of an upload from `offset`. */
const sendBytes = (user: TestUser, url: string, body: Buffer, offset = 0) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      'x-api-key': user.apiKey,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });

/** Streams a request body of unknown length; settles with the reply (the server may answer before it has read it all). */
function streamRequest(url: string, method: string, headers: IncomingHttpHeaders, body: AsyncIterable<Buffer>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    Readable.from(body).pipe(req);
  });
}

const copies = async (user: TestUser, assetId: string) =>
  (await api.call({ url: buildPath(getFilesCopyStatus.path, { id: assetId }) }, user.apiKey)).json<
    RouteResponse<typeof getFilesCopyStatus>
  >();
const copyOf = async (user: TestUser, assetId: string, name: string) =>
  (await copies(user, assetId)).find((copy) => copy.file_path === `parts/${name}`);

const partsDir = () => join(api.filesDir, 'uploads', 'tus');
/** What the tus folder holds of an upload: its bytes and its info file. */
const partFiles = async (url: string | undefined) => {
  const id = url?.split('/').at(-1) ?? '';
  return (await readdir(partsDir())).filter((name) => name.startsWith(id));
};

describe('a resumable upload refused after its part exists', () => {
  it('past 500 MB with its length deferred: 413 in the API’s words, no part left, its copy failed', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const created = await createUpload(alice, asset, 'huge.bin', 'deferred');
    expect(created.status, created.body).toBe(201);
    expect(await partFiles(created.url)).toHaveLength(2);

    const megabyte = Buffer.alloc(MiB, 1);
    async function* tooMuch() {
      for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += megabyte.length) yield megabyte;
    }
    const headers = {
      'x-api-key': alice.apiKey,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    };
    const reply = await streamRequest(created.url ?? '', 'PATCH', headers, tooMuch());
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ detail: UPLOAD_TOO_LARGE });
    expect(await partFiles(created.url)).toEqual([]);
    expect(await copyOf(alice, asset, 'huge.bin')).toMatchObject({ status: 'failed', error: UPLOAD_TOO_LARGE });
  });

  it('at its end, its path taken by a folder meanwhile: the refusal, no part left, its copy failed with the reason', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const created = await createUpload(alice, asset, 'clash.txt', 10);
    expect((await sendBytes(alice, created.url ?? '', Buffer.from('12345'))).status).toBe(204);
    const { payload, headers } = multipartFile('inner.csv', 'a,b\n');
    const url = `${buildPath(uploadAssetFile.path, { id: asset })}?path=${encodeURIComponent('parts/clash.txt')}`;
    expect((await api.call({ method: 'POST', url, payload, headers }, alice.apiKey)).statusCode).toBe(200);

    const finished = await sendBytes(alice, created.url ?? '', Buffer.from('67890'), 5);
    expect(finished.status).toBe(409);
    const reason = "'parts/clash.txt' clashes with 'parts/clash.txt/inner.csv' in this asset";
    expect(await finished.json()).toMatchObject({ detail: reason });
    expect(await partFiles(created.url)).toEqual([]);
    expect(await copyOf(alice, asset, 'clash.txt')).toMatchObject({ status: 'failed', error: reason });
    // A client resuming finds no upload, so it starts a new one rather than taking this one as done.
    const head = await fetch(created.url ?? '', { method: 'HEAD', headers: { 'x-api-key': alice.apiKey, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  });
});

describe('the bytes a user’s unfinished uploads may hold at once (2 GiB)', () => {
  it('refuses a resumable upload past them with 429 before its part exists, and takes it once another finishes', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    for (const name of ['a.bin', 'b.bin', 'c.bin']) expect((await createUpload(alice, asset, name, MAX_UPLOAD_BYTES)).status).toBe(201);
    const small = await createUpload(alice, asset, 'small.bin', 50 * MiB);
    expect(small.status).toBe(201);

    const refused = await createUpload(alice, asset, 'd.bin', MAX_UPLOAD_BYTES);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      detail:
        'Your unfinished uploads hold 1.5 GB of the 2 GB allowed at once, which leaves 498 MB; this one needs 500 MB. ' +
        'Wait for an upload to finish, or cancel one, then try again.',
    });
    expect(refused.url).toBeUndefined();
    expect(await copyOf(alice, asset, 'd.bin')).toBeUndefined();
    expect((await readdir(partsDir())).filter((name) => name.startsWith(asset))).toHaveLength(2 * 4);

    // Another user's room is their own.
    const bob = await api.createUser();
    expect((await createUpload(bob, await createDataset(bob), 'd.bin', MAX_UPLOAD_BYTES)).status).toBe(201);

    expect((await sendBytes(alice, small.url ?? '', Buffer.alloc(50 * MiB, 2))).status).toBe(204);
    expect(await copyOf(alice, asset, 'small.bin')).toMatchObject({ status: 'copied' });
    expect((await createUpload(alice, asset, 'd.bin', MAX_UPLOAD_BYTES)).status).toBe(201);
  });

  it('counts a multipart upload while it streams, by its declared length, and no more once its request ends', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    for (const name of ['a.bin', 'b.bin', 'c.bin']) expect((await createUpload(alice, asset, name, MAX_UPLOAD_BYTES)).status).toBe(201);

    // 400 MB declared, a little sent, then the client goes away.
    const { payload, headers } = multipartFile('slow.csv', '');
    const head = payload.subarray(0, payload.indexOf('\r\n\r\n') + 4);
    const url = new URL(buildPath(uploadAssetFile.path, { id: asset }), base);
    const declared = 400 * MiB;
    const streaming = request(url, { method: 'POST', headers: { ...headers, 'x-api-key': alice.apiKey, 'content-length': declared } });
    streaming.on('error', () => undefined);
    // Closing the app waits for open requests: a failed expectation below must not leave this one open.
    onTestFinished(() => void streaming.destroy());
    streaming.write(Buffer.concat([head, Buffer.alloc(MiB, 'a')]));
    const streamingNow = async () =>
      (
        await queryRows<{ bytes: string }>(
          api.database.db,
          sql`select bytes::text from assets.multipart_uploads where user_id = ${alice.id}`,
        )
      ).map((row) => Number(row.bytes));
    await expect.poll(streamingNow).toEqual([declared]);
    expect((await createUpload(alice, asset, 'e.bin', 200 * MiB)).status).toBe(429);

    streaming.destroy();
    await expect.poll(streamingNow).toEqual([]);
    expect((await createUpload(alice, asset, 'e.bin', 200 * MiB)).status).toBe(201);
  });

  it('lets concurrent uploads in only as far as the room goes', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createUpload(alice, asset, `${index}.bin`, MAX_UPLOAD_BYTES).then((reply) => reply.status)),
    );
    expect(statuses.toSorted()).toEqual([201, 201, 201, 201, 429, 429]);
  });
});

describe('the uploads sweep', () => {
  it('ends copies with no progress for its window as failed and removes their parts, and the parts of ended ones', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const left = await createUpload(alice, asset, 'left.bin', 1000);
    expect((await sendBytes(alice, left.url ?? '', Buffer.alloc(300, 1))).status).toBe(204);
    // A refusal whose process died before it could remove the part.
    const refused = await createUpload(alice, asset, 'refused.bin', 1000);
    await api.database.db.execute(
      sql`update assets.file_copies set status = 'failed', error = 'Refused' where id = ${refused.url?.split('/').at(-1)}`,
    );
    // Parts whose copy is gone with its asset.
    const orphan = `${asset}_${randomBytes(16).toString('hex')}`;
    await Promise.all([writeFile(join(partsDir(), orphan), 'x'), writeFile(join(partsDir(), `${orphan}.json`), '{}')]);
    // A multipart upload whose process was killed mid-way.
    await api.database.db.execute(
      sql`insert into assets.multipart_uploads (user_id, asset_id, bytes, started_at) values (${alice.id}, ${asset}, ${MAX_UPLOAD_BYTES}, ${new Date(clock.now()).toISOString()})`,
    );

    const moving = await createUpload(alice, asset, 'moving.bin', 1000);

    // Sent to within its window, before anything can expire (the sweep runs every second, whenever it likes): a PATCH
    // counts as progress.
    clock.advance(EXPIRY_SECONDS - 5);
    expect((await sendBytes(alice, moving.url ?? '', Buffer.alloc(10, 1))).status).toBe(204);
    clock.advance(6);
    // Started since: not expired, however soon the sweep comes.
    const fresh = await createUpload(alice, asset, 'fresh.bin', 1000);

    await expect.poll(() => copyOf(alice, asset, 'left.bin'), { timeout: 15_000 }).toMatchObject({ status: 'failed', error: EXPIRED });
    const partsOfAsset = async () => (await readdir(partsDir())).filter((name) => name.startsWith(asset)).toSorted();
    const kept = [...(await partFiles(fresh.url)), ...(await partFiles(moving.url))];
    await expect.poll(partsOfAsset, { timeout: 15_000 }).toEqual(kept.toSorted());
    expect(await copyOf(alice, asset, 'fresh.bin')).toMatchObject({ status: 'copying' });
    expect(await copyOf(alice, asset, 'moving.bin')).toMatchObject({ status: 'copying' });
    expect(await queryRows(api.database.db, sql`select id from assets.multipart_uploads where user_id = ${alice.id}`)).toEqual([]);
    // A client resuming the expired upload finds none, and starts again.
    const head = await fetch(left.url ?? '', { method: 'HEAD', headers: { 'x-api-key': alice.apiKey, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  });
});

describe('the object store at start', () => {
  it('removes partial files that puts killed mid-way left, and keeps one being written now', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'bagel-leftovers-'));
    await mkdir(join(filesDir, '.partial'));
    const [old, fresh] = [join(filesDir, '.partial', 'old'), join(filesDir, '.partial', 'fresh')];
    await Promise.all([writeFile(old, 'half a file'), writeFile(fresh, 'half a file')]);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(old, hourAgo, hourAgo);

    const started = await startTestApi({ store: createLocalObjectStore(filesDir) });
    await started.close();
    expect(await readdir(join(filesDir, '.partial'))).toEqual(['fresh']);
    await rm(filesDir, { recursive: true, force: true });
  });
});
