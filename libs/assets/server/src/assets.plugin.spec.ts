import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyAsset,
  createAsset,
  deleteAssetFile,
  getAsset,
  getAssetInfo,
  getFilePreview,
  getFilesCopyStatus,
  listDatasets,
  MAX_UPLOAD_BYTES,
  setAssetListing,
  uploadAssetFile,
  type AssetRecord,
} from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { sql } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import type { TestUser } from '@bagel/server-kit/testing';
import { multipartFile, startAssetsTestApp, type AssetsTestApp } from './testing';

let api: AssetsTestApp;
beforeAll(async () => {
  api = await startAssetsTestApp();
});
afterAll(() => api.close());

const newDataset = (user: TestUser, fields: Record<string, unknown> = {}) => ({
  dataset_type: 'RAW',
  title: 'Books 1',
  category: 'Book',
  tags: ['novels'],
  user_id: user.id,
  price: 0,
  embedding_model: 'bagel-text',
  dimensions: 0,
  is_published: false,
  parent_dataset_id: null,
  use_ipfs: false,
  ...fields,
});

async function createDataset(user: TestUser, fields: Record<string, unknown> = {}): Promise<AssetRecord> {
  const reply = await api.call({ method: 'POST', url: createAsset.path, payload: newDataset(user, fields) }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof createAsset>>().asset;
}

const upload = (user: TestUser, assetId: string, name: string, content: string | Buffer, folder = '') => {
  const { payload, headers } = multipartFile(name, content);
  const query = folder ? `?path=${encodeURIComponent(folder)}` : '';
  return api.call({ method: 'POST', url: `${buildPath(uploadAssetFile.path, { id: assetId })}${query}`, payload, headers }, user.apiKey);
};

const info = (user: TestUser, assetId: string, path = '') =>
  api.call({ url: `${buildPath(getAssetInfo.path, { id: assetId })}?path=${encodeURIComponent(path)}` }, user.apiKey);

/** How many objects the store holds for an asset (the local store keeps each under its key, `assets/<id>/<uuid>`). */
async function storedObjects(assetId: string): Promise<number> {
  const names = await readdir(join(api.filesDir, 'objects', 'assets', assetId)).catch(() => []);
  return names.length;
}

const CSV = 'question,answer\nWhat is a bagel?,Bread\nWho eats it?,Everyone\n';

describe('POST /api/v1/asset', () => {
  it('creates a free, unpublished dataset with no files, owned by the key’s user', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    expect(asset).toMatchObject({
      dataset_type: 'RAW',
      title: 'Books 1',
      category: 'Book',
      tags: ['novels'],
      user_id: alice.id,
      owner_username: alice.username,
      price: 0,
      dimensions: 0,
      is_published: false,
      embedding_model: 'bagel-text',
      file_count: 0,
      total_bytes: 0,
      access: 'owner',
    });
  });

  it('keeps a description as details, trimmed, and says in words what a description or category it refuses lacks', async () => {
    const alice = await api.createUser();
    const described = await createDataset(alice, { details: '  Sea poems.\nOne a line.  ' });
    expect(described.details).toBe('Sea poems.\nOne a line.');
    expect((await createDataset(alice)).details).toBe('');

    const refused = async (fields: Record<string, unknown>) =>
      (await api.call({ method: 'POST', url: createAsset.path, payload: newDataset(alice, fields) }, alice.apiKey)).json();
    expect(await refused({ details: 'x'.repeat(2001) })).toMatchObject({
      detail: 'Description must be at most 2,000 characters',
      field: 'details',
    });
    expect(await refused({ category: 'Cooking' })).toMatchObject({
      detail: 'Choose a category: Book, Art, or Artificial intelligence',
      field: 'category',
    });
  });

  it('marks the onboarding step of what it created: create_dataset for a dataset, create_model for a model', async () => {
    const alice = await api.createUser();
    const steps = async () => (await api.call({ url: buildPath(getOnboarding.path, { userId: alice.id }) }, alice.apiKey)).json();
    expect(await steps()).toMatchObject({ create_dataset: { completed: false }, create_model: { completed: false } });
    await createDataset(alice);
    expect(await steps()).toMatchObject({ create_dataset: { completed: true }, create_model: { completed: false } });
    await createDataset(alice, { dataset_type: 'MODEL', title: 'alice-model', base_model_type: 'llama3' });
    expect(await steps()).toMatchObject({ create_dataset: { completed: true }, create_model: { completed: true } });
  });

  it('creates a model with its base model type, and names the field of bad input', async () => {
    const alice = await api.createUser();
    const model = await api.call(
      {
        method: 'POST',
        url: createAsset.path,
        payload: { dataset_type: 'MODEL', title: 'llama-ft', user_id: alice.id, base_model_type: 'llama3' },
      },
      alice.apiKey,
    );
    expect(model.statusCode, model.body).toBe(200);
    expect(model.json().asset).toMatchObject({ dataset_type: 'MODEL', base_model_type: 'llama3', category: null });

    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'title'],
      [{ category: 'Cooking' }, 'category'],
      [{ price: 5 }, 'price'],
      [{ is_published: true }, 'is_published'],
      [{ tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, 'tags'],
      [{ dataset_type: 'VIDEO' }, 'dataset_type'],
    ];
    for (const [fields, field] of cases) {
      const reply = await api.call({ method: 'POST', url: createAsset.path, payload: newDataset(alice, fields) }, alice.apiKey);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json().field).toBe(field);
    }
    const short = await api.call(
      { method: 'POST', url: createAsset.path, payload: { dataset_type: 'MODEL', title: 'abc', user_id: alice.id } },
      alice.apiKey,
    );
    expect(short.json()).toMatchObject({ detail: 'Model name must be at least 4 characters', field: 'title' });
  });

  it('refuses to create an asset for another user', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const reply = await api.call({ method: 'POST', url: createAsset.path, payload: newDataset(bob) }, alice.apiKey);
    expect(reply.statusCode).toBe(403);
    const listed = await api.call({ url: `${listDatasets.path}?owner=${bob.id}` }, bob.apiKey);
    expect(listed.json().datasets).toEqual([]);
  });
});

describe('reading assets and lists', () => {
  it('shows an unpublished asset to its owner only (404 to others), and a published one’s listing to anyone', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const asset = await createDataset(alice);
    const url = buildPath(getAsset.path, { id: asset.dataset_id });
    expect((await api.call({ url }, bob.apiKey)).statusCode).toBe(404);
    expect((await info(bob, asset.dataset_id)).statusCode).toBe(404);
    expect((await api.call({ url }, alice.apiKey)).json()).toMatchObject({ access: 'owner' });
    expect((await api.call({ url: buildPath(getAsset.path, { id: randomUUID() }) }, alice.apiKey)).json()).toEqual({
      error: 'Not Found',
      detail: 'Asset not found',
    });

    const published = await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: asset.dataset_id }), payload: { is_published: true, price: 12.5 } },
      alice.apiKey,
    );
    expect(published.json()).toMatchObject({ is_published: true, price: 12.5 });
    expect((await api.call({ url }, bob.apiKey)).json()).toMatchObject({ access: 'listing', price: 12.5 });
    const preview = await api.call({ url: `${buildPath(getFilePreview.path, { id: asset.dataset_id })}?path=x.csv` }, bob.apiKey);
    expect(preview.json()).toMatchObject({ detail: 'Buy this asset to see its files' });
    expect((await info(bob, asset.dataset_id)).json()).toEqual({ error: 'Forbidden', detail: 'Buy this asset to see its files' });
  });

  it('lists all of an owner’s own assets by type, only published ones of another owner, and the market’s', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const hidden = await createDataset(alice, { title: 'Hidden' });
    const shown = await createDataset(alice, { title: 'Shown' });
    await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: shown.dataset_id }), payload: { is_published: true, price: 3 } },
      alice.apiKey,
    );
    await api.call(
      { method: 'POST', url: createAsset.path, payload: { dataset_type: 'MODEL', title: 'alice-model', user_id: alice.id } },
      alice.apiKey,
    );
    const titles = async (user: TestUser, query: string) =>
      (await api.call({ url: `${listDatasets.path}?${query}` }, user.apiKey))
        .json<{ datasets: AssetRecord[] }>()
        .datasets.map((d) => d.title);

    expect(await titles(alice, `owner=${alice.id}&types=RAW,VECTOR`)).toEqual(['Shown', 'Hidden']);
    expect(await titles(alice, `owner=${alice.id}&types=MODEL`)).toEqual(['alice-model']);
    expect(await titles(alice, `owner=${alice.id}&types=RAW&is_new_only=true`)).toEqual(['Shown', 'Hidden']);
    expect(await titles(alice, `owner=${alice.id}&is_published=true`)).toEqual(['Shown']);
    expect(await titles(bob, `owner=${alice.id}`)).toEqual(['Shown']);
    expect(await titles(bob, 'is_published=true')).toContain('Shown');
    expect(await titles(bob, 'is_published=true')).not.toContain(hidden.title);
    const bad = await api.call({ url: `${listDatasets.path}?types=RAW,PHOTO` }, bob.apiKey);
    expect(bad.json()).toMatchObject({ field: 'types.1' });
  });
});

describe('files: upload, browse, preview, delete', () => {
  it('uploads into folders, lists them with sizes, previews a CSV and deletes a file', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const uploaded = await upload(alice, asset.dataset_id, 'train.csv', CSV, 'data');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ path: 'data/train.csv', name: 'train.csv', size: CSV.length, cid: null });
    expect(uploaded.json().sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await upload(alice, asset.dataset_id, 'readme.txt', 'hello\n')).statusCode).toBe(200);

    const root = (await info(alice, asset.dataset_id)).json<RouteResponse<typeof getAssetInfo>>();
    expect(root).toMatchObject({ title: 'Books 1', tags: ['novels'], path: '' });
    expect(root.files.map(({ name, is_directory, size }) => ({ name, is_directory, size }))).toEqual([
      { name: 'data', is_directory: true, size: CSV.length },
      { name: 'readme.txt', is_directory: false, size: 6 },
    ]);
    expect((await info(alice, asset.dataset_id, 'nope')).statusCode).toBe(404);
    const record = (await api.call({ url: buildPath(getAsset.path, { id: asset.dataset_id }) }, alice.apiKey)).json<AssetRecord>();
    expect(record).toMatchObject({ file_count: 2, total_bytes: CSV.length + 6 });

    const preview = await api.call(
      { url: `${buildPath(getFilePreview.path, { id: asset.dataset_id })}?path=data/train.csv` },
      alice.apiKey,
    );
    expect(preview.json()).toEqual({
      path: 'data/train.csv',
      format: 'csv',
      columns: ['question', 'answer'],
      rows: [
        { question: 'What is a bagel?', answer: 'Bread' },
        { question: 'Who eats it?', answer: 'Everyone' },
      ],
      truncated: false,
    });

    const remove = (file_path: string, user = alice) =>
      api.call({ method: 'DELETE', url: buildPath(deleteAssetFile.path, { id: asset.dataset_id }), payload: { file_path } }, user.apiKey);
    expect((await remove('data/train.csv')).json()).toEqual({ message: 'File deleted successfully' });
    expect((await remove('data/train.csv')).json()).toEqual({ error: 'Not Found', detail: 'File not found', field: 'file_path' });
    expect((await remove('../etc/passwd')).statusCode).toBe(400);
    const bob = await api.createUser();
    expect((await remove('readme.txt', bob)).statusCode).toBe(404);
    expect((await info(alice, asset.dataset_id)).json().files.map((f: { name: string }) => f.name)).toEqual(['readme.txt']);
  });

  it('replaces a file of the same path, and refuses a path that clashes with a folder or file', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    await upload(alice, asset.dataset_id, 'a.txt', 'first');
    const replaced = await upload(alice, asset.dataset_id, 'a.txt', 'second!');
    expect(replaced.json()).toMatchObject({ size: 7 });
    expect((await upload(alice, asset.dataset_id, 'b.txt', 'x', 'a.txt')).statusCode).toBe(409);
    await upload(alice, asset.dataset_id, 'c.txt', 'x', 'folder');
    const clash = await upload(alice, asset.dataset_id, 'folder', 'x');
    expect(clash.json()).toMatchObject({ error: 'Conflict', field: 'path' });
    // Only bytes a row points at are kept: the replaced first upload and the refused ones are gone from storage.
    expect(await storedObjects(asset.dataset_id)).toBe(2);
  });

  it('refuses uploads it cannot take, with the field named and nothing stored', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const asset = await createDataset(alice);
    const url = buildPath(uploadAssetFile.path, { id: asset.dataset_id });
    const notMultipart = await api.call({ method: 'POST', url, payload: { data_file: 'x' } }, alice.apiKey);
    expect(notMultipart.json()).toMatchObject({ error: 'Unsupported Media Type', field: 'data_file' });
    const wrongField = multipartFile('a.csv', CSV, 'file');
    expect((await api.call({ method: 'POST', url, ...wrongField }, alice.apiKey)).json()).toMatchObject({ field: 'data_file' });
    expect((await upload(alice, asset.dataset_id, '..', CSV)).statusCode).toBe(400);
    expect((await upload(alice, asset.dataset_id, 'a\u0000b.csv', CSV)).statusCode).toBe(400);
    expect((await upload(bob, asset.dataset_id, 'a.csv', CSV)).statusCode).toBe(404);
    const tooLarge = multipartFile('big.bin', 'x');
    const declared = await api.call(
      {
        method: 'POST',
        url,
        payload: tooLarge.payload,
        headers: { ...tooLarge.headers, 'content-length': String(MAX_UPLOAD_BYTES + 10_000_000) },
      },
      alice.apiKey,
    );
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ detail: 'File size exceeds 500MB limit' });
    expect((await info(alice, asset.dataset_id)).json().files).toEqual([]);
    expect(await storedObjects(asset.dataset_id)).toBe(0);
  });

  it('gives each file of an IPFS asset its CIDv1', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice, { use_ipfs: true });
    const uploaded = await upload(alice, asset.dataset_id, 'hello.txt', 'hello\n');
    expect(uploaded.json().cid).toBe('bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am');
    const copies = await api.call({ url: buildPath(getFilesCopyStatus.path, { id: asset.dataset_id }) }, alice.apiKey);
    expect(copies.statusCode).toBe(200);
  });
});

describe('the market', () => {
  async function listed(price: number) {
    const seller = await api.createUser();
    const asset = await createDataset(seller, { title: `Market ${randomUUID().slice(0, 6)}` });
    await upload(seller, asset.dataset_id, 'data.csv', CSV);
    const reply = await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: asset.dataset_id }), payload: { is_published: true, price } },
      seller.apiKey,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return { seller, asset };
  }

  const buy = (buyer: TestUser, assetId: string, key = randomUUID()) =>
    api.call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id: assetId }),
        headers: { 'idempotency-key': key },
        payload: { user_id: buyer.id },
      },
      buyer.apiKey,
    );

  it('charges the buyer, pays the seller less the 10% fee, grants access, and does it once', async () => {
    const { seller, asset } = await listed(20);
    const buyer = await api.fundedUser(50);
    const bought = await buy(buyer, asset.dataset_id);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ balance: 30, asset: { access: 'purchased' } });
    expect(await api.balanceOf(seller)).toBe(18);

    const again = await buy(buyer, asset.dataset_id);
    expect(again.json()).toMatchObject({ balance: 30, transaction_id: bought.json().transaction_id });
    expect(await api.balanceOf(buyer)).toBe(30);
    expect(await api.balanceOf(seller)).toBe(18);

    const history = await api.call({ url: buildPath(getTransactions.path, { userId: buyer.id }) }, buyer.apiKey);
    expect(history.json().transactions[0]).toMatchObject({
      amount: 20,
      asset_name: asset.title,
      buyer_id: buyer.id,
      seller_id: seller.id,
    });
    expect(history.json().summary.total_cost_asset_purchase).toBe(20);
    const preview = await api.call({ url: `${buildPath(getFilePreview.path, { id: asset.dataset_id })}?path=data.csv` }, buyer.apiKey);
    expect(preview.json().columns).toEqual(['question', 'answer']);
    // A buyer reads; only the owner changes it.
    expect((await upload(buyer, asset.dataset_id, 'mine.csv', CSV)).statusCode).toBe(403);
  });

  it('buys once under concurrent attempts', async () => {
    const { seller, asset } = await listed(10);
    const buyer = await api.fundedUser(100);
    const replies = await Promise.all(Array.from({ length: 5 }, () => buy(buyer, asset.dataset_id)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await api.balanceOf(buyer)).toBe(90);
    expect(await api.balanceOf(seller)).toBe(9);
  });

  it('refuses its owner, a short balance and an unlisted asset', async () => {
    const { seller, asset } = await listed(20);
    expect((await buy(seller, asset.dataset_id)).json()).toMatchObject({ error: 'Conflict', detail: 'You own this asset' });
    const poor = await api.fundedUser(5);
    expect((await buy(poor, asset.dataset_id)).json()).toMatchObject({ detail: 'Insufficient balance' });
    expect(await api.balanceOf(poor)).toBe(5);
    expect(await api.balanceOf(seller)).toBe(0);

    await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: asset.dataset_id }), payload: { is_published: false } },
      seller.apiKey,
    );
    const rich = await api.fundedUser(100);
    expect((await buy(rich, asset.dataset_id)).statusCode).toBe(404);
  });

  it('lets only the owner publish, at a positive price', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const asset = await createDataset(alice);
    const url = buildPath(setAssetListing.path, { id: asset.dataset_id });
    expect((await api.call({ method: 'PUT', url, payload: { is_published: true, price: 0 } }, alice.apiKey)).json()).toMatchObject({
      field: 'price',
    });
    expect((await api.call({ method: 'PUT', url, payload: { is_published: true, price: 5 } }, bob.apiKey)).statusCode).toBe(404);
    const published = await api.call({ method: 'PUT', url, payload: { is_published: true, price: 5 } }, alice.apiKey);
    expect(published.json()).toMatchObject({ is_published: true, price: 5, access: 'owner' });
  });
});

describe('uploads over real HTTP: past the limit, and resumable (tus)', () => {
  let base: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });

  /** Starts a tus upload of `content` and settles when it ends, fails, or (with `stopAfter`) has sent that many chunks. */
  function send(user: TestUser, assetId: string, content: Buffer, options: { uploadUrl?: string; stopAfter?: number; filename?: string }) {
    return new Promise<{ url: string | null; error?: Error }>((resolve) => {
      let chunks = 0;
      const upload = new tus.Upload(content, {
        endpoint: `${base}/api/v1/asset/${assetId}/tus`,
        uploadUrl: options.uploadUrl ?? null,
        headers: { 'x-api-key': user.apiKey },
        metadata: { filename: options.filename ?? 'big.txt', path: 'parts', filetype: 'text/plain' },
        chunkSize: 64 * 1024,
        retryDelays: [],
        onChunkComplete: () => {
          chunks += 1;
          if (options.stopAfter !== undefined && chunks >= options.stopAfter) {
            void upload.abort().then(() => resolve({ url: upload.url }));
          }
        },
        onSuccess: () => resolve({ url: upload.url }),
        onError: (error) => resolve({ url: upload.url, error }),
      });
      upload.start();
    });
  }

  it('stops a multipart upload that streams past 500 MB without declaring its length: 413, and nothing kept', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const { payload, headers } = multipartFile('huge.csv', '');
    const [head, tail] = [payload.subarray(0, payload.indexOf('\r\n\r\n') + 4), payload.subarray(payload.indexOf('\r\n\r\n') + 4)];
    const megabyte = Buffer.alloc(2 ** 20, 'a,b\n');
    async function* body() {
      yield head;
      for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += megabyte.length) yield megabyte;
      yield tail;
    }
    const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(buildPath(uploadAssetFile.path, { id: asset.dataset_id }), base);
      const req = request(url, { method: 'POST', headers: { ...headers, 'x-api-key': alice.apiKey } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      // The server may answer and close before the client has sent everything; the answer is what counts.
      req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
      Readable.from(body()).pipe(req);
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ detail: 'File size exceeds 500MB limit', field: 'data_file' });
    expect((await info(alice, asset.dataset_id)).json().files).toEqual([]);
    expect(await storedObjects(asset.dataset_id)).toBe(0);
  });

  it('resumes a dropped upload where the server stopped, then keeps the whole file with its copy status', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const content = Buffer.from(Array.from({ length: 5_000 }, (_, line) => `line ${line} of a resumable upload\n`).join(''));
    const first = await send(alice, asset.dataset_id, content, { stopAfter: 1 });
    expect(first.url).toMatch(new RegExp(`/api/v1/asset/${asset.dataset_id}/tus/`));

    const status = async () =>
      (await api.call({ url: buildPath(getFilesCopyStatus.path, { id: asset.dataset_id }) }, alice.apiKey)).json<
        RouteResponse<typeof getFilesCopyStatus>
      >();
    expect((await status())[0]).toMatchObject({ file_path: 'parts/big.txt', status: 'copying', total_bytes: content.length });

    const resumed = await send(alice, asset.dataset_id, content, { uploadUrl: first.url ?? undefined });
    expect(resumed.error).toBeUndefined();
    expect((await status())[0]).toMatchObject({ status: 'copied', bytes_copied: content.length });
    const listed = (await info(alice, asset.dataset_id, 'parts')).json<RouteResponse<typeof getAssetInfo>>();
    expect(listed.files).toEqual([
      expect.objectContaining({ path: 'parts/big.txt', size: content.length, sha256: createHash('sha256').update(content).digest('hex') }),
    ]);
  });

  it('ends a cancelled upload’s copy as failed, and shows one that has received nothing for an hour as failed too', async () => {
    const alice = await api.createUser();
    const asset = await createDataset(alice);
    const status = async () =>
      (await api.call({ url: buildPath(getFilesCopyStatus.path, { id: asset.dataset_id }) }, alice.apiKey)).json<
        RouteResponse<typeof getFilesCopyStatus>
      >();
    const content = Buffer.alloc(300_000, 7);
    const cancelled = await send(alice, asset.dataset_id, content, { stopAfter: 1, filename: 'cancelled.bin' });
    await tus.Upload.terminate(cancelled.url ?? '', { headers: { 'x-api-key': alice.apiKey } });
    await expect
      .poll(async () => (await status())[0])
      .toMatchObject({ file_path: 'parts/cancelled.bin', status: 'failed', error: 'The upload was cancelled' });

    await send(alice, asset.dataset_id, content, { stopAfter: 1, filename: 'left.bin' });
    expect((await status()).find((copy) => copy.file_path === 'parts/left.bin')).toMatchObject({ status: 'copying' });
    await api.database.db.execute(
      sql`update assets.file_copies set updated_at = now() - interval '2 hours' where file_path = 'parts/left.bin'`,
    );
    expect((await status()).find((copy) => copy.file_path === 'parts/left.bin')).toMatchObject({
      status: 'failed',
      error: 'The upload stopped before it was complete. Choose the file again to resume it.',
    });
  });

  it('lets only the owner upload, refuses a file over 500 MB up front, and keeps one asset’s uploads out of another’s URL', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const asset = await createDataset(alice);
    const other = await createDataset(alice);
    const bobs = await send(bob, asset.dataset_id, Buffer.from('hi'), {});
    expect(bobs.error?.message).toMatch(/404/);
    const tooLarge = await fetch(`${base}/api/v1/asset/${asset.dataset_id}/tus`, {
      method: 'POST',
      headers: { 'x-api-key': alice.apiKey, 'tus-resumable': '1.0.0', 'upload-length': String(MAX_UPLOAD_BYTES + 1) },
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ detail: 'File size exceeds 500MB limit' });
    const started = await send(alice, asset.dataset_id, Buffer.alloc(200_000, 1), { stopAfter: 1 });
    const uploadId = started.url?.split('/').at(-1);
    const elsewhere = await fetch(`${base}/api/v1/asset/${other.dataset_id}/tus/${uploadId}`, {
      method: 'HEAD',
      headers: { 'x-api-key': alice.apiKey, 'tus-resumable': '1.0.0' },
    });
    expect(elsewhere.status).toBe(404);
    const badName = await send(alice, asset.dataset_id, Buffer.from('hi'), { filename: '../x' });
    expect(badName.error?.message).toMatch(/400/);
  });
});
