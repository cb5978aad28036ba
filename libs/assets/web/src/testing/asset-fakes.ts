import { getUserData } from '@bagel/wallet-contract';
import {
  browseMarket,
  createDownloadLink,
  getAsset,
  getAssetInfo,
  getAssetReadme,
  getFilesCopyStatus,
  MAX_UPLOAD_BYTES,
  type AssetFile,
  type AssetRecord,
  type FileCopy,
  type FilePreview,
} from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute, type FakeHandler, never, type RouteFake } from '@bagel/web-testing';
import type { UploadFile } from '../files/upload/tus-upload';

export const DATASET_ID = '3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c';
export const MODEL_ID = '8b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const OTHER_USER_ID = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

const CREATED = '2025-03-01T10:00:00.000Z';

/** Alice's RAW dataset as the server answers for it; `overrides` make the other shapes. */
export const assetRecord = (overrides: Partial<AssetRecord> = {}): AssetRecord => ({
  dataset_id: DATASET_ID,
  dataset_type: 'RAW',
  title: 'Customer reviews',
  category: 'Book',
  details: '',
  tags: ['reviews', 'english'],
  user_id: TEST_USER.id,
  owner_username: TEST_USER.username,
  price: 0,
  embedding_model: 'bagel-text',
  dimensions: 0,
  is_published: false,
  use_ipfs: false,
  parent_dataset_id: null,
  base_model_type: null,
  file_count: 3,
  total_bytes: 1_572_864,
  access: 'owner',
  created_at: CREATED,
  updated_at: CREATED,
  ...overrides,
});

/** Bob's dataset, published at 12.5 BGL, as a market visitor sees it before buying. */
export const marketListing = (overrides: Partial<AssetRecord> = {}) =>
  assetRecord({ user_id: OTHER_USER_ID, owner_username: 'bob', is_published: true, price: 12.5, access: 'listing', ...overrides });

export const fileEntry = (path: string, size: number, overrides: Partial<AssetFile> = {}): AssetFile => ({
  path,
  name: path.split('/').at(-1) ?? path,
  is_directory: false,
  size,
  content_type: null,
  sha256: null,
  cid: null,
  uploaded_at: CREATED,
  ...overrides,
});

export const folderEntry = (path: string, size: number) => fileEntry(path, size, { is_directory: true, uploaded_at: null });

/** What the dataset holds, by folder: a folder of training data beside two files at its root. */
export const FOLDERS: Record<string, AssetFile[]> = {
  '': [folderEntry('data', 1_048_576), fileEntry('reviews.csv', 524_288), fileEntry('README.txt', 1_024)],
  data: [fileEntry('data/train.jsonl', 786_432), fileEntry('data/test.parquet', 262_144)],
};

/** GET /api/v1/asset/{id}/info over `folders`; an unknown folder is the server's 404. */
export const folderInfo =
  (folders: Record<string, AssetFile[]> = FOLDERS, title = 'Customer reviews'): FakeHandler<typeof getAssetInfo> =>
  ({ path, query }) => {
    const folder = query.get('path') ?? '';
    const files = folders[folder];
    if (!files) return { status: 404, body: { error: 'Not Found', detail: 'No such file or folder', field: 'path' } };
    const dataset_id = path.split('/')[4] ?? DATASET_ID;
    return { body: { dataset_id, title, tags: [], path: folder, files } satisfies RouteResponse<typeof getAssetInfo> };
  };

export const copying = (file_path: string, bytes_copied: number, total_bytes: number): FileCopy => ({
  file_path,
  status: 'copying',
  bytes_copied,
  total_bytes,
  error: null,
  updated_at: CREATED,
});

export const REVIEWS_PREVIEW: FilePreview = {
  path: 'reviews.csv',
  format: 'csv',
  columns: ['id', 'review', 'stars'],
  rows: [
    { id: '1', review: 'Great value', stars: '5' },
    { id: '2', review: 'Arrived late', stars: '2' },
    { id: '3', review: 'Would buy again', stars: '4' },
  ],
  truncated: true,
};

/**
 * A fake API for one asset: its record, its folders, no copies in progress, alice's balance, download links;
 * `handlers` add to or replace these.
 */
export const assetFetch = (asset: AssetRecord = assetRecord(), handlers: RouteFake[] = []) =>
  fakeFetch([
    fakeRoute(getAsset, () => ({ body: asset })),
    fakeRoute(getAssetInfo, folderInfo(FOLDERS, asset.title)),
    fakeRoute(getFilesCopyStatus, () => ({ body: [] })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 1000 } })),
    fakeRoute(getAssetReadme, () => ({ body: { content: null } })),
    // A link that only moves the page to a fragment: following it leaves stories and tests where they are.
    fakeRoute(createDownloadLink, ({ body }) => ({
      body: { url: `#downloaded-${encodeURIComponent(body.path)}`, expires_at: '2025-03-01T10:05:00.000Z' },
    })),
    ...handlers,
  ]);

/** An upload that got to 40% and goes no further: the progress story. */
export const stalledUpload: UploadFile = ({ onProgress }) => {
  onProgress(0.4);
  return never();
};

/** An upload the server refuses with its error envelope, as tus-js-client reports it. */
export const refusedUpload =
  (detail: string): UploadFile =>
  () =>
    Promise.reject(
      Object.assign(new Error('tus: unexpected response while creating upload'), {
        originalResponse: { getBody: () => JSON.stringify({ error: 'Conflict', detail }) },
      }),
    );

/** A file that says it is one byte over the limit without holding 500 MB in memory. */
export function oversizedFile(name: string): File {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: MAX_UPLOAD_BYTES + 1 });
  return file;
}

/** The market over `listings`, searched (title or tag), filtered, sorted and paged (`pageSize` to a page) as the server does. */
export function marketRoute(listings: AssetRecord[], pageSize = 24): RouteFake {
  return fakeRoute(browseMarket, ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const kind = query.get('kind');
    const sort = query.get('sort') ?? 'newest';
    const page = Number(query.get('page') ?? '1');
    const found = listings
      .filter((asset) => !q || asset.title.toLowerCase().includes(q) || asset.tags.some((tag) => tag.toLowerCase().includes(q)))
      .filter((asset) => !kind || (kind === 'model') === (asset.dataset_type === 'MODEL'))
      .sort((a, b) => (sort === 'price_low' ? a.price - b.price : sort === 'price_high' ? b.price - a.price : 0));
    return { body: { listings: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, page_size: pageSize } };
  });
}
