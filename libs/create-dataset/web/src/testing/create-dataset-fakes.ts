import { createAsset, listDatasets } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { type ErrorStatus, failure, fakeFetch, fakeRoute, type FakeHandler, type RouteFake } from '@bagel/web-testing';

export const CREATED_ID = '5d1c7c1e-8a43-4f0e-9c3a-2b6f0d9e7a11';

type Created = RouteResponse<typeof createAsset>;
type Asset = Created['asset'];

/**
 * POST /api/v1/asset as the server answers a dataset it created from the request's body; `overrides` stand in for what
 * only the server decides (a VECTOR type, another embedding) to show the other labels.
 */
export const datasetCreated =
  (overrides: Partial<Asset> = {}): FakeHandler<typeof createAsset> =>
  (request) => {
    const body = request.body as Pick<Asset, 'title' | 'category' | 'tags' | 'use_ipfs' | 'embedding_model'>;
    const now = new Date('2025-03-01T10:00:00.000Z').toISOString();
    const asset: Asset = {
      dataset_id: CREATED_ID,
      dataset_type: 'RAW',
      title: body.title,
      category: body.category,
      details: '',
      tags: body.tags,
      user_id: TEST_USER.id,
      owner_username: TEST_USER.username,
      price: 0,
      embedding_model: body.embedding_model,
      dimensions: 0,
      is_published: false,
      use_ipfs: body.use_ipfs,
      parent_dataset_id: null,
      base_model_type: null,
      file_count: 0,
      total_bytes: 0,
      access: 'owner',
      created_at: now,
      updated_at: now,
      ...overrides,
    };
    return { status: 201, body: { id: CREATED_ID, asset } satisfies Created };
  };

export const DATABASE_OUTAGE = 'The database is not reachable right now. Please try again shortly.';

/** The server's failure in its error envelope (the HTTP status text and a detail); by default the outage any call may meet. */
export const creationFailed = (
  detail = DATABASE_OUTAGE,
  status: ErrorStatus = 503,
  error = 'Service Unavailable',
): FakeHandler<typeof createAsset> => failure(status, detail, error);

/** The calls the sheet makes: create, and the dataset list it refreshes. */
export const createDatasetFetch = (handlers: RouteFake[] = []) =>
  fakeFetch([fakeRoute(createAsset, datasetCreated()), fakeRoute(listDatasets, () => ({ body: { datasets: [] } })), ...handlers]);
