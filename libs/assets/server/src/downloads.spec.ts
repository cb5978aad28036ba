import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyAsset,
  createAsset,
  createDownloadLink,
  deleteAssetFile,
  DOWNLOAD_ERRORS,
  DOWNLOAD_LINK_SECONDS,
  setAssetListing,
  uploadAssetFile,
} from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import type { TestUser } from '@bagel/server-kit/testing';
import { createDownloadLinks } from './download-links';
import { multipartFile, startAssetsTestApp, TEST_DOWNLOADS, type AssetsTestApp } from './testing';

let api: AssetsTestApp;
let alice: TestUser;
let assetId: string;
const BYTES = 'question,answer\nWhat is a bagel?,Bread\n';

const linkFor = (who: TestUser, path: string, id = assetId) =>
  api.call({ method: 'POST', url: buildPath(createDownloadLink.path, { id }), payload: { path } }, who.apiKey);
/** Opens a link as a browser would: no API key, only the address. */
const open = (url: string) => api.call({ url: url.replace(TEST_DOWNLOADS.publicApiUrl, '') });
const urlOf = async (who: TestUser, path: string) => {
  const reply = await linkFor(who, path);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof createDownloadLink>>().url;
};

beforeAll(async () => {
  api = await startAssetsTestApp();
  alice = await api.createUser();
  const created = await api.call(
    { method: 'POST', url: createAsset.path, payload: { dataset_type: 'RAW', title: 'Downloads', category: 'Book', user_id: alice.id } },
    alice.apiKey,
  );
  assetId = created.json<RouteResponse<typeof createAsset>>().id;
  for (const [folder, name] of [
    ['', 'questions.csv'],
    ['notes', 'première note.txt'],
  ] as const) {
    const { payload, headers } = multipartFile(name, BYTES);
    const query = folder ? `?path=${folder}` : '';
    const reply = await api.call(
      { method: 'POST', url: `${buildPath(uploadAssetFile.path, { id: assetId })}${query}`, payload, headers },
      alice.apiKey,
    );
    expect(reply.statusCode, reply.body).toBe(200);
  }
});
afterAll(() => api.close());

describe('download links', () => {
  it("give the owner a file's bytes as an attachment, without a key, for 5 minutes", async () => {
    const reply = await linkFor(alice, 'questions.csv');
    const { url, expires_at } = reply.json<RouteResponse<typeof createDownloadLink>>();
    expect(url).toMatch(new RegExp(`^${TEST_DOWNLOADS.publicApiUrl}/api/v1/asset/${assetId}/download\\?path=questions.csv&user=`));
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan((DOWNLOAD_LINK_SECONDS - 5) * 1000);

    const file = await open(url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(BYTES);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-length']).toBe(String(BYTES.length));
    expect(file.headers['content-disposition']).toBe(`attachment; filename="questions.csv"; filename*=UTF-8''questions.csv`);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('name a file in a folder by its own name, in any script', async () => {
    const file = await open(await urlOf(alice, 'notes/première note.txt'));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="premi_re note.txt"; filename*=UTF-8''${encodeURIComponent('première note.txt')}`,
    );
  });

  it('are for buyers too, never for a visitor, and not for what is not there', async () => {
    const bob = await api.fundedUser(10);
    await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: assetId }), payload: { is_published: true, price: 1 } },
      alice.apiKey,
    );
    expect((await linkFor(bob, 'questions.csv')).json()).toMatchObject({ detail: 'Buy this asset to see its files' });
    await api.call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id: assetId }),
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: bob.id },
      },
      bob.apiKey,
    );
    expect((await open(await urlOf(bob, 'questions.csv'))).body).toBe(BYTES);
    expect((await linkFor(bob, 'nothing.csv')).json()).toMatchObject({ detail: 'File not found', field: 'path' });
    const stranger = await api.createUser();
    expect((await linkFor(stranger, 'questions.csv', randomUUID())).statusCode).toBe(404);
  });

  it('refuse a link that was changed, one that has expired, and one whose file is gone', async () => {
    const url = new URL(await urlOf(alice, 'questions.csv'));
    for (const [field, value] of [
      ['path', 'notes/première note.txt'],
      ['user', randomUUID()],
      ['expires', String(Number(url.searchParams.get('expires')) + 3600)],
    ]) {
      const changed = new URL(url);
      changed.searchParams.set(field as string, value as string);
      const reply = await open(changed.toString());
      expect(reply.statusCode, field).toBe(403);
      expect(reply.json().detail).toBe(DOWNLOAD_ERRORS.badSignature);
    }
    const yesterday = createDownloadLinks(TEST_DOWNLOADS, () => Date.now() - 24 * 3600 * 1000).link(assetId, 'questions.csv', alice.id);
    const expired = await open(yesterday.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(DOWNLOAD_ERRORS.expired);

    await api.call(
      { method: 'DELETE', url: buildPath(deleteAssetFile.path, { id: assetId }), payload: { file_path: 'questions.csv' } },
      alice.apiKey,
    );
    expect((await open(url.toString())).statusCode).toBe(404);
  });
});
