import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseMarket,
  buyAsset,
  createAsset,
  getAsset,
  listDatasets,
  MARKET_PAGE_SIZE,
  setAssetListing,
  uploadAssetFile,
  type AssetRecord,
} from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import type { TestUser } from '@bagel/server-kit/testing';
import { multipartFile, startAssetsTestApp, type AssetsTestApp } from './testing';

let api: AssetsTestApp;
let alice: TestUser;
let bob: TestUser;
/** alice's listings, by title: two datasets and a model published, one dataset kept to herself. */
const listed = new Map<string, AssetRecord>();

async function create(owner: TestUser, fields: Record<string, unknown>): Promise<AssetRecord> {
  const payload = { dataset_type: 'RAW', category: 'Book', user_id: owner.id, ...fields };
  const reply = await api.call({ method: 'POST', url: createAsset.path, payload }, owner.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof createAsset>>().asset;
}

async function publish(owner: TestUser, asset: AssetRecord, price: number) {
  const url = buildPath(setAssetListing.path, { id: asset.dataset_id });
  const reply = await api.call({ method: 'PUT', url, payload: { is_published: true, price } }, owner.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
}

const browse = async (query: string, who: TestUser = bob) => {
  const reply = await api.call({ url: `${browseMarket.path}?${query}` }, who.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof browseMarket>>();
};
const titles = (page: { listings: AssetRecord[] }) => page.listings.map((listing) => listing.title);

beforeAll(async () => {
  api = await startAssetsTestApp();
  [alice, bob] = [await api.createUser(), await api.createUser()];
  const poems = await create(alice, { title: 'Poems of the sea', tags: ['poetry', 'ocean'] });
  const { payload, headers } = multipartFile('poems.csv', 'line\nThe sea, the sea\n');
  await api.call({ method: 'POST', url: buildPath(uploadAssetFile.path, { id: poems.dataset_id }), payload, headers }, alice.apiKey);
  await publish(alice, poems, 12);
  const recipes = await create(alice, { title: 'Bagel recipes', tags: ['cooking'] });
  await publish(alice, recipes, 3.5);
  const model = await create(alice, { dataset_type: 'MODEL', title: 'Sea shanty model', base_model_type: 'llama3', category: null });
  await publish(alice, model, 40);
  await create(alice, { title: 'Private sea notes' });
  for (const asset of [poems, recipes, model]) listed.set(asset.title, asset);
});
afterAll(() => api.close());

describe('GET /api/v1/market', () => {
  it('lists published datasets and models newest first, with owner, size and the caller’s access', async () => {
    const page = await browse('');
    expect(page).toMatchObject({ total: 3, page: 1, page_size: MARKET_PAGE_SIZE });
    expect(titles(page)).toEqual(['Sea shanty model', 'Bagel recipes', 'Poems of the sea']);
    expect(page.listings[2]).toMatchObject({
      owner_username: alice.username,
      price: 12,
      file_count: 1,
      total_bytes: 22,
      access: 'listing',
    });
    expect((await browse('', alice)).listings.map((listing) => listing.access)).toEqual(['owner', 'owner', 'owner']);
  });

  it('searches titles and tags in any case, filters datasets or models, and sorts by price', async () => {
    expect(titles(await browse('q=SEA'))).toEqual(['Sea shanty model', 'Poems of the sea']);
    expect(titles(await browse('q=cook'))).toEqual(['Bagel recipes']);
    expect(titles(await browse('q=sea&kind=dataset'))).toEqual(['Poems of the sea']);
    expect(titles(await browse('kind=model'))).toEqual(['Sea shanty model']);
    expect(titles(await browse('sort=price_low'))).toEqual(['Bagel recipes', 'Poems of the sea', 'Sea shanty model']);
    expect(titles(await browse('sort=price_high'))).toEqual(['Sea shanty model', 'Poems of the sea', 'Bagel recipes']);
    expect((await browse('q=%25')).total).toBe(0);
  });

  it('shows what the caller bought as purchased; once taken off, it leaves the market but stays the buyer’s', async () => {
    const carol = await api.fundedUser(20);
    const recipes = listed.get('Bagel recipes') as AssetRecord;
    const bought = await api.call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id: recipes.dataset_id }),
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: carol.id },
      },
      carol.apiKey,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await browse('q=recipes', carol)).listings[0]?.access).toBe('purchased');

    const url = buildPath(setAssetListing.path, { id: recipes.dataset_id });
    await api.call({ method: 'PUT', url, payload: { is_published: false } }, alice.apiKey);
    expect(titles(await browse('', carol))).not.toContain('Bagel recipes');
    const kept = await api.call({ url: buildPath(getAsset.path, { id: recipes.dataset_id }) }, carol.apiKey);
    expect(kept.json()).toMatchObject({ access: 'purchased', is_published: false });
    await publish(alice, recipes, 3.5);
  });

  it('pages', async () => {
    const seller = await api.createUser();
    const many = `paged-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i <= MARKET_PAGE_SIZE; i++) await publish(seller, await create(seller, { title: `${many} ${i}` }), 1);
    expect((await browse(`q=${many}`)).listings).toHaveLength(MARKET_PAGE_SIZE);
    expect(titles(await browse(`q=${many}&page=2`))).toEqual([`${many} 0`]);
  });

  it('refuses filters it does not know, naming the field', async () => {
    for (const [query, field] of [
      ['kind=vector', 'kind'],
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const reply = await api.call({ url: `${browseMarket.path}?${query}` }, bob.apiKey);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().field).toBe(field);
    }
  });
});

describe('GET /api/v1/datasets?include_purchased=true', () => {
  it('adds what the caller bought to their own list, even once it is off the market, and only to their own', async () => {
    const dora = await api.fundedUser(100);
    await create(dora, { title: 'Dora’s own notes' });
    const poems = listed.get('Poems of the sea') as AssetRecord;
    await api.call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id: poems.dataset_id }),
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: dora.id },
      },
      dora.apiKey,
    );
    const list = async (query: string, who: TestUser = dora) =>
      (await api.call({ url: `${listDatasets.path}?${query}` }, who.apiKey)).json<RouteResponse<typeof listDatasets>>().datasets;

    const own = await list(`owner=${dora.id}&types=RAW,VECTOR`);
    expect(own.map((asset) => asset.title)).toEqual(['Dora’s own notes']);
    const withBought = await list(`owner=${dora.id}&types=RAW,VECTOR&include_purchased=true`);
    expect(withBought.map((asset) => [asset.title, asset.access])).toEqual([
      ['Dora’s own notes', 'owner'],
      ['Poems of the sea', 'purchased'],
    ]);
    expect((await list(`owner=${dora.id}&types=MODEL&include_purchased=true`)).map((asset) => asset.title)).toEqual([]);

    await api.call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: poems.dataset_id }), payload: { is_published: false } },
      alice.apiKey,
    );
    expect((await list(`owner=${dora.id}&include_purchased=true`)).map((asset) => asset.title)).toContain('Poems of the sea');
    // Someone else's list never shows what dora bought.
    expect((await list(`owner=${dora.id}&include_purchased=true`, bob)).map((asset) => asset.title)).toEqual([]);
    await publish(alice, poems, 12);
  });
});
