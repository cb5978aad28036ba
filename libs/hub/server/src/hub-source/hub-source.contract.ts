import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubRepoType } from '@bagel/hub-contract';
import { catalogueRepos } from './catalogue/catalogue';
import { lfsFile, textFile, type CatalogueFileEntry } from './catalogue/catalogue-entry';
import { catalogueRepo, type CatalogueRepo } from './catalogue/catalogue-repo';
import { lfsPointer } from './catalogue/lfs-pointer';
import { MAX_CARD_BYTES, type HubSearchRequest, type HubSource } from './hub-source';

/** One source, set up over the given repositories for a suite. */
export interface HubSourceUnderTest {
  source: HubSource;
  /** What a Git LFS file downloads as: its pointer (the offline catalogue holds no weights) or its bytes (a hub). */
  lfsDownloads: 'pointer' | 'content';
  close(): Promise<void>;
}

/** A repository only the contract uses, at the end of every order (nothing downloaded, liked or changed since 2020). */
const testRepo = (id: string, repoType: HubRepoType, tags: string[], files: CatalogueFileEntry[]) =>
  catalogueRepo({
    id,
    repoType,
    pipelineTag: null,
    tags,
    downloads: 0,
    likes: 0,
    lastModified: '2020-01-01T00:00:00.000Z',
    gated: false,
    files,
  });

/** A card of three-byte characters past MAX_CARD_BYTES, so the cut falls inside one; and a dataset without a card. */
const LONG_CARD = '€'.repeat(30_000);
const CONTRACT_REPOS: readonly CatalogueRepo[] = [
  ...catalogueRepos(),
  testRepo('contract-test/long-card', 'model', ['contract-test'], [textFile('README.md', LONG_CARD), lfsFile('weights.bin', 10)]),
  testRepo('contract-test/no-card', 'dataset', ['contract-test', 'format:csv'], [textFile('data.csv', 'a,b\n1,2\n')]),
];

const repo = (id: string) => {
  const found = CONTRACT_REPOS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${id} is not among the contract's repositories`);
  return found;
};
const contentOf = (id: string, path: string) => repo(id).files.find((file) => file.path === path)?.content;

/**
 * What every HubSource answers, run by the offline catalogue and by the Hugging Face adapter against a fake hub serving
 * the same repositories: the product must not tell them apart. The hub's search matches ids only where the catalogue
 * also matches families and tags, so the queries here are ones where both agree; `total` differs by design (the hub
 * does not count), so it is held exact only where both know it.
 */
export function describeHubSourceContract(name: string, start: (repos: readonly CatalogueRepo[]) => Promise<HubSourceUnderTest>): void {
  describe(`${name} keeps the HubSource contract`, () => {
    let subject: HubSourceUnderTest;
    beforeAll(async () => {
      subject = await start(CONTRACT_REPOS);
    });
    afterAll(() => subject.close());

    const ids = async (request: Partial<HubSearchRequest>) => {
      const page = await subject.source.search({ repoType: 'model', sort: 'downloads', offset: 0, limit: 100, ...request });
      return page.repos.map((found) => found.id);
    };

    describe('search', () => {
      it('finds repositories by a part of their id, whatever its case, most downloaded first', async () => {
        expect(await ids({ query: 'qwen2.5' })).toEqual([
          'Qwen/Qwen2.5-0.5B-Instruct',
          'Qwen/Qwen2.5-7B-Instruct',
          'Qwen/Qwen2.5-1.5B-Instruct',
          'Qwen/Qwen2.5-0.5B',
          'Qwen/Qwen2.5-Coder-7B-Instruct',
          'Qwen/Qwen2.5-0.5B-Instruct-GGUF',
        ]);
        expect(await ids({ query: ' MiniLM ' })).toEqual(['sentence-transformers/all-MiniLM-L6-v2']);
        expect(await ids({ query: 'no-such-model-anywhere' })).toEqual([]);
      });

      it('filters by an exact tag, sorted by likes', async () => {
        expect(await ids({ tag: 'code', sort: 'likes' })).toEqual([
          'microsoft/phi-2',
          'microsoft/Phi-3-mini-4k-instruct',
          'Qwen/Qwen2.5-Coder-7B-Instruct',
          'codellama/CodeLlama-7b-hf',
          'bigcode/starcoder2-3b',
        ]);
        expect(await ids({ tag: 'Code' })).toEqual([]);
      });

      it('filters by file format, written with or without its dot, for models and datasets', async () => {
        expect(await ids({ format: 'gguf' })).toEqual(['google/gemma-2b-it', 'Qwen/Qwen2.5-0.5B-Instruct-GGUF']);
        expect(await ids({ repoType: 'dataset', format: '.Parquet', sort: 'likes' })).toEqual([
          'OpenAssistant/oasst1',
          'openai/gsm8k',
          'tatsu-lab/alpaca',
          'HuggingFaceH4/ultrachat_200k',
          'Salesforce/wikitext',
          'rajpurkar/squad',
          'stanfordnlp/imdb',
        ]);
        expect(await ids({ repoType: 'dataset', format: 'json' })).toEqual([
          'yahma/alpaca-cleaned',
          'databricks/databricks-dolly-15k',
          'Anthropic/hh-rlhf',
        ]);
        expect(await ids({ repoType: 'dataset', format: 'csv' })).toEqual(['fka/awesome-chatgpt-prompts', 'contract-test/no-card']);
      });

      it('combines query, tag and format, most recently changed first', async () => {
        expect(await ids({ query: 'instruct', tag: 'conversational', format: 'safetensors', sort: 'last_modified' })).toEqual([
          'HuggingFaceTB/SmolLM2-135M-Instruct',
          'Qwen/Qwen2.5-7B-Instruct',
          'Qwen/Qwen2.5-Coder-7B-Instruct',
          'meta-llama/Llama-3.2-1B-Instruct',
          'meta-llama/Llama-3.2-3B-Instruct',
          'meta-llama/Meta-Llama-3-8B-Instruct',
          'meta-llama/Llama-3.1-8B-Instruct',
          'Qwen/Qwen2.5-0.5B-Instruct',
          'Qwen/Qwen2.5-1.5B-Instruct',
          'microsoft/Phi-3-mini-4k-instruct',
          'mistralai/Mistral-7B-Instruct-v0.3',
          'deepseek-ai/deepseek-coder-1.3b-instruct',
        ]);
      });

      it('keeps models and datasets apart', async () => {
        expect(await ids({ repoType: 'dataset', sort: 'last_modified' })).toEqual([
          'fka/awesome-chatgpt-prompts',
          'HuggingFaceH4/ultrachat_200k',
          'rajpurkar/squad',
          'Salesforce/wikitext',
          'stanfordnlp/imdb',
          'openai/gsm8k',
          'databricks/databricks-dolly-15k',
          'Anthropic/hh-rlhf',
          'tatsu-lab/alpaca',
          'OpenAssistant/oasst1',
          'yahma/alpaca-cleaned',
          'contract-test/no-card',
        ]);
        expect(await ids({ query: 'squad' })).toEqual([]);
      });

      it('pages through every match once, in order, counting exactly at the end and at least one more before it', async () => {
        const everything = await ids({ sort: 'likes' });
        const paged: string[] = [];
        for (let offset = 0; ; offset += 5) {
          const { repos, total } = await subject.source.search({ repoType: 'model', sort: 'likes', offset, limit: 5 });
          paged.push(...repos.map((found) => found.id));
          if (offset + repos.length === everything.length) {
            expect(total).toBe(everything.length);
            break;
          }
          expect(repos).toHaveLength(5);
          expect(total).toBeGreaterThan(offset + repos.length);
        }
        expect(paged).toEqual(everything);
        expect(await subject.source.search({ repoType: 'model', sort: 'likes', offset: 500, limit: 5 })).toEqual({
          repos: [],
          total: everything.length,
        });
      });
    });

    describe('details', () => {
      it("answers a model's listing with its licence and card", async () => {
        const qwen = repo('Qwen/Qwen2.5-0.5B-Instruct');
        expect(await subject.source.details('model', qwen.id)).toEqual({
          id: qwen.id,
          sha: qwen.sha,
          title: 'Qwen2.5-0.5B-Instruct',
          name: 'Qwen2.5-0.5B-Instruct',
          author: 'Qwen',
          repo_type: 'model',
          family: 'qwen2',
          pipeline_tag: 'text-generation',
          tags: qwen.tags,
          downloads: 2_521_634,
          likes: 352,
          last_modified: '2024-09-25T12:32:56.000Z',
          gated: false,
          access: 'open',
          access_detail: null,
          license: 'apache-2.0',
          card: contentOf(qwen.id, 'README.md'),
        });
      });

      it('says which repositories are gated (and open to it), and a dataset has no family or pipeline', async () => {
        expect(await subject.source.details('model', 'meta-llama/Llama-3.2-1B')).toMatchObject({
          gated: true,
          access: 'granted',
          access_detail: null,
          license: 'llama3.2',
          family: 'llama',
        });
        expect(await subject.source.details('model', 'mistralai/Mistral-7B-v0.1')).toMatchObject({ gated: true, family: 'mistral' });
        expect(await subject.source.details('dataset', 'Salesforce/wikitext')).toMatchObject({
          author: 'Salesforce',
          repo_type: 'dataset',
          family: null,
          pipeline_tag: null,
          license: 'cc-by-sa-3.0, gfdl',
          card: contentOf('Salesforce/wikitext', 'README.md'),
        });
      });

      it('cuts a long card at MAX_CARD_BYTES without splitting a character, and has none for a repository without a README', async () => {
        const details = await subject.source.details('model', 'contract-test/long-card');
        expect(details?.card).toBe('€'.repeat(Math.floor(MAX_CARD_BYTES / 3)));
        expect(await subject.source.details('dataset', 'contract-test/no-card')).toMatchObject({ card: null, license: null });
      });

      it('has nothing for a repository it does not hold, or one of the other type', async () => {
        expect(await subject.source.details('model', 'nobody/nothing')).toBeUndefined();
        expect(await subject.source.details('dataset', 'meta-llama/Llama-3.2-1B')).toBeUndefined();
      });
    });

    describe('files and downloads', () => {
      it('lists every file at the commit, in folders too, with sizes and Git LFS ids', async () => {
        for (const id of ['meta-llama/Llama-3.2-1B', 'openai-community/gpt2']) {
          const expected = repo(id).files.map(({ path, size, lfs }) => ({ path, size, lfs }));
          expect(await subject.source.files('model', id, repo(id).sha)).toEqual(expected);
        }
        expect(await subject.source.files('dataset', 'openai/gsm8k', repo('openai/gsm8k').sha)).toContainEqual({
          path: 'main/test-00000-of-00001.parquet',
          size: 419_088,
          lfs: { sha256: repo('openai/gsm8k').files.find((file) => file.lfs)?.lfs?.sha256, size: 419_088 },
        });
      });

      it('refuses a revision it does not know and a repository it does not hold', async () => {
        await expect(subject.source.files('model', 'openai-community/gpt2', 'f'.repeat(40))).rejects.toThrow(
          `Revision ${'f'.repeat(40)} of openai-community/gpt2 is unknown`,
        );
        await expect(subject.source.files('model', 'nobody/nothing', 'f'.repeat(40))).rejects.toThrow(
          'The hub has no model nobody/nothing',
        );
      });

      it('downloads a bundled file as itself', async () => {
        const gpt2 = repo('openai-community/gpt2');
        expect(await text(await subject.source.download('model', gpt2.id, gpt2.sha, 'config.json'))).toBe(
          contentOf(gpt2.id, 'config.json'),
        );
        const squad = repo('rajpurkar/squad');
        expect(await text(await subject.source.download('dataset', squad.id, squad.sha, 'README.md'))).toBe(
          contentOf(squad.id, 'README.md'),
        );
      });

      it('downloads a Git LFS file as its pointer or as bytes of its listed size', async () => {
        const gsm8k = repo('openai/gsm8k');
        const file = gsm8k.files.find((candidate) => candidate.path === 'main/test-00000-of-00001.parquet');
        if (!file?.lfs) throw new Error('gsm8k keeps its data in Git LFS');
        const body = await subject.source.download('dataset', gsm8k.id, gsm8k.sha, file.path);
        if (subject.lfsDownloads === 'pointer') {
          expect(await text(body)).toBe(lfsPointer(file.lfs.sha256, file.lfs.size));
        } else {
          let size = 0;
          for await (const chunk of body as AsyncIterable<Buffer>) size += chunk.length;
          expect(size).toBe(file.size);
        }
      });

      it('refuses a file, revision or repository it does not hold, and a download already aborted', async () => {
        const gpt2 = repo('openai-community/gpt2');
        await expect(subject.source.download('model', gpt2.id, gpt2.sha, 'missing.bin')).rejects.toThrow(
          `openai-community/gpt2 has no file missing.bin at revision ${gpt2.sha}`,
        );
        await expect(subject.source.download('model', gpt2.id, 'f'.repeat(40), 'config.json')).rejects.toThrow(
          /^Revision f+ of .* is unknown$/,
        );
        await expect(subject.source.download('dataset', gpt2.id, gpt2.sha, 'config.json')).rejects.toThrow(
          `The hub has no dataset ${gpt2.id}`,
        );
        await expect(subject.source.download('model', gpt2.id, gpt2.sha, 'config.json', AbortSignal.abort())).rejects.toMatchObject({
          name: 'AbortError',
        });
      });
    });
  });
}
