import {
  cloneHubRepo,
  getHubCloneStatus,
  getHubRepoDetails,
  HUB_BROWSE_PAGE_SIZE,
  HUB_QUICK_SEARCH,
  listRestrictedModels,
  matchesModelSearch,
  searchHub,
  type HubClone,
  type HubRepo,
  type HubRepoDetails,
  type RestrictedModel,
} from '@bagel/hub-contract';
import { listDatasets } from '@bagel/assets-contract';
import type { RouteDescriptor } from '@bagel/contract';
import { failure, fakeFetch, fakeRoute, type FakeHandler, type RouteFake } from '@bagel/web-testing';

export const CLONE_ASSET_ID = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';
const UPDATED = '2024-10-24T00:00:00.000Z';

/** A model as hub search lists it; `overrides` make the others. */
export const hubRepo = (overrides: Partial<HubRepo> = {}): HubRepo => {
  const id = overrides.id ?? 'meta-llama/Llama-3.2-1B-Instruct';
  const name = id.slice(id.lastIndexOf('/') + 1);
  return {
    id,
    sha: '9213176726f574b556790deb65791e0c5aa438b6',
    title: name,
    name,
    author: id.includes('/') ? id.slice(0, id.indexOf('/')) : null,
    repo_type: 'model',
    family: 'llama',
    pipeline_tag: 'text-generation',
    tags: ['transformers', 'safetensors', 'llama', 'text-generation', 'conversational', 'license:llama3.2'],
    downloads: 3_412_118,
    likes: 1_021,
    last_modified: UPDATED,
    gated: false,
    ...overrides,
  };
};

export const hubDataset = (overrides: Partial<HubRepo> = {}): HubRepo =>
  hubRepo({
    id: 'rajpurkar/squad',
    repo_type: 'dataset',
    family: null,
    pipeline_tag: null,
    tags: ['task_categories:question-answering', 'language:en', 'license:cc-by-sa-4.0', 'format:parquet'],
    downloads: 81_442,
    likes: 303,
    ...overrides,
  });

/** What hub search finds in the stories and tests: a few models of several families, and two datasets. */
export const HUB_REPOS: readonly HubRepo[] = [
  hubRepo(),
  hubRepo({ id: 'meta-llama/Llama-3.1-8B-Instruct', downloads: 5_893_024, likes: 4_102, gated: true }),
  hubRepo({ id: 'TinyLlama/TinyLlama-1.1B-Chat-v1.0', tags: ['transformers', 'llama', 'text-generation'], downloads: 1_204_331 }),
  hubRepo({ id: 'Qwen/Qwen2.5-7B-Instruct', family: 'qwen2', tags: ['transformers', 'qwen2', 'chat'], downloads: 2_114_502 }),
  hubRepo({ id: 'mistralai/Mistral-7B-Instruct-v0.3', family: 'mistral', tags: ['transformers', 'mistral'], downloads: 987_233 }),
  hubRepo({ id: 'bigcode/starcoder2-3b', family: 'starcoder2', tags: ['transformers', 'code'], downloads: 120_431 }),
  hubRepo({
    id: 'openai-community/gpt2',
    family: 'gpt2',
    pipeline_tag: 'text-generation',
    tags: ['pytorch', 'gpt2'],
    downloads: 11_402_117,
  }),
  hubDataset(),
  hubDataset({ id: 'tatsu-lab/alpaca', tags: ['task_categories:text-generation', 'language:en', 'format:parquet'], downloads: 42_001 }),
];

const restricted = (id: string, family: string, tags: string[]): RestrictedModel => ({
  id,
  name: id.slice(id.indexOf('/') + 1),
  family,
  tags,
});

/** The platform's models (spec §3's restricted list), as the server has them. */
export const RESTRICTED_MODELS: readonly RestrictedModel[] = [
  restricted('meta-llama/Llama-3.2-1B', 'llama', ['llama', 'llama-3', 'text-generation', 'base']),
  restricted('meta-llama/Llama-3.2-1B-Instruct', 'llama', ['llama', 'llama-3', 'text-generation', 'instruct', 'conversational']),
  restricted('meta-llama/Llama-3.1-8B-Instruct', 'llama', ['llama', 'llama-3', 'text-generation', 'instruct', 'conversational']),
  restricted('Qwen/Qwen2.5-1.5B-Instruct', 'qwen', ['qwen2', 'text-generation', 'instruct', 'chat']),
  restricted('Qwen/Qwen3-0.6B', 'qwen', ['qwen3', 'text-generation', 'conversational']),
];

/**
 * GET /api/v1/huggingface/search over `repos`, as the server answers it: the quick search's best `top_k` as `data`
 * without `page`, one page with the total and the source with it.
 */
export const hubSearch =
  (repos: readonly HubRepo[] = HUB_REPOS, source = 'Offline catalogue'): FakeHandler<typeof searchHub> =>
  ({ query }) => {
    const text = query.get('query') ?? '';
    const found = repos.filter(
      (repo) =>
        repo.repo_type === (query.get('search_type') ?? 'model') &&
        (text === '' || matchesModelSearch(repo, text)) &&
        (!query.get('tag') || repo.tags.includes(query.get('tag') ?? '')),
    );
    const page = query.get('page');
    if (page === null) return { body: { data: found.slice(0, Number(query.get('top_k') ?? HUB_QUICK_SEARCH.topK)) } };
    const topK = Number(query.get('top_k') ?? HUB_BROWSE_PAGE_SIZE);
    const start = (Number(page) - 1) * topK;
    return { body: { results: found.slice(start, start + topK), total_results: found.length, page: Number(page), top_k: topK, source } };
  };

const CARD = `---
language:
- en
license: llama3.2
pipeline_tag: text-generation
---

## Model Information

The Llama 3.2 collection of multilingual large language models (LLMs) is a collection of pretrained and instruction-tuned generative models in 1B and 3B sizes (text in/text out).

**Model Developer:** Meta
`;

/** A repository's details as the server answers them, with its files and no clone yet. */
export const repoDetails = (overrides: Partial<HubRepoDetails> = {}): HubRepoDetails => {
  const files = overrides.files ?? [
    { path: '.gitattributes', size: 1_519, lfs: null },
    { path: 'README.md', size: 41_742, lfs: null },
    { path: 'config.json', size: 877, lfs: null },
    {
      path: 'model.safetensors',
      size: 2_471_645_608,
      lfs: { sha256: '68a2e4be76fa709455a60272fba8e512c02d81c46e6c671cc9449e374fd6809a', size: 2_471_645_608 },
    },
    { path: 'original/params.json', size: 220, lfs: null },
    {
      path: 'tokenizer.json',
      size: 9_085_657,
      lfs: { sha256: '6b9e4e7fb171f92fd137b777cc2714bf87d11576700a1dcd7a399e7bbe39537b', size: 9_085_657 },
    },
  ];
  return {
    ...hubRepo(),
    access: 'open',
    access_detail: null,
    source: 'Offline catalogue',
    license: 'llama3.2',
    card: CARD,
    clone: null,
    ...overrides,
    files,
    total_bytes: files.reduce((sum, file) => sum + file.size, 0),
  };
};

export const datasetDetails = (overrides: Partial<HubRepoDetails> = {}) =>
  repoDetails({
    ...hubDataset(),
    license: 'cc-by-sa-4.0',
    card: '---\nlicense: cc-by-sa-4.0\npretty_name: SQuAD\n---\n\n# Dataset Card for SQuAD\n\nStanford Question Answering Dataset (SQuAD) is a reading comprehension dataset.\n',
    files: [
      { path: 'README.md', size: 7_621, lfs: null },
      {
        path: 'plain_text/train-00000-of-00001.parquet',
        size: 14_458_314,
        lfs: { sha256: 'b8bb19735e1bb591510a01cc032f4c9f969bc0eeb081ae1b328cd306f3b24008', size: 14_458_314 },
      },
      {
        path: 'plain_text/validation-00000-of-00001.parquet',
        size: 1_819_889,
        lfs: { sha256: 'c2b4e4d2cbe3a3e2bb84bb0bd9a6e4a18e2a56ad0d2ba4fdf8a1bf2bba27c03a', size: 1_819_889 },
      },
    ],
    ...overrides,
  });

/** What the server says of a gated repository the platform's Hugging Face account may not read. */
export const GATED_REFUSAL =
  'meta-llama/Llama-3.2-1B-Instruct is gated on Hugging Face, and the Hugging Face account whose token this platform uses ' +
  'has not been granted access to its files. Accept its conditions at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct ' +
  'with that account, or configure the platform (HUGGINGFACE_TOKEN) with the token of an account that has access.';

/** A clone of the model as the server answers for it; `overrides` set its status and progress. */
export const hubClone = (overrides: Partial<HubClone> = {}): HubClone => ({
  repo_id: 'meta-llama/Llama-3.2-1B-Instruct',
  repo_type: 'model',
  status: 'pending',
  progress: 0,
  files_done: 0,
  files_total: 6,
  bytes_done: 0,
  bytes_total: 2_480_774_715,
  asset_id: CLONE_ASSET_ID,
  error: null,
  detail: null,
  created_at: UPDATED,
  updated_at: UPDATED,
  ...overrides,
});

export const halfCloned = (overrides: Partial<HubClone> = {}) =>
  hubClone({ progress: 42, files_done: 3, bytes_done: 1_041_925_380, ...overrides });

export const cloned = (overrides: Partial<HubClone> = {}) =>
  hubClone({ status: 'success', progress: 100, files_done: 6, bytes_done: 2_480_774_715, ...overrides });

export const cloneFailed = (overrides: Partial<HubClone> = {}) =>
  hubClone({
    status: 'failed',
    progress: 12,
    files_done: 1,
    error: 'Error cloning the model',
    detail: 'Hugging Face is not reachable right now',
    ...overrides,
  });

/** The hub cannot be reached the first time; later calls are answered by `then`. */
export function unreachableOnce<R extends RouteDescriptor>(then: FakeHandler<R>): FakeHandler<R> {
  let failed = false;
  return (request) => {
    if (failed) return then(request);
    failed = true;
    return failure(502, 'Hugging Face is not reachable right now. Please try again shortly.')();
  };
}

/** Replies in turn, the last one again and again: a clone's status as it is polled. */
export function inTurn(first: HubClone, ...later: HubClone[]): FakeHandler<typeof getHubCloneStatus> {
  const replies = [first, ...later];
  let next = 0;
  return () => ({ body: replies[Math.min(next++, replies.length - 1)] ?? first });
}

/**
 * A fake API for the hub's calls: search over {@link HUB_REPOS}, the restricted models, `details` for any repository,
 * a clone that starts pending, and empty asset lists; `handlers` add to or replace these.
 */
export const hubFetch = (details: HubRepoDetails = repoDetails(), handlers: RouteFake[] = []) =>
  fakeFetch([
    fakeRoute(searchHub, hubSearch()),
    fakeRoute(listRestrictedModels, () => ({ body: { models: [...RESTRICTED_MODELS] } })),
    fakeRoute(getHubRepoDetails, () => ({ body: details })),
    fakeRoute(cloneHubRepo, () => ({ body: hubClone({ repo_id: details.id, repo_type: details.repo_type }) })),
    fakeRoute(getHubCloneStatus, () => ({ body: halfCloned({ repo_id: details.id, repo_type: details.repo_type }) })),
    fakeRoute(listDatasets, () => ({ body: { datasets: [] } })),
    ...handlers,
  ]);
