import * as v from 'valibot';
import { AssetId, assetPath, BagelAmount, defineRoute, groupThousands, UserId } from '@bagel/contract';
import { FineTunePayload } from '@bagel/fine-tuning-contract';
import { ASSET_CATEGORIES, ASSET_TYPES, BAGEL_TEXT_EMBEDDING, BASE_MODEL_TYPES, MAX_ASSET_TAGS } from './asset-rules';

/** Spec §3: an uploaded file travels in this multipart field. */
export const UPLOAD_FIELD = 'data_file';

const Title = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(100, 'Name must be at most 100 characters'),
);

const Tag = v.pipe(
  v.string('A tag must be text'),
  v.trim(),
  v.nonEmpty('A tag cannot be empty'),
  v.maxLength(32, 'A tag is at most 32 characters'),
);

export const AssetTags = v.pipe(v.array(Tag, 'Tags must be a list'), v.maxLength(MAX_ASSET_TAGS, `At most ${MAX_ASSET_TAGS} tags`));

/**
 * 'A, B, or C', as `Intl.ListFormat('en', { type: 'disjunction' })` says it. Written out because that formatter, made as
 * this module loads, loaded ICU's locale data on the manage and list pages (180 ms on Lighthouse's phone).
 */
const orList = (items: readonly string[]) =>
  items.length < 3 ? items.join(' or ') : `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;

/** Said as a person would, in the Create Dataset sheet as to an API caller: which choices there are. */
export const AssetCategory = v.picklist(ASSET_CATEGORIES, `Choose a category: ${orList(ASSET_CATEGORIES)}`);

/** Spec §3's `details`: the description the Create Dataset sheet offers and the manage and market pages show. */
export const MAX_ASSET_DETAILS = 2000;
const AssetDetails = v.pipe(
  v.string('Description must be text'),
  v.trim(),
  v.maxLength(MAX_ASSET_DETAILS, `Description must be at most ${groupThousands(MAX_ASSET_DETAILS)} characters`),
);

/** What every new asset starts as (spec §9): free, unpublished, no dimensions; a client may say so or leave it out. */
const newAssetDefaults = {
  details: v.optional(AssetDetails, ''),
  tags: v.optional(AssetTags, []),
  user_id: UserId,
  price: v.optional(v.literal(0, 'A new asset is free: price must be 0'), 0),
  dimensions: v.optional(v.literal(0, 'A new asset has no dimensions: dimensions must be 0'), 0),
  is_published: v.optional(v.literal(false, 'A new asset is not published: is_published must be false'), false),
  parent_dataset_id: v.nullish(
    v.pipe(v.string('parent_dataset_id must be an asset id'), v.uuid('parent_dataset_id must be an asset id')),
    null,
  ),
  use_ipfs: v.optional(v.boolean('use_ipfs must be true or false'), false),
};

/** Spec §3: a RAW dataset, as the Create Dataset sheet sends it. */
export const NewDataset = v.object({
  dataset_type: v.literal('RAW'),
  title: Title,
  category: AssetCategory,
  embedding_model: v.optional(v.pipe(v.string(), v.maxLength(64, 'embedding_model must be at most 64 characters')), BAGEL_TEXT_EMBEDDING),
  ...newAssetDefaults,
});

/** Spec §3: an uploaded model says its base model type; a fine-tuned one carries what to train instead. */
const NewModel = v.pipe(
  v.object({
    dataset_type: v.literal('MODEL'),
    title: v.pipe(Title, v.minLength(4, 'Model name must be at least 4 characters')),
    category: v.nullish(AssetCategory, null),
    embedding_model: v.nullish(v.pipe(v.string(), v.maxLength(64, 'embedding_model must be at most 64 characters')), null),
    base_model_type: v.nullish(v.picklist(BASE_MODEL_TYPES, `base_model_type must be one of ${BASE_MODEL_TYPES.join(', ')}`), null),
    fine_tune_payload: v.nullish(FineTunePayload, null),
    ...newAssetDefaults,
  }),
  v.check(
    (model) => model.base_model_type === null || model.fine_tune_payload === null,
    'A model is uploaded (base_model_type) or fine-tuned (fine_tune_payload), not both',
  ),
);

/** Spec §3's asset creation payload: a RAW dataset or a MODEL. */
export const NewAsset = v.variant('dataset_type', [NewDataset, NewModel], 'dataset_type must be RAW or MODEL');
export type NewAsset = v.InferOutput<typeof NewAsset>;

/** How the caller may use an asset: its owner, a buyer, or a market visitor who sees only its listing. */
export const AssetAccess = v.picklist(['owner', 'purchased', 'listing']);

/** Spec §3's dataset/model record, with what the lists, manage pages and market show. */
export const AssetRecord = v.object({
  dataset_id: v.string(),
  dataset_type: v.picklist(ASSET_TYPES),
  title: v.string(),
  category: v.nullable(v.string()),
  details: v.string(),
  tags: v.array(v.string()),
  user_id: v.string(),
  owner_username: v.string(),
  /** In BGL, 2 decimals. */
  price: v.number(),
  embedding_model: v.nullable(v.string()),
  dimensions: v.number(),
  is_published: v.boolean(),
  use_ipfs: v.boolean(),
  parent_dataset_id: v.nullable(v.string()),
  base_model_type: v.nullable(v.string()),
  file_count: v.number(),
  total_bytes: v.number(),
  access: AssetAccess,
  created_at: v.string(),
  updated_at: v.string(),
});
export type AssetRecord = v.InferOutput<typeof AssetRecord>;

/** A file or folder of an asset; folders exist because files live under them. */
export const AssetFile = v.object({
  path: v.string(),
  name: v.string(),
  is_directory: v.boolean(),
  size: v.number(),
  content_type: v.nullable(v.string()),
  sha256: v.nullable(v.string()),
  /** The file's IPFS CIDv1, for an asset created with use_ipfs. */
  cid: v.nullable(v.string()),
  uploaded_at: v.nullable(v.string()),
});
export type AssetFile = v.InferOutput<typeof AssetFile>;

const QueryFlag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], `${field} must be true or false`),
      v.transform((flag) => flag === 'true'),
    ),
  );

const AssetTypes = v.pipe(
  v.string('types must be a comma-separated list'),
  v.transform((types) => types.split(',').map((type) => type.trim())),
  v.array(v.picklist(ASSET_TYPES, `types must be a comma-separated list of ${ASSET_TYPES.join(', ')}`)),
);

export const createAsset = defineRoute({
  method: 'POST',
  path: '/api/v1/asset',
  summary: 'Create a dataset (RAW) or a model (MODEL): free, unpublished, no files yet; a fine_tune_payload starts training it',
  tag: 'assets',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  body: NewAsset,
  // A model with a fine_tune_payload holds the training estimate from the balance: that call needs the key.
  idempotent: 'optional',
  errors: [404, 422],
  response: v.object({ id: v.string(), asset: AssetRecord }),
});

export const AssetParams = v.object({ id: AssetId });

export const getAsset = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}',
  summary: "An asset: the owner's, a purchased one, or a published one's listing",
  tag: 'assets',
  access: 'user-or-service',
  params: AssetParams,
  errors: [404],
  response: AssetRecord,
});

export const listDatasets = defineRoute({
  method: 'GET',
  path: '/api/v1/datasets',
  summary:
    "Datasets and models: an owner's (all of the caller's own, only published ones of others) or the market's; with include_purchased, the caller's own list also holds what they bought",
  tag: 'assets',
  access: 'user-or-service',
  query: v.object({
    owner: v.optional(UserId),
    types: v.optional(AssetTypes),
    is_new_only: QueryFlag('is_new_only'),
    is_published: QueryFlag('is_published'),
    /** With `owner` the caller: also the assets they bought (access 'purchased'), published still or not. */
    include_purchased: QueryFlag('include_purchased'),
  }),
  response: v.object({ datasets: v.array(AssetRecord) }),
});

export const getAssetInfo = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}/info',
  summary: 'An asset’s title, tags and the files and folders directly under a path',
  tag: 'assets',
  access: 'user-or-service',
  params: AssetParams,
  query: v.object({ path: v.optional(assetPath('path'), '') }),
  errors: [404],
  response: v.object({ dataset_id: v.string(), title: v.string(), tags: v.array(v.string()), path: v.string(), files: v.array(AssetFile) }),
});

export const uploadAssetFile = defineRoute({
  method: 'POST',
  path: '/api/v1/asset/{id}/upload',
  summary: 'Upload one file (multipart field data_file, at most 500 MB) into a folder of an asset',
  tag: 'assets',
  access: 'user',
  params: AssetParams,
  query: v.object({ path: v.optional(assetPath('path'), '') }),
  upload: { field: UPLOAD_FIELD },
  errors: [404, 409, 413, 415, 429],
  response: AssetFile,
});

export const deleteAssetFile = defineRoute({
  method: 'DELETE',
  path: '/api/v1/asset/{id}/file',
  summary: 'Delete a file of an asset',
  tag: 'assets',
  access: 'user',
  params: AssetParams,
  body: v.object({ file_path: v.pipe(assetPath('file_path'), v.nonEmpty('file_path is required')) }),
  errors: [404],
  response: v.object({ message: v.string() }),
});

export const FileCopy = v.object({
  file_path: v.string(),
  status: v.picklist(['copying', 'copied', 'failed']),
  bytes_copied: v.number(),
  total_bytes: v.nullable(v.number()),
  error: v.nullable(v.string()),
  updated_at: v.string(),
});
export type FileCopy = v.InferOutput<typeof FileCopy>;

export const getFilesCopyStatus = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}/files_copy_status',
  summary: 'Files being copied into an asset (resumable uploads, clones) and how far each got',
  tag: 'assets',
  access: 'user-or-service',
  params: AssetParams,
  errors: [404],
  response: v.array(FileCopy),
});

export const PREVIEW_FORMATS = ['csv', 'jsonl', 'parquet', 'txt'] as const;

export const FilePreview = v.object({
  path: v.string(),
  format: v.picklist(PREVIEW_FORMATS),
  /** Detected columns, in file order; a text file has the one column `text`. These feed the model wizard's column choice. */
  columns: v.array(v.string()),
  rows: v.array(v.record(v.string(), v.unknown())),
  /** More rows follow those shown. */
  truncated: v.boolean(),
});
export type FilePreview = v.InferOutput<typeof FilePreview>;

export const getFilePreview = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}/preview',
  summary: 'The first rows and detected columns of a CSV, JSONL, Parquet or TXT file',
  tag: 'assets',
  access: 'user-or-service',
  params: AssetParams,
  query: v.object({ path: v.pipe(assetPath('path'), v.nonEmpty('path is required')) }),
  errors: [404, 415, 422],
  response: FilePreview,
});

export const setAssetListing = defineRoute({
  method: 'PUT',
  path: '/api/v1/asset/{id}/market',
  summary: 'Publish an asset on the market at a price in BGL, or take it off',
  tag: 'assets',
  access: 'user',
  params: AssetParams,
  body: v.variant(
    'is_published',
    [v.object({ is_published: v.literal(true), price: BagelAmount }), v.object({ is_published: v.literal(false) })],
    'is_published must be true or false',
  ),
  errors: [404, 409],
  response: AssetRecord,
});

export const buyAsset = defineRoute({
  method: 'POST',
  path: '/api/v1/market/asset/{id}/purchase',
  summary: 'Buy access to a published asset: the price goes to the seller, less the market fee; once per buyer',
  tag: 'assets',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  params: AssetParams,
  body: v.object({ user_id: UserId }),
  idempotent: true,
  waitlist: 'refused',
  errors: [404, 409, 422],
  response: v.object({ asset: AssetRecord, transaction_id: v.nullable(v.string()), balance: v.number() }),
});

/**
 * Where an asset's resumable uploads start (tus 1.0); an upload's own URL is this plus `/<upload id>`. No route
 * descriptor: its requests and answers are tus's protocol, which tus-js-client and @tus/server speak.
 */
export const RESUMABLE_UPLOADS_PATH = '/api/v1/asset/{id}/tus';
