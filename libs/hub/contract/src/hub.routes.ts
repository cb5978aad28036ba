import * as v from 'valibot';
import { defineRoute, queryCount, queryText, UserId } from '@bagel/contract';

/** The public model hub behind spec §7's `{hub}` segment, and the name the product shows for it. */
export const HUB_SEGMENT = 'huggingface';
export const HUB_NAME = 'Hugging Face';

export const HUB_REPO_TYPES = ['model', 'dataset'] as const;
export type HubRepoType = (typeof HUB_REPO_TYPES)[number];

export const HUB_SORTS = ['downloads', 'likes', 'last_modified'] as const;

/** Spec §9: the shell's quick search asks the hub for 25 candidates and shows its best 5. */
export const HUB_QUICK_SEARCH = { limit: 25, topK: 5 } as const;
/** Spec §9: hub browsing starts on page 1 with 30 results. */
export const HUB_BROWSE_PAGE_SIZE = 30;
/** The deepest page hub browsing asks for: on the real hub a page no cursor is known near walks the pages before it. */
export const HUB_MAX_PAGE = 1000;
/** Spec §9: the header's model search shows at most 12 results, 300 ms after the last key. */
export const MODEL_SEARCH_MAX_RESULTS = 12;
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec §2: the model search popover's suggested tags. */
export const MODEL_SEARCH_SUGGESTED_TAGS = ['transformers', 'pytorch', 'llama', 'code', 'text-generation'] as const;

/** Spec §8: what a failed clone shows, by what was being cloned. */
export const cloneErrorText = (repoType: HubRepoType) => (repoType === 'model' ? 'Error cloning the model' : 'Error cloning the dataset');

/**
 * A hub repository id: `owner/name`, or a bare legacy name (`gpt2`). Spec §7: a leading `source/` (how the
 * product's own links spell hub ids) is removed first.
 */
export const HubRepoId = v.pipe(
  v.string('repo_id is required'),
  v.trim(),
  v.transform((id) => id.replace(/^source\//, '')),
  v.nonEmpty('repo_id is required'),
  v.maxLength(96, 'repo_id must be at most 96 characters'),
  v.regex(/^[A-Za-z0-9][\w.-]*(\/[\w.-]+)?$/, "repo_id must be a hub repository id such as 'owner/name'"),
  v.check(
    (id) => !id.split('/').some((part) => part === '.' || part === '..' || part.includes('--')),
    'repo_id is not a valid repository id',
  ),
);

export const HubRepoTypeField = (field: string) => v.picklist(HUB_REPO_TYPES, `${field} must be model or dataset`);

/** A hub repository as search lists it (spec §3: id, sha, title, name, and what a user chooses by). */
export const HubRepo = v.object({
  id: v.string(),
  /** The commit the metadata was read at. */
  sha: v.string(),
  /** What the product shows: the repository's name without its owner. */
  title: v.string(),
  name: v.string(),
  author: v.nullable(v.string()),
  repo_type: v.picklist(HUB_REPO_TYPES),
  /** The model family (llama, qwen, mistral…), for models whose config names one. */
  family: v.nullable(v.string()),
  pipeline_tag: v.nullable(v.string()),
  tags: v.array(v.string()),
  downloads: v.number(),
  likes: v.number(),
  last_modified: v.nullable(v.string()),
  /** The hub asks people to accept conditions before downloading its files. */
  gated: v.boolean(),
});
export type HubRepo = v.InferOutput<typeof HubRepo>;

export const searchHub = defineRoute({
  method: 'GET',
  path: `/api/v1/${HUB_SEGMENT}/search`,
  summary:
    'Search the model hub. Without page: the quick search, the best top_k of limit candidates as `data`. With page: one page of top_k results and the total',
  tag: 'hub',
  access: 'public',
  query: v.object({
    /** Matches a repository's id, name, family or tags, case-insensitive. */
    query: queryText('query', 200),
    search_type: v.optional(HubRepoTypeField('search_type'), 'model'),
    top_k: v.optional(queryCount('top_k', 100)),
    page: v.optional(queryCount('page', HUB_MAX_PAGE)),
    limit: v.optional(queryCount('limit', 100), String(HUB_QUICK_SEARCH.limit)),
    sort: v.optional(v.picklist(HUB_SORTS, `sort must be one of ${HUB_SORTS.join(', ')}`), 'downloads'),
    tag: queryText('tag', 100),
    /** A file format the repository holds (safetensors, gguf, parquet, csv…). */
    format: queryText('format', 32),
  }),
  errors: [502, 503],
  response: v.union([
    v.object({ data: v.array(HubRepo) }),
    v.object({
      results: v.array(HubRepo),
      /** The real hub does not count matches: there this is a lower bound (one more than seen while another page follows). */
      total_results: v.number(),
      page: v.number(),
      top_k: v.number(),
      /** Where the results come from: the hub's name, or the offline catalogue (shown beside them). */
      source: v.string(),
    }),
  ]),
});

/** A file of a hub repository; large files are kept by Git LFS, which names them by sha256. */
export const HubFile = v.object({
  path: v.string(),
  size: v.number(),
  lfs: v.nullable(v.object({ sha256: v.string(), size: v.number() })),
});
export type HubFile = v.InferOutput<typeof HubFile>;

export const HUB_CLONE_STATUSES = ['pending', 'success', 'failed'] as const;

/** Spec §4's hub cloning: pending, then success or failed, with how far the copy got. */
export const HubClone = v.object({
  repo_id: v.string(),
  repo_type: v.picklist(HUB_REPO_TYPES),
  status: v.picklist(HUB_CLONE_STATUSES),
  /** Percent of the repository's bytes copied, 0–100. */
  progress: v.number(),
  files_done: v.number(),
  files_total: v.nullable(v.number()),
  bytes_done: v.number(),
  bytes_total: v.nullable(v.number()),
  /** The new asset the files go into; it appears in My Datasets / My Models when the clone starts. */
  asset_id: v.string(),
  /** Spec §8's text for a failed clone, and what went wrong. */
  error: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type HubClone = v.InferOutput<typeof HubClone>;

/**
 * Whether the platform may read a repository's files: open (not gated), granted (gated, and the platform's hub account
 * was let in) or refused (gated, and someone must accept its conditions on the hub with that account, or configure a
 * token with access: `access_detail` says so).
 */
export const HUB_ACCESS = ['open', 'granted', 'refused'] as const;

export const HubRepoDetails = v.object({
  ...HubRepo.entries,
  access: v.picklist(HUB_ACCESS),
  access_detail: v.nullable(v.string()),
  /** Where the details come from: the hub's name, or the offline catalogue (shown beside them). */
  source: v.string(),
  license: v.nullable(v.string()),
  /** The repository's README (its model or dataset card), at most 64 KiB of it. */
  card: v.nullable(v.string()),
  /** With include_file_info: every file with its size. */
  files: v.nullable(v.array(HubFile)),
  total_bytes: v.nullable(v.number()),
  /** The caller's clone of this repository, when user_id is given and there is one. */
  clone: v.nullable(HubClone),
});
export type HubRepoDetails = v.InferOutput<typeof HubRepoDetails>;

const QueryFlag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], `${field} must be true or false`),
      v.transform((flag) => flag === 'true'),
    ),
    'false',
  );

export const getHubRepoDetails = defineRoute({
  method: 'GET',
  path: `/api/v1/${HUB_SEGMENT}/assets/details`,
  summary: "A hub repository's card, tags and (with include_file_info) files, and the caller's clone of it",
  tag: 'hub',
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  query: v.object({
    repo_id: HubRepoId,
    repo_type: v.optional(HubRepoTypeField('repo_type'), 'model'),
    user_id: v.optional(UserId),
    include_file_info: QueryFlag('include_file_info'),
  }),
  errors: [403, 404, 502, 503],
  response: HubRepoDetails,
});

/**
 * Which asset a clone makes. Spec §7 names the field dataset_type; the creation payload's values (RAW, MODEL) and
 * the hub's (dataset, model) are both accepted.
 */
const CloneDatasetType = v.pipe(
  v.picklist(['RAW', 'MODEL', 'dataset', 'model'], 'dataset_type must be MODEL or RAW'),
  v.transform((type): HubRepoType => (type === 'MODEL' || type === 'model' ? 'model' : 'dataset')),
);

const CloneQuery = v.object({ repo_id: HubRepoId, dataset_type: CloneDatasetType, user_id: UserId });

export const cloneHubRepo = defineRoute({
  method: 'POST',
  path: `/api/v1/${HUB_SEGMENT}/clone`,
  summary:
    "Clone a hub repository into a new dataset or model of the user, in the background. Cloning a repository again returns the user's clone (a failed one starts again)",
  tag: 'hub',
  access: 'user',
  owner: { in: 'query', field: 'user_id' },
  query: CloneQuery,
  errors: [403, 404, 502, 503],
  response: HubClone,
});

export const getHubCloneStatus = defineRoute({
  method: 'GET',
  path: `/api/v1/${HUB_SEGMENT}/clone/status`,
  summary: "The user's clone of a hub repository: pending, success or failed, and how far it got",
  tag: 'hub',
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  query: CloneQuery,
  errors: [404],
  response: HubClone,
});

/** Spec §3: a model the platform fine-tunes and deploys (a hub id), searched by id, name, family or tags. */
export const RestrictedModel = v.object({
  id: v.string(),
  name: v.string(),
  family: v.string(),
  tags: v.array(v.string()),
});
export type RestrictedModel = v.InferOutput<typeof RestrictedModel>;

export const listRestrictedModels = defineRoute({
  method: 'GET',
  path: '/api/v1/models/restricted',
  summary: 'The models the platform fine-tunes and deploys',
  tag: 'hub',
  access: 'public',
  response: v.object({ models: v.array(RestrictedModel) }),
});

/** Spec §5: the model search matches id, name, family or tags, case-insensitive. */
export function matchesModelSearch(model: { id: string; name: string; family: string | null; tags: readonly string[] }, query: string) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return false;
  return [model.id, model.name, model.family ?? '', ...model.tags].some((field) => field.toLowerCase().includes(needle));
}
