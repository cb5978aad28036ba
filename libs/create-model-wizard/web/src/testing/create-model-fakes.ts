import { getOnboarding } from '@bagel/onboarding-contract';
import { listRestrictedModels, searchHub } from '@bagel/hub-contract';
import { createAsset, getAsset, getAssetInfo, getFilePreview, listDatasets, uploadAssetFile } from '@bagel/assets-contract';
import type { AssetFile, AssetRecord } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import {
  listFineTuneConfigs,
  LORA_TARGET_MODULES,
  saveFineTuneConfig,
  TRAINING_DEFAULTS,
  type FineTuneValidation,
  type SavedFineTuneConfig,
  validateFineTune,
} from '@bagel/fine-tuning-contract';
import type { HubRepo, RestrictedModel } from '@bagel/hub-contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute, type FakeHandler, type RouteFake } from '@bagel/web-testing';

export const DATASET_ID = '7c0d3f5a-1b2e-4c6d-8e9f-0a1b2c3d4e5f';
export const EMPTY_DATASET_ID = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b';
export const MODEL_ID = '5d1c7c1e-8a43-4f0e-9c3a-2b6f0d9e7a11';
const AT = '2025-03-01T10:00:00.000Z';

/** An asset as the server shows it to its owner. */
export const assetRecord = (overrides: Partial<AssetRecord> = {}): AssetRecord => ({
  dataset_id: DATASET_ID,
  dataset_type: 'RAW',
  title: 'Support chats',
  category: 'Artificial intelligence',
  details: '',
  tags: [],
  user_id: TEST_USER.id,
  owner_username: TEST_USER.username,
  price: 0,
  embedding_model: 'bagel-text',
  dimensions: 0,
  is_published: false,
  use_ipfs: false,
  parent_dataset_id: null,
  base_model_type: null,
  file_count: 2,
  total_bytes: 2048,
  access: 'owner',
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

/** Alice's RAW datasets: one with a CSV and a text file, one still empty. */
export const MY_DATASETS: AssetRecord[] = [
  assetRecord(),
  assetRecord({ dataset_id: EMPTY_DATASET_ID, title: 'Empty notes', file_count: 0, total_bytes: 0 }),
];

const file = (path: string, size: number, is_directory = false): AssetFile => ({
  path,
  name: path.split('/').pop() ?? path,
  is_directory,
  size,
  content_type: is_directory ? null : path.endsWith('.csv') ? 'text/csv' : 'text/plain',
  sha256: null,
  cid: null,
  uploaded_at: is_directory ? null : AT,
});

export const DATASET_FILES: Record<string, AssetFile[]> = {
  [DATASET_ID]: [file('chats.csv', 1024), file('notes.txt', 1024), file('archive', 0, true)],
  [EMPTY_DATASET_ID]: [],
};

/** The platform's base models (the fine-tune path). */
export const RESTRICTED_MODELS: RestrictedModel[] = [
  { id: 'meta-llama/Llama-3.2-1B', name: 'Llama 3.2 1B', family: 'llama', tags: ['text-generation', 'llama'] },
  { id: 'Qwen/Qwen2.5-0.5B-Instruct', name: 'Qwen2.5 0.5B Instruct', family: 'qwen', tags: ['text-generation', 'chat'] },
];

const hubRepo = (id: string, family: string): HubRepo => ({
  id,
  sha: '0123456789abcdef0123456789abcdef01234567',
  title: id.split('/')[1] ?? id,
  name: id.split('/')[1] ?? id,
  author: id.split('/')[0] ?? null,
  repo_type: 'model',
  family,
  pipeline_tag: 'text-generation',
  tags: ['transformers', family],
  downloads: 1000,
  likes: 10,
  last_modified: AT,
  gated: false,
});

/** What the hub's quick search finds: repositories whose id holds the query. */
export const HUB_MODELS: HubRepo[] = [hubRepo('mistralai/Mistral-7B-v0.1', 'mistral'), hubRepo('Qwen/Qwen2.5-7B', 'qwen')];

export const hubSearch: FakeHandler<typeof searchHub> = (request) => {
  const query = (request.query.get('query') ?? '').toLowerCase();
  return { body: { data: HUB_MODELS.filter((repo) => repo.id.toLowerCase().includes(query)) } };
};

export const RECOMMENDED_GPU = 'An A100 40GB fits this model and batch size with room to spare.';
export const SMALL_FILE_WARNING = 'The file is small: the model may overfit.';

/** The validation's answer: an estimate with more than 2 decimals, one warning, one recommendation. */
export const validation = (overrides: Partial<FineTuneValidation> = {}): FineTuneValidation => ({
  critical_errors: [],
  warnings: [SMALL_FILE_WARNING],
  cost_estimate: { usd_cost: 1.23456, duration_hours: 0.5049, token_cost: 30.864, dataset_tokens: 1500, training_tokens: 3000 },
  recommendations: { recommended_gpus: [{ gpu_type: 'NVIDIA_TESLA_A100', gpu_count: 1, description: RECOMMENDED_GPU }] },
  ...overrides,
});

/** A saved config as the server lists it. */
export const savedConfig = (name: string, payload: Record<string, unknown>, id = name): SavedFineTuneConfig =>
  ({ config_id: id, config_name: name, fine_tune_payload: payload, updated_at: AT }) as SavedFineTuneConfig;

/** Spec §9's training defaults, as the wizard starts with them. */
const { epochs, learning_rate, segmentation_method, batch_size, eval_batch_size, gradient_accumulation_steps } = TRAINING_DEFAULTS;
const TRAINING = { epochs, learning_rate, segmentation_method, batch_size, eval_batch_size, gradient_accumulation_steps };
const COLUMNS = { input_column: 'question', output_column: 'answer' };

/** What the wizard sends to fine-tune Llama on Support chats' CSV with the defaults: the platform path's payload. */
export const PLATFORM_FIELDS = {
  asset_id: DATASET_ID,
  model_name: 'Support bot',
  base_model: 'meta-llama/Llama-3.2-1B',
  file_name: 'chats.csv',
  accelerator_type: TRAINING_DEFAULTS.accelerator_type,
  accelerator_count: TRAINING_DEFAULTS.accelerator_count,
  user_id: TEST_USER.id,
  ...TRAINING,
  ...COLUMNS,
  max_chunk_size: TRAINING_DEFAULTS.max_chunk_size,
  stride: TRAINING_DEFAULTS.stride,
  min_segment_length: TRAINING_DEFAULTS.min_segment_length,
};

/** The same fine-tune as the server returns it saved: the hub's fields at their defaults. */
export const platformPayload = (overrides: Record<string, unknown> = {}) => ({
  ...PLATFORM_FIELDS,
  hf_model_id: null,
  train_test_split: TRAINING_DEFAULTS.train_test_split,
  lora_r: TRAINING_DEFAULTS.lora_r,
  lora_target_modules: [...LORA_TARGET_MODULES],
  lora_dropout: TRAINING_DEFAULTS.lora_dropout,
  ...overrides,
});

/** The validation request of the same fine-tune. */
export const VALIDATION_REQUEST = {
  dataset_id: DATASET_ID,
  file_name: 'chats.csv',
  model_id: 'meta-llama/Llama-3.2-1B',
  gpu_type: TRAINING_DEFAULTS.accelerator_type,
  gpu_count: TRAINING_DEFAULTS.accelerator_count,
  ...TRAINING,
  max_chunk_size: TRAINING_DEFAULTS.max_chunk_size,
  ...COLUMNS,
};

export const OTHER_DATASET_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A payload saved by an older client (spec §3): camelCase and isSelectedGpu, with settings off the defaults. */
export const ALIASED_PAYLOAD = {
  datasetId: OTHER_DATASET_ID,
  modelName: 'Legacy bot',
  baseModel: 'Qwen/Qwen2.5-0.5B-Instruct',
  fileName: 'notes.txt',
  isSelectedGpu: 'NVIDIA_H100_80GB',
  gpuCount: 2,
  userId: TEST_USER.id,
  epochs: 3,
  learningRate: 0.002,
  batchSize: 4,
  maxChunkSize: 1024,
};

/** POST /api/v1/asset as the server answers a model it created from the request's body. */
export const modelCreated: FakeHandler<typeof createAsset> = (request) => {
  const body = request.body as { title: string; base_model_type?: string | null };
  const asset = assetRecord({
    dataset_id: MODEL_ID,
    dataset_type: 'MODEL',
    title: body.title,
    category: null,
    embedding_model: null,
    base_model_type: body.base_model_type ?? null,
    file_count: 0,
    total_bytes: 0,
  });
  return { status: 201, body: { id: MODEL_ID, asset } satisfies RouteResponse<typeof createAsset> };
};

/** A file that says it is one byte over the limit without holding 500 MB in memory. */
export function oversizedFile(name: string): File {
  const big = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(big, 'size', { value: 524_288_001 });
  return big;
}

/** The preview's answer for any file: these columns detected in it. */
export const previewWith =
  (columns: string[]): FakeHandler<typeof getFilePreview> =>
  (request) => ({ body: { path: request.query.get('path') ?? '', format: 'csv', columns, rows: [], truncated: false } });

/** Every call the wizard makes, answered as the contract says; `handlers` add to or replace these. */
export const createModelFetch = (handlers: RouteFake[] = []) =>
  fakeFetch([
    fakeRoute(listFineTuneConfigs, () => ({ body: { configs: [] } })),
    fakeRoute(listRestrictedModels, () => ({ body: { models: RESTRICTED_MODELS } })),
    fakeRoute(searchHub, hubSearch),
    fakeRoute(listDatasets, (request) => ({ body: { datasets: request.query.get('types') === 'RAW' ? MY_DATASETS : [] } })),
    fakeRoute(getOnboarding, () => ({
      body: {
        create_dataset: { completed: true },
        create_model: { completed: false },
        fine_tune_model: { completed: false },
        onboarding_completed: false,
      },
    })),
    fakeRoute(getAsset, (request) => {
      const found = MY_DATASETS.find((dataset) => dataset.dataset_id === request.params.id);
      return found ? { body: found } : { status: 404, body: { error: 'Not Found', detail: 'Asset not found' } };
    }),
    fakeRoute(getAssetInfo, (request) => ({
      body: { dataset_id: request.params.id, title: 'Support chats', tags: [], path: '', files: DATASET_FILES[request.params.id] ?? [] },
    })),
    fakeRoute(getFilePreview, previewWith(['question', 'answer'])),
    fakeRoute(validateFineTune, () => ({ body: validation() })),
    fakeRoute(saveFineTuneConfig, (request) => {
      const body = request.body as { config_name: string; fine_tune_payload: Record<string, unknown> };
      return { body: savedConfig(body.config_name, platformPayload(body.fine_tune_payload), 'saved-1') };
    }),
    fakeRoute(createAsset, modelCreated),
    fakeRoute(uploadAssetFile, () => ({ status: 201, body: file('weights.safetensors', 1) })),
    ...handlers,
  ]);
