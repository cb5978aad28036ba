import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAsset,
  getAssetInfo,
  getAssetReadme,
  MAX_README_BYTES,
  setAssetListing,
  setAssetReadme,
  uploadAssetFile,
} from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import type { TestUser } from '@bagel/server-kit/testing';
import { multipartFile, startAssetsTestApp, type AssetsTestApp } from './testing';

let api: AssetsTestApp;
let alice: TestUser;
let bob: TestUser;

const newDataset = async (owner: TestUser) =>
  (
    await api.call(
      { method: 'POST', url: createAsset.path, payload: { dataset_type: 'RAW', title: 'Carded', category: 'Book', user_id: owner.id } },
      owner.apiKey,
    )
  ).json<RouteResponse<typeof createAsset>>().id;
const read = (id: string, who: TestUser) => api.call({ url: buildPath(getAssetReadme.path, { id }) }, who.apiKey);
const write = (id: string, who: TestUser, content: string) =>
  api.call({ method: 'PUT', url: buildPath(setAssetReadme.path, { id }), payload: { content } }, who.apiKey);

beforeAll(async () => {
  api = await startAssetsTestApp();
  [alice, bob] = [await api.createUser(), await api.createUser()];
});
afterAll(() => api.close());

describe("an asset's README", () => {
  it('is written by its owner as the README.md file, and read back', async () => {
    const id = await newDataset(alice);
    expect((await read(id, alice)).json()).toEqual({ content: null });
    const card = '---\nlicense: mit\n---\n# Carded\n\nQuestions about bagels, in français too.';
    expect((await write(id, alice, card)).json()).toEqual({ content: card });
    expect((await read(id, alice)).json()).toEqual({ content: card });
    const info = await api.call({ url: buildPath(getAssetInfo.path, { id }) }, alice.apiKey);
    expect(info.json().files).toContainEqual(
      expect.objectContaining({ path: 'README.md', size: Buffer.byteLength(card), content_type: 'text/markdown' }),
    );

    expect((await write(id, alice, '# Shorter')).json()).toEqual({ content: '# Shorter' });
    expect((await read(id, alice)).json()).toEqual({ content: '# Shorter' });
    expect((await write(id, alice, '  \n')).json()).toEqual({ content: null });
    expect((await read(id, alice)).json()).toEqual({ content: null });
  });

  it('is the README.md an upload brought', async () => {
    const id = await newDataset(alice);
    const { payload, headers } = multipartFile('README.md', '# From the upload');
    await api.call({ method: 'POST', url: buildPath(uploadAssetFile.path, { id }), payload, headers }, alice.apiKey);
    expect((await read(id, alice)).json()).toEqual({ content: '# From the upload' });
  });

  it('is read by a market visitor once published, never before, and written by no one else', async () => {
    const id = await newDataset(alice);
    await write(id, alice, '# For sale');
    expect((await read(id, bob)).statusCode).toBe(404);
    expect((await write(id, bob, '# Mine now')).statusCode).toBe(404);
    await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id }), payload: { is_published: true, price: 2 } },
      alice.apiKey,
    );
    expect((await read(id, bob)).json()).toEqual({ content: '# For sale' });
    const refused = await write(id, bob, '# Mine now');
    expect(refused.statusCode).toBe(403);
    expect((await read(id, alice)).json()).toEqual({ content: '# For sale' });
  });

  it('is at most 64 KiB, counted in bytes', async () => {
    const id = await newDataset(alice);
    const tooLong = await write(id, alice, 'é'.repeat(MAX_README_BYTES / 2 + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ detail: 'The README must be at most 64 KiB', field: 'content' });
    expect((await write(id, alice, 'é'.repeat(MAX_README_BYTES / 2))).statusCode).toBe(200);
  });
});
